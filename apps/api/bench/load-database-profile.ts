import pg from 'pg';

/**
 * Where the database spends the load's time: pg_stat_statements' statements by total time (a
 * statement waiting for a row lock counts the wait), and how many sessions wait on a lock, asked
 * of pg_stat_activity every 100 ms while the load runs. The cluster must preload
 * pg_stat_statements (`shared_preload_libraries`).
 */
export class DatabaseProfile {
  private readonly samples: number[] = [];
  private sampling: Promise<void> | null = null;
  private stopped = false;

  private constructor(private readonly client: pg.Client) {}

  static async open(url: string): Promise<DatabaseProfile> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    return new DatabaseProfile(client);
  }

  /** Forgets what the set-up did, and starts counting lock waits. */
  async start(): Promise<void> {
    await this.client.query('SELECT pg_stat_statements_reset()');
    this.sampling = this.sample();
  }

  async stop(): Promise<{ lockWaits: { average: number; max: number }; statements: Record<string, string | number>[] }> {
    this.stopped = true;
    await this.sampling;
    const { rows } = await this.client.query<{ calls: string; mean: number; total: number; query: string }>(
      `SELECT calls, mean_exec_time AS mean, total_exec_time AS total, regexp_replace(query, '\\s+', ' ', 'g') AS query
         FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
        ORDER BY total_exec_time DESC LIMIT 8`,
    );
    await this.client.end();
    const average = this.samples.reduce((sum, value) => sum + value, 0) / Math.max(1, this.samples.length);
    return {
      lockWaits: { average: Math.round(average * 10) / 10, max: Math.max(0, ...this.samples) },
      statements: rows.map((row) => ({ calls: Number(row.calls), 'mean ms': Math.round(row.mean * 100) / 100, 'total ms': Math.round(row.total), statement: row.query.slice(0, 110) })),
    };
  }

  private async sample(): Promise<void> {
    while (!this.stopped) {
      const { rows } = await this.client.query<{ waiting: number }>(
        "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      );
      this.samples.push(rows[0]?.waiting ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
