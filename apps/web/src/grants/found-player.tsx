import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SentenceWithUserText } from '../components/user-text.tsx';
import { useAmountText } from '../economy/use-amount-text.ts';
import { GrantForm, type FoundAccount } from './grant-form.tsx';

const assets = ['gold_coin', 'game_coin', 'invite_point'] as const;

/** One account a search found: who it is, how it signs in, what it holds, and (admins) a grant to it. */
export function FoundPlayer({ account, canGrant }: { account: FoundAccount; canGrant: boolean }): ReactNode {
  const { t } = useTranslation();
  const amountText = useAmountText();
  const id = useId();
  const [granting, setGranting] = useState(false);
  const headingId = `${id}-name`;
  return (
    <article className="found-player" aria-labelledby={headingId} data-account-id={account.id}>
      <h3 id={headingId}>
        <bdi>{account.displayName}</bdi>
      </h3>
      <p className="hint">
        {t(`players.roles.${account.role}`)} · <span className="found-player__id">{account.id}</span>
      </p>
      <ul className="found-player__identities" aria-label={t('players.identities')}>
        {account.identities.map((identity) => (
          <li key={`${identity.kind}:${identity.label}`}>
            {t(`players.kinds.${identity.kind}`, { defaultValue: identity.kind })}: <span className="found-player__label">{identity.label}</span>
          </li>
        ))}
      </ul>
      <dl className="details found-player__balances">
        {assets.map((asset) => (
          <div key={asset}>
            <dt>{t(`economy.assets.${asset}`)}</dt>
            <dd data-balance={asset}>{amountText(asset, account.balances[asset])}</dd>
          </div>
        ))}
      </dl>
      {canGrant &&
        (granting ? (
          <GrantForm
            account={account}
            onCancel={() => {
              setGranting(false);
            }}
          />
        ) : (
          <button
            type="button"
            className="button"
            onClick={() => {
              setGranting(true);
            }}
          >
            <SentenceWithUserText i18nKey="players.grantTo" userText={{ name: account.displayName }} />
          </button>
        ))}
    </article>
  );
}
