import { useEffect } from 'react';
import { useStore } from '../store/use-store.ts';
import { fallbackPublicConfig, loadPublicConfig, publicConfigStore, type PublicConfigState } from './public-config.ts';

/** The server's public configuration, asked for when a page first needs it. */
export function usePublicConfig(): PublicConfigState {
  const state = useStore(publicConfigStore);
  useEffect(() => {
    void loadPublicConfig();
  }, []);
  return state;
}

/** The shortest password the server accepts (the default until it has said). */
export function usePasswordMinLength(): number {
  const state = usePublicConfig();
  return state.status === 'ready' ? state.config.passwordMinLength : fallbackPublicConfig.passwordMinLength;
}
