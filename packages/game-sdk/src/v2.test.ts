import { defineEntryContractTests } from '../../../tooling/testing/public-api.ts';

await defineEntryContractTests('@site/game-sdk/v2', new URL('./v2.ts', import.meta.url), () => import('./v2.ts'));
