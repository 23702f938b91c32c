import { describe, expect, it } from 'vitest';
import { freePort } from '@site/testing/server-process';
import { openPostgresDatabase } from './postgres-database.ts';
import { replicaUnreachable, replicaWithFallback } from './replica-reads.ts';
import { createPostgresTestDatabase, testDatabaseKind } from '../test-support/test-database.ts';

// A replica is PostgreSQL's streaming replication: the embedded database has none.
describe.runIf(testDatabaseKind === 'postgres')('replicaWithFallback', () => {
  it('reads on the replica while it answers, and on the primary while it refuses connections', async () => {
    const [primaryUrl, replicaUrl] = await Promise.all([createPostgresTestDatabase(), createPostgresTestDatabase()]);
    const primary = openPostgresDatabase(primaryUrl, { maxConnections: 1 });
    const replica = openPostgresDatabase(replicaUrl, { maxConnections: 1 });
    const gone = openPostgresDatabase(Object.assign(new URL(replicaUrl), { port: String(await freePort()) }).href, { maxConnections: 1 });
    const fallbacks: Error[] = [];
    try {
      const which = 'SELECT current_database() AS name';
      const [onReplica] = await replicaWithFallback(replica, primary).query<{ name: string }>(which);
      expect(onReplica?.name).toBe(new URL(replicaUrl).pathname.slice(1));
      const [onPrimary] = await replicaWithFallback(gone, primary, (error) => fallbacks.push(error)).query<{ name: string }>(which);
      expect(onPrimary?.name).toBe(new URL(primaryUrl).pathname.slice(1));
      expect(fallbacks).toHaveLength(1);
    } finally {
      await Promise.all([primary.close(), replica.close(), gone.close()]);
    }
  });

  it("lets a query's own error through from the replica, without asking the primary", async () => {
    const url = await createPostgresTestDatabase();
    const replica = openPostgresDatabase(url, { maxConnections: 1 });
    let primaryAsked = false;
    const primary = { query: () => ((primaryAsked = true), Promise.resolve([])), exec: () => Promise.resolve() };
    try {
      await expect(replicaWithFallback(replica, primary).query('SELECT * FROM no_such_table')).rejects.toThrow(/no_such_table/);
      expect(primaryAsked).toBe(false);
    } finally {
      await replica.close();
    }
  });

});

describe('replicaUnreachable', () => {
  it('knows an unreachable server from a failed query', () => {
    expect(replicaUnreachable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(replicaUnreachable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(replicaUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(replicaUnreachable(Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }))).toBe(false);
    expect(replicaUnreachable('not an error')).toBe(false);
  });
});
