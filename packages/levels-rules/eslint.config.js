import { createConfig } from '@site/eslint-config';

export default createConfig(import.meta.dirname);
