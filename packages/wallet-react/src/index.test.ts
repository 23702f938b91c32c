import { defineEntryContractTests } from '../../../tooling/testing/public-api.ts';

await defineEntryContractTests('@site/wallet-react', new URL('./index.ts', import.meta.url), () => import('./index.ts'));
