// Loaded with `--import` by bench/run-finish-meta.bench.ts for its baseline: the run finish's three
// calls into the meta layer (quests and streak, league, achievements) resolve to the no-op modules
// beside this file, so the same finish code runs without them. Bench only; never in the server.
import { register } from 'node:module';

register(new URL('./meta-off-resolve.mjs', import.meta.url));
