import { useState } from 'react';
import { useWalletConnector } from '../hooks/use-wallet-connector.ts';
import { isAgreementCurrent, type TermsRequirement } from './is-agreement-current.ts';

export interface TermsAgreementState {
  /** False when the app links no terms or privacy page: nothing to agree to. */
  required: boolean;
  agreed: boolean;
  setAgreed: (agreed: boolean) => void;
}

/** The terms gate, remembered with its version through the connector's storage. */
export function useTermsAgreement(requirement: TermsRequirement): TermsAgreementState {
  const { storage } = useWalletConnector();
  const required = Boolean(requirement.termsUrl) || Boolean(requirement.privacyUrl);
  const [agreed, setAgreedState] = useState(() => isAgreementCurrent(storage.getAgreement(), requirement));
  const setAgreed = (value: boolean) => {
    storage.setAgreement({
      version: requirement.version,
      terms: value && Boolean(requirement.termsUrl),
      privacy: value && Boolean(requirement.privacyUrl),
    });
    setAgreedState(value);
  };
  return { required, agreed: agreed || !required, setAgreed };
}
