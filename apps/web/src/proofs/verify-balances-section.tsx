import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadingIndicator } from '../components/loading-indicator.tsx';

// The check (hashing, the chain's RPC, the proof's download) loads only when the player asks for it.
const VerifyBalancesResult = lazy(() => import('./verify-balances-result.tsx'));

/** /profile's "Verify my balances": a button, then the check of the player's proof against the published root. */
export function VerifyBalancesSection(): ReactNode {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  return (
    // Not a named region: its name would contain the Balances section's ("Verify my balances"), and
    // every locator of that region by name would find two.
    <section className="economy-section">
      <h2 id="profile-verify">{t('proofs.verifyHeading')}</h2>
      <p>
        {t('proofs.verifyIntro')} <Link to="/proofs">{t('proofs.allRoots')}</Link>
      </p>
      {asked ? (
        <Suspense fallback={<LoadingIndicator label={t('proofs.verifying')} />}>
          <VerifyBalancesResult />
        </Suspense>
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => {
            setAsked(true);
          }}
        >
          {t('proofs.verifyButton')}
        </button>
      )}
    </section>
  );
}
