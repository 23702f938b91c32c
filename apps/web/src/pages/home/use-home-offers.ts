import { useEffect } from 'react';
import { loadPublicConfig, publicConfigStore } from '../../account/public-config.ts';
import { runWhenIdle } from '../../startup/run-when-idle.ts';
import { useStore } from '../../store/use-store.ts';
import { offersOf, type HomeOffers } from './home-tabs-data.ts';

/**
 * What the server's public configuration lets the home's tabs offer (`offersOf`); null until it is
 * known. `GET /api/config` is not asked on `/`'s start: once the home has painted and the browser
 * is idle, or at once when `now` (Coins, the tab it gates, is chosen; asked again there after a
 * failure). Its code is imported statically: public-config.ts is in the chunk every page loads
 * with the home's (pages-core, also for invite-welcome.tsx), where an `import()` would only add
 * its preload list to `/`'s bytes.
 */
export function useHomeOffers(now: boolean): HomeOffers | null {
  const state = useStore(publicConfigStore);
  useEffect(() => {
    if (now) void loadPublicConfig();
    else runWhenIdle(() => void loadPublicConfig());
  }, [now]);
  return offersOf(state);
}
