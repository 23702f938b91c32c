import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasSignedInHint } from '../../account/signed-in-hint.ts';
import { useAccount } from '../../account/use-account.ts';
import { useApiQuery } from '../../api/api-query.ts';
import { DailyPanel } from '../../daily/daily-panel.tsx';
import { LeagueTierLine } from '../../leagues/league-tier-line.tsx';
import { InviteWelcome } from '../../invite/invite-welcome.tsx';
import { UnfinishedRunNotice } from '../../play/unfinished-run-notice.tsx';
import { useUnfinishedRun } from '../../play/use-unfinished-run.ts';
import { replayPreviewTap } from './preview-taps.ts';
import { useLinkNotice } from './use-link-notice.ts';
import { HomeHero } from './home-hero.tsx';
import { HomeTabs } from './home-tabs.tsx';

export default function HomePage(): ReactNode {
  const { t } = useTranslation();
  const { notice, dismiss } = useLinkNotice();
  const account = useAccount();
  const progress = useApiQuery('getLevelsProgress', [], { enabled: account.status === 'signed-in' });
  // A run left unfinished (a reload, a closed tab) is told on the next page the player opens: often this one.
  const [unfinished, setUnfinished] = useUnfinishedRun();
  // A tap on the page index.html painted before this code ran is done now, on the live page.
  useEffect(() => {
    replayPreviewTap();
  }, []);

  return (
    <div className="page home-page">
      {notice && (
        <div className="notice" role="status">
          <p>{t(`home.linkNotice.${notice}`)}</p>
          <button type="button" className="button button--small" onClick={dismiss}>
            {t('common.dismiss')}
          </button>
        </div>
      )}
      {unfinished && (
        <UnfinishedRunNotice
          run={unfinished}
          onDismiss={() => {
            setUnfinished(null);
          }}
        />
      )}
      {account.status === 'signed-in' ? null : <InviteWelcome />}
      <HomeHero account={account} progress={progress} expectSignedIn={hasSignedInHint()} />
      {account.status === 'signed-in' && <DailyPanel footer={<LeagueTierLine />} />}
      <HomeTabs account={account} progress={progress} />
    </div>
  );
}
