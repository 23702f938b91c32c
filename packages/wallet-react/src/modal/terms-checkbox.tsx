import { useId, type ReactNode } from 'react';
import { formatMessageParts } from '../messages/format-message.ts';
import { useMessages } from '../messages/use-messages.ts';
import { ExternalLink } from './external-link.tsx';

export interface TermsCheckboxProps {
  termsUrl?: string | undefined;
  privacyUrl?: string | undefined;
  agreed: boolean;
  onChange: (agreed: boolean) => void;
}

/** "I agree to the Terms of Service and the Privacy Policy", with both documents linked. */
export function TermsCheckbox({ termsUrl, privacyUrl, agreed, onChange }: TermsCheckboxProps): ReactNode {
  const { t, messages } = useMessages();
  const id = useId();
  const template = termsUrl && privacyUrl ? messages.termsAgreement : termsUrl ? messages.termsAgreementTermsOnly : messages.termsAgreementPrivacyOnly;
  const sentence = formatMessageParts(template, {
    terms: termsUrl ? <ExternalLink href={termsUrl}>{t('termsLink')}</ExternalLink> : null,
    privacy: privacyUrl ? <ExternalLink href={privacyUrl}>{t('privacyLink')}</ExternalLink> : null,
  });
  return (
    <div className="wr-terms">
      <input
        id={id}
        type="checkbox"
        className="wr-checkbox"
        checked={agreed}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <label htmlFor={id}>{sentence}</label>
    </div>
  );
}
