import { defineEntryContractTests } from '../../../tooling/testing/public-api.ts';

await defineEntryContractTests('@site/game-sdk/host', new URL('./host.ts', import.meta.url), () => import('./host.ts'));
