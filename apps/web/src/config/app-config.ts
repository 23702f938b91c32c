import { readConfig } from './read-config.ts';

const { config, problems } = readConfig(import.meta.env);

/** The validated configuration of this build. */
export const appConfig = config;

/** Configuration problems found at build time, reported once at start-up. */
export const configProblems: readonly string[] = problems;
