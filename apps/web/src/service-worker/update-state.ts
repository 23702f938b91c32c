import { createStore } from '../store/create-store.ts';

export type UpdateStatus =
  | 'idle'
  /** A new version is installed and waiting: the update prompt shows. */
  | 'available'
  /** The visitor accepted: the updating overlay shows until the page reloads. */
  | 'updating';

export const updateStatus = createStore<UpdateStatus>('idle');
