import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../pages/route-table.ts';
import { resolveLinkId } from './resolve-link-id.ts';

const load = () => Promise.resolve({ default: () => null });
const routes: RouteDefinition[] = [
  { path: '/', titleKey: 'home', load, linkable: true },
  { path: '/invite-users', titleKey: 'inviteUsers', load, linkable: true },
  { path: '/logout', titleKey: 'logout', load, linkable: false },
];

describe('resolveLinkId', () => {
  it('opens a linkable page first', async () => {
    let newsRead = false;
    const target = await resolveLinkId('invite-users', {
      routes,
      loadNewsIds: () => {
        newsRead = true;
        return Promise.resolve([]);
      },
    });
    expect(target).toBe('/invite-users');
    expect(newsRead).toBe(false);
  });

  it('never opens pages that act, such as /logout', async () => {
    expect(await resolveLinkId('logout', { routes, loadNewsIds: () => Promise.resolve([]) })).toBeNull();
  });

  it('opens a news entry, or nothing for an unknown id', async () => {
    const targets = { routes, loadNewsIds: () => Promise.resolve(['welcome']) };
    expect(await resolveLinkId('welcome', targets)).toBe('/news/welcome');
    expect(await resolveLinkId('missing', targets)).toBeNull();
  });
});
