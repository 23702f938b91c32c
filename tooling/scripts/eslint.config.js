import { createConfig } from '../eslint-config/index.js';

// The root's scripts (verify, bootstrap, the CI checks) are plain Node ESM, linted like every
// workspace; they are command-line reports, so printing is their job.
export default [...createConfig(import.meta.dirname), { rules: { 'no-console': 'off' } }];
