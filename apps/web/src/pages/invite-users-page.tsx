import type { Account, Invites } from '@site/api-contract';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../account/format-instant.ts';
import { SignedInGate } from '../account/signed-in-gate.tsx';
import { useApiQuery } from '../api/api-query.ts';
import { QueryState } from '../components/query-state.tsx';
import { SentenceWithUserText } from '../components/user-text.tsx';
import { appConfig } from '../config/app-config.ts';
import { AcceptInviteForm } from '../invite/accept-invite-form.tsx';
import { chooseInviteLink } from '../invite/choose-invite-link.ts';
import '../invite/invite.css';
import { InviteLinkPanel } from '../invite/invite-link-panel.tsx';
import { InviteRules } from '../invite/invite-rules.tsx';
import { InviteeList } from '../invite/invitee-list.tsx';
import { forgetReferrer, rememberedReferrer } from '../invite/remember-referrer.ts';
import { useStore } from '../store/use-store.ts';
import { telegramState } from '../telegram/telegram-state.ts';
import { InviteNameOffer } from './invite-name-offer.tsx';

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
  const query = useApiQuery('getInvites', []);
  const code = query.data?.code ?? null;

  useEffect(() => {
    // The account's own link opened in this browser: it could never invite anyone here, so forget it.
    if (code !== null && rememberedReferrer() === code) forgetReferrer();
  }, [code]);

  return (
    <>
      <InviteNameOffer account={account} />
      <QueryState query={query}>{(invites) => <InvitesView invites={invites} />}</QueryState>
    </>
  );
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
      {invites.invitedBy !== null && (
        <p className="invite-invited-by">
          <SentenceWithUserText i18nKey="invite.invitedBy" userText={{ name: invites.invitedBy.displayName }} />
        </p>
      )}
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
