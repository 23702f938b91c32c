import { defineEntryContractTests } from '../../../tooling/testing/public-api.ts';

await defineEntryContractTests('@site/wallet-react/hooks', new URL('./hooks.ts', import.meta.url), () => import('./hooks.ts'));
