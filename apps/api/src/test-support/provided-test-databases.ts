/** What this package's global setups hand to the tests through Vitest's `provide`/`inject` (test-database.ts reads them). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the data folder of a PGlite with every migration applied (`pglite-image-global-setup.ts`). */
    pgliteImagePath: string;
    /** A database in the run's PostgreSQL with every migration applied, to copy (`postgres-template-global-setup.ts`). */
    postgresTemplate: string;
  }
}

export {};
