import { defineEntryContractTests } from '../../../tooling/testing/public-api.ts';

await defineEntryContractTests('@site/game-sdk/replay', new URL('./replay.ts', import.meta.url), () => import('./replay.ts'));
