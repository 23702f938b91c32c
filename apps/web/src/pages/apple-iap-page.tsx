import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { AppleIapPurchase } from '@site/api-contract';
import { apiErrorText } from '../api/api-error-text.ts';
import { useAccount } from '../account/use-account.ts';
import { invalidateApiQueries } from '../api/api-query.ts';
import { api } from '../api/api.ts';
import { readPurchaseFragment, type PurchaseFragment } from '../apple-iap/purchase-fragment.ts';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { formatAmount } from '../economy/format-amount.ts';
import '../forms/forms.css';
import { Announcement } from '../sign-in/announcement.tsx';
import '../sign-in/sign-in.css';

type State = { status: 'crediting' } | { status: 'done'; purchase: AppleIapPurchase } | { status: 'failed'; error: unknown };

/**
 * /apple-iap#signedTransaction=…: after a purchase in the iOS app, the app opens this in its web
 * view (signed in through /apple-ios-logined) with StoreKit's signed transaction; the server
 * verifies it and credits the gold coins once; the page shows what happened. The fragment is
 * removed from the address at once, so a reload or a shared link never posts it again.
 */
export default function AppleIapPage(): ReactNode {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const account = useAccount();
  const [fragment, setFragment] = useState(() => readPurchaseFragment(location.hash));
  const [readHash, setReadHash] = useState(location.hash);
  const startedFor = useRef<PurchaseFragment | null>(null);
  const signedIn = account.status === 'signed-in';

  // A fragment on the page already open (the app opened a purchase again) is read afresh; once
  // read, it leaves the address, so even the same one again is seen.
  if (location.hash === '' && readHash !== '') setReadHash('');
  else if (location.hash !== '' && location.hash !== readHash) {
    setReadHash(location.hash);
    setFragment(readPurchaseFragment(location.hash));
  }

  useEffect(() => {
    if (location.hash !== '') void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  const credit = useMutation({
    mutationFn: ({ signedTransaction }: { signedTransaction: string }) => api.call('appleIapPurchase', { body: { signedTransaction } }),
    onSuccess: () => {
      void invalidateApiQueries('getEconomySummary', 'getLedgerBalances', 'listLedgerTransfers');
    },
  });
  const { mutate } = credit;

  useEffect(() => {
    if (!fragment.ok || !signedIn || startedFor.current === fragment) return;
    startedFor.current = fragment;
    mutate(fragment);
  }, [fragment, signedIn, mutate]);

  // Only the answer for the fragment read last counts: a purchase opened again is credited afresh.
  const answered = credit.variables === fragment;
  let state: State = { status: 'crediting' };
  if (answered && credit.isSuccess) state = { status: 'done', purchase: credit.data };
  else if (answered && credit.isError) state = { status: 'failed', error: credit.error };

  const amount = (value: string): string => formatAmount(value, i18n.language);
  const wayBack = (
    <p className="actions">
      <Link to="/profile" className="button button--primary">
        {t('appleIap.toProfile')}
      </Link>
      <Link to="/" className="button">
        {t('signIn.toHome')}
      </Link>
    </p>
  );

  let content: ReactNode;
  if (!fragment.ok) {
    content = (
      <Announcement tone={fragment.problem === 'missing' ? 'info' : 'error'}>
        <p>{t(fragment.problem === 'missing' ? 'appleIap.missing' : 'appleIap.malformed')}</p>
        {wayBack}
      </Announcement>
    );
  } else if (account.status === 'unknown' || account.status === 'loading') content = <LoadingIndicator label={t('common.loading')} />;
  else if (!signedIn) {
    content = (
      <Announcement tone="error">
        <p>{t('appleIap.signInFirst')}</p>
        <p className="actions">
          <Link to="/login" className="button button--primary">
            {t('appleIap.toLogin')}
          </Link>
        </p>
      </Announcement>
    );
  } else if (state.status === 'crediting') content = <LoadingIndicator label={t('appleIap.crediting')} />;
  else if (state.status === 'done') {
    const { purchase } = state;
    content = (
      <Announcement tone="success">
        <p>{t(purchase.status === 'credited' ? 'appleIap.credited' : 'appleIap.alreadyCredited', { coins: amount(purchase.goldCoins) })}</p>
        <p>{t('appleIap.balance', { balance: amount(purchase.goldBalance) })}</p>
        {wayBack}
      </Announcement>
    );
  } else {
    content = (
      <Announcement tone="error">
        <p>
          {t('appleIap.failed')} {apiErrorText(t, state.error)}
        </p>
        {wayBack}
      </Announcement>
    );
  }

  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.appleIap')}</h1>
      {content}
    </article>
  );
}
