import type { AvailableWallet } from '@site/wallet-core';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { useMessages } from '../messages/use-messages.ts';
import { ExternalLink } from './external-link.tsx';
import { TermsCheckbox } from './terms-checkbox.tsx';
import { useTermsAgreement } from './use-terms-agreement.ts';
import { WalletOption } from './wallet-option.tsx';
import { WebviewWaysOut } from './webview-ways-out.tsx';
import { withoutLaunchParams } from './without-launch-params.ts';

/** With no wallet found: the app's other ways to sign in, in the same tab. */
export function OtherSignIn({ url, onClick }: { url: string; onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined }): ReactNode {
  const { t } = useMessages();
  return (
    <div className="wr-other-sign-in">
      <p className="wr-text">{t('otherSignInText')}</p>
      <a href={url} className="wr-button wr-button-primary" onClick={onClick}>
        {t('otherSignInLink')}
      </a>
    </div>
  );
}

export interface SelectWalletStepProps {
  wallets: readonly AvailableWallet[];
  onSelect: (label: string) => void;
  termsUrl?: string | undefined;
  privacyUrl?: string | undefined;
  termsVersion: string;
  noWalletUrl: string;
  otherSignInUrl?: string | undefined;
  onOtherSignIn?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  inTelegram: boolean;
  inWebview: boolean;
  openExternal?: ((url: string) => void) | undefined;
  pageUrl?: string | undefined;
}

/** Step one: the terms gate, installed wallets, wallets to install, and the help links. */
export function SelectWalletStep(props: SelectWalletStepProps): ReactNode {
  const { wallets, onSelect, termsUrl, privacyUrl, termsVersion } = props;
  const { t } = useMessages();
  const hintId = useId();
  const installedHeadingId = useId();
  const moreHeadingId = useId();
  const terms = useTermsAgreement({ termsUrl, privacyUrl, version: termsVersion });
  const installed = wallets.filter((wallet) => wallet.installed);
  const toInstall = wallets.filter((wallet) => !wallet.installed && wallet.externalUrl);

  if (installed.length === 0 && (props.inTelegram || props.inWebview)) {
    return (
      <>
        <WebviewWaysOut inTelegram={props.inTelegram} pageUrl={props.pageUrl ?? withoutLaunchParams(window.location.href)} openExternal={props.openExternal} wallets={wallets} />
        {props.otherSignInUrl === undefined ? null : <OtherSignIn url={props.otherSignInUrl} onClick={props.onOtherSignIn} />}
      </>
    );
  }

  return (
    <div className="wr-select">
      {terms.required ? (
        <>
          <TermsCheckbox termsUrl={termsUrl} privacyUrl={privacyUrl} agreed={terms.agreed} onChange={terms.setAgreed} />
          {/* Nothing to choose yet (no wallet installed): no word about choosing. */}
          {terms.agreed || installed.length === 0 ? null : (
            <p id={hintId} className="wr-hint">
              {t('termsRequired')}
            </p>
          )}
        </>
      ) : null}
      <div className="wr-scroll">
        {installed.length > 0 ? (
          <section aria-labelledby={installedHeadingId}>
            <h3 id={installedHeadingId} className="wr-subtitle">
              {t('installedHeading')}
            </h3>
            <ul className="wr-list" role="list">
              {installed.map((wallet) => (
                <li key={`${wallet.source}:${wallet.label}`}>
                  <WalletOption wallet={wallet} disabled={!terms.agreed} describedBy={terms.agreed ? undefined : hintId} onSelect={onSelect} />
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <>
            <p className="wr-text">{t('noWallets')}</p>
            {props.otherSignInUrl === undefined ? null : <OtherSignIn url={props.otherSignInUrl} onClick={props.onOtherSignIn} />}
          </>
        )}
        {toInstall.length > 0 ? (
          <section aria-labelledby={moreHeadingId}>
            <h3 id={moreHeadingId} className="wr-subtitle">
              {t('moreWalletsHeading')}
            </h3>
            <ul className="wr-list" role="list">
              {toInstall.map((wallet) => (
                <li key={`${wallet.source}:${wallet.label}`}>
                  <WalletOption wallet={wallet} disabled={false} onSelect={onSelect} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <footer className="wr-footer">
        <details className="wr-details">
          <summary>{t('whyNoWallet')}</summary>
          <p className="wr-text">{t('whyNoWalletAnswer')}</p>
        </details>
        <ExternalLink href={props.noWalletUrl} className="wr-link">
          {t('noWalletLink')}
        </ExternalLink>
      </footer>
    </div>
  );
}
