import type { ReactNode } from 'react';
import { requestedE2eFailure } from './e2e-hooks.ts';

/** Throws while rendering when the test build asked for `?e2e-fail=render`; renders nothing otherwise. */
export function E2eRenderFailure(): ReactNode {
  if (requestedE2eFailure() === 'render') throw new Error('Test failure while rendering');
  return null;
}
