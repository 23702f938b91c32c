import { useCallback, useState } from 'react';
import { trackEvent } from '../../analytics/analytics.ts';
import { storage } from '../../storage/safe-storage.ts';
import { defaultHomeTab, isHomeTabId, type HomeTabId } from './home-tabs-data.ts';

const activeTabKey = 'site.activeTab';

/** The front page's active tab: `levels` by default, remembered so it survives a reload. */
export function useActiveTab(): [HomeTabId, (tab: HomeTabId) => void] {
  const [tab, setTab] = useState<HomeTabId>(() => {
    const stored = storage.read(activeTabKey);
    return isHomeTabId(stored) ? stored : defaultHomeTab;
  });
  const choose = useCallback(
    (next: HomeTabId) => {
      if (next === tab) return;
      storage.write(activeTabKey, next);
      setTab(next);
      trackEvent('home_tab_selected', { tab: next });
    },
    [tab],
  );
  return [tab, choose];
}
