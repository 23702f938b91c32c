import { defineEntryContractTests } from '../../../tooling/testing/public-api.ts';

await defineEntryContractTests('@site/game-sdk', new URL('./index.ts', import.meta.url), () => import('./index.ts'));
