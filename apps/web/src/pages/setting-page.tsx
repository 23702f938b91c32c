import { useWallets } from '@site/wallet-react/hooks';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedInGate } from '../account/signed-in-gate.tsx';
import { useAccount } from '../account/use-account.ts';
import { appearancePreference, setAppearancePreference } from '../appearance/appearance-store.ts';
import { isAppearancePreference } from '../appearance/resolve-appearance.ts';
import { ConnectButton } from '../wallet/connect-button.tsx';
import { appConfig } from '../config/app-config.ts';
import { isSupportedLanguage, supportedLanguages } from '../i18n/languages.ts';
import { useStore } from '../store/use-store.ts';
import { useIsMiniApp } from '../telegram/mini-app.ts';
import { WalletsNotInTelegram } from '../telegram/wallets-not-in-telegram.tsx';
import { useSwitchAccount } from '../wallet/use-switch-account.ts';
import { WalletAccountButtons } from '../wallet/wallet-account-buttons.tsx';
import { initWalletConnection, readyConnector, walletSession } from '../wallet/wallet-session.ts';
import { CountrySection } from './setting/country-section.tsx';
import { DisplayNameForm } from './setting/display-name-form.tsx';
import { IdentitiesSection } from './setting/identities-section.tsx';
import { PasskeysSection } from './setting/passkeys-section.tsx';
import { SessionsSection } from './setting/sessions-section.tsx';
import { TwoStepSection } from './setting/two-step-section.tsx';

const appearanceChoices = ['auto', 'light', 'dark'] as const;

/** The account (name, ways to sign in, sessions), then language, appearance and connected wallets. */
export default function SettingPage(): ReactNode {
  const { t, i18n } = useTranslation();
  const preference = useStore(appearancePreference);
  const connector = readyConnector(useStore(walletSession));
  const wallets = useWallets({ connector });
  const switching = useSwitchAccount();
  const languageId = useId();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const account = useAccount();
  const miniApp = useIsMiniApp();

  useEffect(() => {
    if (!miniApp) void initWalletConnection(appConfig);
  }, [miniApp]);

  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.setting')}</h1>

      <section aria-labelledby="settings-account">
        <h2 id="settings-account">{t('account.heading')}</h2>
        <SignedInGate invitation={t('settings.signInToEdit')}>{(signedIn) => <DisplayNameForm account={signedIn} />}</SignedInGate>
      </section>
      {account.status === 'signed-in' && (
        <>
          <CountrySection />
          <IdentitiesSection account={account.account} />
          <PasskeysSection account={account.account} />
          <TwoStepSection />
          <SessionsSection />
        </>
      )}

      <section aria-labelledby="settings-language">
        <h2 id="settings-language">{t('settings.language')}</h2>
        <label htmlFor={languageId}>{t('settings.languageLabel')}</label>
        <select
          id={languageId}
          className="select"
          value={current}
          onChange={(event) => {
            const language = event.target.value;
            if (isSupportedLanguage(language)) void i18n.changeLanguage(language);
          }}
        >
          {supportedLanguages.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`languageNames.${language}`)}
            </option>
          ))}
        </select>
      </section>

      <section aria-labelledby="settings-appearance">
        <h2 id="settings-appearance">{t('settings.appearance')}</h2>
        <fieldset className="choices">
          <legend>{t('settings.appearanceLabel')}</legend>
          {appearanceChoices.map((choice) => (
            <label key={choice} className="choice">
              <input
                type="radio"
                name="appearance"
                value={choice}
                checked={preference === choice}
                onChange={(event) => {
                  if (isAppearancePreference(event.target.value)) setAppearancePreference(event.target.value);
                }}
              />
              {t(`settings.appearanceChoices.${choice}`)}
            </label>
          ))}
        </fieldset>
      </section>

      <section aria-labelledby="settings-wallets">
        <h2 id="settings-wallets">{t('settings.wallets')}</h2>
        {miniApp ? (
          <WalletsNotInTelegram />
        ) : wallets.length > 0 ? (
          <>
            <ul className="row-list">
              {wallets.map((wallet) => (
                <li key={wallet.label} className="row-list__item">
                  <span>
                    <strong>{wallet.label}</strong>
                    <span className="mono"> {wallet.accounts[0]?.address ?? ''}</span>
                  </span>
                  <span className="row-list__actions">
                    <WalletAccountButtons wallet={wallet} connector={connector} switching={switching} className="button button--small" namesWallet />
                  </span>
                </li>
              ))}
            </ul>
            <p role="status" className="hint">
              {switching.failedWallet === null ? '' : t('profile.switchAccountFailed', { wallet: switching.failedWallet })}
            </p>
          </>
        ) : (
          <>
            <p>{t('settings.noWallets')}</p>
            <ConnectButton className="button" />
          </>
        )}
      </section>
    </article>
  );
}
