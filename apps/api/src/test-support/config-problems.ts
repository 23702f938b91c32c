import { ConfigError, loadConfig } from '../config/load-config.ts';

/** The problems `loadConfig` names for `env` (each `NAME: what is wrong`), or none when it loads. */
export function configProblems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}
