import type { Account, Invites } from '@site/api-contract';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../account/format-instant.ts';
import { SignedInGate } from '../account/signed-in-gate.tsx';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { appConfig } from '../config/app-config.ts';
import { AcceptInviteForm } from '../invite/accept-invite-form.tsx';
import { chooseInviteLink } from '../invite/choose-invite-link.ts';
import '../invite/invite.css';
import { InviteLinkPanel } from '../invite/invite-link-panel.tsx';
import { InviteRules } from '../invite/invite-rules.tsx';
import { InviteeList } from '../invite/invitee-list.tsx';
import { forgetReferrer, rememberedReferrer } from '../invite/remember-referrer.ts';
import { useInvites } from '../invite/use-invites.ts';
import { useStore } from '../store/use-store.ts';
import { telegramState } from '../telegram/telegram-state.ts';
import { LoadError } from '../components/load-error.tsx';

/** The account's invite link, the people who joined through it and the points they earned, and the rules. */
export default function InviteUsersPage(): ReactNode {
  const { t } = useTranslation();
  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.inviteUsers')}</h1>
      <p>{t('invite.intro')}</p>
      <SignedInGate invitation={t('invite.signInToInvite')}>{(account) => <AccountInvites account={account} />}</SignedInGate>
      <section aria-labelledby="invite-rules">
        <h2 id="invite-rules">{t('invite.rulesHeading')}</h2>
        <InviteRules />
      </section>
    </article>
  );
}

function AccountInvites({ account }: { account: Account }): ReactNode {
  const { t } = useTranslation();
  const { state, reload } = useInvites(account.id);
  const code = state.status === 'ready' ? state.invites.code : null;

  useEffect(() => {
    // The account's own link opened in this browser: it could never invite anyone here, so forget it.
    if (code !== null && rememberedReferrer() === code) forgetReferrer();
  }, [code]);

  if (state.status === 'loading') return <LoadingIndicator label={t('common.loading')} />;
  if (state.status === 'error') {
    return <LoadError error={state.error} retry={reload} />;
  }
  return <InvitesView invites={state.invites} />;
}

function InvitesView({ invites }: { invites: Invites }): ReactNode {
  const { t, i18n } = useTranslation();
  const telegram = useStore(telegramState);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = new Intl.NumberFormat(language);
  const insideTelegram = telegram.status === 'ready';
  // Inside Telegram, friends open the mini app (when one is configured) rather than the website.
  const link = chooseInviteLink({ code: invites.code, origin: window.location.origin, miniAppUrl: appConfig.telegramMiniAppUrl, insideTelegram }) ?? '';
  const remembered = rememberedReferrer();

  return (
    <>
      <InviteLinkPanel link={link} insideTelegram={insideTelegram} />
      <section aria-labelledby="invite-rewards">
        <h2 id="invite-rewards">{t('invite.rewardsHeading')}</h2>
        <dl className="details">
          <dt>{t('invite.pointsEarned')}</dt>
          <dd>{number.format(BigInt(invites.pointsEarned))}</dd>
          <dt>{t('invite.rewardsLeftToday')}</dt>
          <dd>
            {t('invite.rewardsLeftTodayValue', { left: number.format(invites.rewardsLeftToday), limit: number.format(invites.dailyRewardLimit) })}{' '}
            <span className="hint">{t('invite.resetsAt', { time: formatInstant(invites.resetsAt, language, { withTime: true }) })}</span>
          </dd>
        </dl>
      </section>
      <section aria-labelledby="invite-people">
        <h2 id="invite-people">{t('invite.peopleHeading')}</h2>
        <InviteeList invitees={invites.invitees} total={invites.inviteeCount} />
      </section>
      {invites.invitedBy !== null && <p>{t('invite.invitedBy', { name: invites.invitedBy.displayName })}</p>}
      {invites.canAcceptInvite && (
        <section aria-labelledby="invite-accept">
          <h2 id="invite-accept">{t('invite.acceptHeading')}</h2>
          <p>{t('invite.acceptIntro')}</p>
          <AcceptInviteForm suggestedCode={remembered !== null && remembered !== invites.code ? remembered : null} />
        </section>
      )}
    </>
  );
}
