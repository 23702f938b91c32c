import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GamesPanel } from './games-panel.tsx';
import { homeTabs, pageKeyOf, tabLinks, tabTextKey, type HomeTabId } from './home-tabs-data.ts';
import type { AccountState } from '../../account/account-state.ts';
import { LevelsPanel, type LevelsProgressQuery } from './levels-panel.tsx';
import { useActiveTab } from './use-active-tab.ts';
import { useHomeOffers } from './use-home-offers.ts';
import { useIsMiniApp } from '../../telegram/mini-app.ts';

/** Tabs following the ARIA tabs pattern: arrow keys, Home and End move between tabs. */
export function HomeTabs({ account, progress }: { account: AccountState; progress: LevelsProgressQuery }): ReactNode {
  const { t } = useTranslation();
  const miniApp = useIsMiniApp();
  const [active, setActive] = useActiveTab();
  // Off `/`'s start: read once the home is painted and idle, or at once for Coins, the tab it gates.
  const offers = useHomeOffers(active === 'coins');
  const tabRefs = useRef(new Map<HomeTabId, HTMLButtonElement>());

  const focusTab = (index: number): void => {
    const tab = homeTabs[(index + homeTabs.length) % homeTabs.length];
    if (!tab) return;
    setActive(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: homeTabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  };

  const activeTab = homeTabs.find((tab) => tab.id === active) ?? homeTabs[0];
  const signedIn = account.status === 'signed-in';

  return (
    <section className="home-tabs">
      <div role="tablist" aria-label={t('home.tabsLabel')} className="tabs">
        {homeTabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            className="tabs__tab"
            onClick={() => {
              setActive(tab.id);
            }}
            onKeyDown={(event) => {
              onKeyDown(event, index);
            }}
          >
            {t(`home.tabs.${tab.id}.label`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${activeTab.id}`} aria-labelledby={`tab-${activeTab.id}`} tabIndex={0} className="tabs__panel">
        <h2>{t(`home.tabs.${activeTab.id}.heading`)}</h2>
        <p>{t(tabTextKey(activeTab.id, { signedIn, depositsOffered: miniApp || offers?.deposits !== false }))}</p>
        {activeTab.id === 'levels' && <LevelsPanel account={account} progress={progress} />}
        {activeTab.id === 'games' && <GamesPanel />}
        <ul className="feature-list">
          {tabLinks(activeTab, { miniApp, signedIn, offers }).map((path) => (
            <li key={path}>
              <Link to={path} className="feature-card">
                <span className="feature-card__title">{t(`titles.${pageKeyOf(path)}`)}</span>
                <span className="feature-card__text">{t(`features.${pageKeyOf(path)}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
