declare module 'vitest' {
  export interface ProvidedContext {
    /** Where test/levels-global-setup.ts serves the game (ends with a slash). */
    levelsOrigin: string;
  }
}

export {};
