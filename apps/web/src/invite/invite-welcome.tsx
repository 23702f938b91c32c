import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { accountCreationPath } from '../account/sign-in-ways.ts';
import { usePublicConfig } from '../account/use-public-config.ts';
import { useSignInWaysPhrase } from '../account/use-sign-in-ways-phrase.ts';
import { useApiQuery } from '../api/api-query.ts';
import { logger } from '../logging/logger.ts';
import { rememberedReferrer } from './remember-referrer.ts';

/** The inviter's display name for the code this visitor arrived with, once the server has said it. */
function useInviterName(): string | null {
  const [code] = useState(rememberedReferrer);
  const query = useApiQuery('getInviter', [{ params: { code: code ?? '' } }], { enabled: code !== null });
  // An unknown code (or a server that does not answer) leaves the page as for anyone else.
  const { error } = query;
  useEffect(() => {
    if (error !== null) logger.warn('The invite link could not be resolved', error);
  }, [error]);
  return query.data?.inviter.displayName ?? null;
}

/**
 * For a visitor who is not signed in and came through an invite link: who invited them and what
 * to do (sign up, with the ways this server offers; play a level; the inviter is rewarded after the friend's first finished run).
 * "Create your account" opens account creation itself: the e-mail sign-up when the server takes
 * e-mail, with the other ways a link to /login beside it; else /login, where each way makes one.
 */
export function InviteWelcome(): ReactNode {
  const name = useInviterName();
  return name === null ? null : <InvitedBy name={name} />;
}

/**
 * The welcome itself. The server's configuration (the ways to make an account) is asked for only
 * here: `/` renders `InviteWelcome` for every visitor not known to be signed in, and asked for it
 * at every start before, a request and a render on the home's path for nobody's sake.
 */
function InvitedBy({ name }: { name: string }): ReactNode {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const creation = config.status === 'ready' ? accountCreationPath(config.config) : '/login';
  const byEmail = creation === '/email-register';
  const ways = useSignInWaysPhrase(byEmail ? ['email'] : [], true);
  return (
    <section className="invite-welcome" aria-labelledby="invite-welcome-heading" data-testid="invite-welcome">
      <h2 id="invite-welcome-heading">{t('invite.welcome.heading', { name })}</h2>
      <ol className="invite-welcome__steps">
        <li>
          <Link to={creation} className="button button--small button--primary">
            {t('invite.welcome.signUp')}
          </Link>
          {byEmail ? ` ${t('invite.welcome.signUpHint', { ways: t('signInWays.email') })}` : ways !== null && ` ${t('invite.welcome.signUpHint', { ways })}`}
          {byEmail && ways !== null && (
            <>
              {' '}
              <Link to="/login">{t('invite.welcome.otherWays', { ways })}</Link>
            </>
          )}
        </li>
        <li>{t('invite.welcome.play')}</li>
        <li>{t('invite.welcome.reward', { name })}</li>
      </ol>
    </section>
  );
}
