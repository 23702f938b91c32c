declare module 'vitest' {
  export interface ProvidedContext {
    /** Where test/game-server-global-setup.ts serves the examples and fixtures. */
    gameFileOrigin: string;
  }
}

export {};
