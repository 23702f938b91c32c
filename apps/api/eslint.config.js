import { createConfig } from '@site/eslint-config';

// .dependency-cruiser.cjs is dependency-cruiser's own CommonJS configuration, outside the TypeScript project.
export default [...createConfig(import.meta.dirname), { ignores: ['.dependency-cruiser.cjs'] }];
