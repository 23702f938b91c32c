import pg from 'pg';
import type { Balancer } from './balancer.ts';
import type { Machine } from './machines.ts';
import type { PostgresPair } from './postgres-pair.ts';
import type { WindowStats } from './window-stats.ts';

export interface FaultStage {
  machines: Machine[];
  balancer: Balancer;
  postgres: PostgresPair;
  /** Opens the next window: the load's answers count there from now on. */
  open(name: string): WindowStats;
  /** Requests of the load waiting for an answer now. */
  inFlight(): number;
  /** Back-to-back uploads (each an inspection job) on or off. */
  flood(on: boolean): void;
  /** Seconds of quiet load around each fault, and how long the replica stays down. */
  steadySeconds: number;
  replicaDownSeconds: number;
}

const wait = (seconds: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** What the windows learnt beyond the load's own figures (the kill's requests in flight, the queue's depth). */
export interface FaultFacts {
  inFlightAtKill: number;
  inspectionsQueued: { before: number; atMost: number; after: number };
}

/**
 * The faults of issue 42, one after another, each in its own window with the load running:
 * a machine's primary killed (SIGKILL) and started again, a rolling restart of all three (each
 * draining itself on SIGTERM until the balancer has taken it out), the replica stopped, the primary paused, the job queue filled.
 */
export async function runFaults(stage: FaultStage): Promise<FaultFacts> {
  const { machines, balancer, postgres } = stage;
  const facts: FaultFacts = { inFlightAtKill: 0, inspectionsQueued: { before: 0, atMost: 0, after: 0 } };

  stage.open('steady');
  await wait(stage.steadySeconds);

  const killed = machines[0];
  if (!killed) throw new Error('No machine to kill.');
  let window = stage.open(`SIGKILL ${killed.name}`);
  await wait(1);
  facts.inFlightAtKill = stage.inFlight();
  window.event(`SIGKILL to ${killed.name}'s primary (${facts.inFlightAtKill} requests of the load in flight, on all machines)`, 'kill');
  await killed.process.kill('SIGKILL');
  await balancer.waitFor(killed.name, 'DOWN');
  window.event(`the balancer took ${killed.name} out`, 'out');
  await killed.start();
  window.event(`${killed.name} listening again`);
  await balancer.waitFor(killed.name, 'UP');
  window.event(`the balancer took ${killed.name} back`);
  await wait(stage.steadySeconds / 2);

  window = stage.open('rolling restart');
  for (const machine of machines) {
    const stopped = machine.process.kill('SIGTERM');
    window.event(`SIGTERM to ${machine.name}: it drains itself`);
    await balancer.waitFor(machine.name, 'DOWN');
    window.event(`the balancer took ${machine.name} out (its readiness check said it is stopping)`);
    await stopped;
    window.event(`${machine.name} stopped`);
    await machine.start();
    await balancer.waitFor(machine.name, 'UP');
    window.event(`${machine.name} back in the balancer`);
  }
  await wait(stage.steadySeconds / 2);

  window = stage.open(`replica stopped ${stage.replicaDownSeconds} s`);
  await postgres.replica.stop();
  window.event('replica stopped (fast shutdown)');
  await wait(stage.replicaDownSeconds);
  await postgres.replica.start();
  window.event('replica started again');
  const caughtUp = Date.now() + 30_000;
  while ((await postgres.lag().catch(() => null)) === null && Date.now() < caughtUp) await wait(0.2);
  window.event('replica streaming again');
  await wait(stage.steadySeconds / 2);

  window = stage.open('primary paused 5 s');
  postgres.primary.pause();
  window.event('SIGSTOP to the primary and its backends');
  await wait(5);
  postgres.primary.resume();
  window.event('SIGCONT');
  await wait(stage.steadySeconds / 2);

  window = stage.open('job queue filled');
  const queue = new pg.Client({ connectionString: postgres.primaryUrl });
  await queue.connect();
  const queued = async (): Promise<number> =>
    Number((await queue.query<{ n: string }>("SELECT count(*)::text AS n FROM pgboss.job WHERE name = 'inspect-version' AND state IN ('created', 'retry', 'active')")).rows[0]?.n ?? 0);
  try {
    facts.inspectionsQueued.before = await queued();
    stage.flood(true);
    window.event('makers upload back to back (an inspection each)');
    const floodUntil = Date.now() + stage.steadySeconds * 1000;
    while (Date.now() < floodUntil) {
      facts.inspectionsQueued.atMost = Math.max(facts.inspectionsQueued.atMost, await queued());
      await wait(0.5);
    }
    stage.flood(false);
    facts.inspectionsQueued.after = await queued();
    window.event(`inspections waiting: ${facts.inspectionsQueued.before} before, ${facts.inspectionsQueued.atMost} at most, ${facts.inspectionsQueued.after} after`);
  } finally {
    await queue.end();
  }

  stage.open('after');
  await wait(stage.steadySeconds / 2);
  return facts;
}
