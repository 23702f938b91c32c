import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { strictMount } from '../../test/strict-mount.tsx';
import type * as publicConfig from '../account/public-config.ts';
import { loadPublicConfig } from '../account/public-config.ts';
import { queryClient } from '../api/query-client.ts';
import { InviteWelcome } from './invite-welcome.tsx';

vi.mock('../account/public-config.ts', async (original) => {
  const actual = await original<typeof publicConfig>();
  return { ...actual, loadPublicConfig: vi.fn(actual.loadPublicConfig) };
});

describe('InviteWelcome', () => {
  it("asks nothing of the server's configuration for a visitor who came without an invite (it is on every visitor's /)", () => {
    localStorage.clear();
    const root = strictMount();
    root.render(
      <QueryClientProvider client={queryClient}>
        <InviteWelcome />
      </QueryClientProvider>,
    );
    expect(root.container.innerHTML).toBe('');
    expect(vi.mocked(loadPublicConfig)).not.toHaveBeenCalled();
  });
});
