/** What the postgres global setup hands to every test through Vitest's `provide`/`inject`. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the run's throwaway PostgreSQL; create a database per test server in it. */
    postgresUrl: string;
  }
}

export {};
