import { defineEntryContractTests } from '../../../tooling/testing/public-api.ts';

await defineEntryContractTests('@site/wallet-react/connect-modal', new URL('./connect-modal.ts', import.meta.url), () => import('./connect-modal.ts'));
