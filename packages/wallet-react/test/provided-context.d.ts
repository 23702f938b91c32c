// What vitest.config.ts provides to the tests (`inject`): browser tests cannot read the environment.
declare module 'vitest' {
  interface ProvidedContext {
    /** Whether this run takes the screenshots kept for people to look at (@site/testing's artifacts.ts). */
    shootArtifacts: boolean;
  }
}

export {};
