/** What the cache needs to know of a session to drop it. */
interface CachedPrincipal {
  sessionId: string;
  accountId: string;
}

interface Entry<Principal> {
  principal: Principal;
  expiresAt: number;
  lastSeenAt: number;
  storedAt: number;
}

const maxEntries = 10_000;

/**
 * The sessions this process read lately, by token hash (docs/decisions/006-session-read-cache.md):
 * a signed-in request that finds its session here costs no statement. An entry is used for at
 * most the age its reader allows (SESSION_CACHE_MS, at most a second, by the server's clock: a
 * clock that went back counts as too old), never past its session's expiry, and ending a session,
 * or an account's sessions, in this process drops them at once. Token hashes are unique whatever the database, so one
 * cache serves every server of a process (tests run several): a drop of another server's session
 * only errs on the safe side.
 */
export class SessionCache<Principal extends CachedPrincipal> {
  readonly #entries = new Map<string, Entry<Principal>>();
  /** Counts the drops: a read that started before one must not store what it read (it may be the ended session). */
  #drops = 0;

  /** What a read remembers before it asks the database, to store its answer only if nothing was dropped meanwhile. */
  generation(): number {
    return this.#drops;
  }

  /** The cached principal of `tokenHash`: stored less than `maxAgeMs` before `now`, unexpired at `now`, and last seen within `lastSeenPrecisionMs` (else the read writes it again). */
  get(tokenHash: string, now: Date, limits: { maxAgeMs: number; lastSeenPrecisionMs: number }): Principal | null {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return null;
    const at = now.getTime();
    const age = at - entry.storedAt;
    if (age < 0 || age >= limits.maxAgeMs || entry.expiresAt <= at || at - entry.lastSeenAt >= limits.lastSeenPrecisionMs) {
      this.#entries.delete(tokenHash);
      return null;
    }
    return entry.principal;
  }

  /** Keeps what a read at `now` found, unless a session was dropped since it began (`generation`). */
  set(tokenHash: string, generation: number, now: Date, found: Omit<Entry<Principal>, 'storedAt'>): void {
    if (generation !== this.#drops) return;
    this.#entries.delete(tokenHash);
    this.#entries.set(tokenHash, { ...found, storedAt: now.getTime() });
    if (this.#entries.size > maxEntries) {
      // The oldest: a Map iterates in insertion order.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /** Drops the cached sessions `ended` picks. */
  drop(ended: (principal: Principal) => boolean): void {
    this.#drops += 1;
    for (const [key, entry] of this.#entries) if (ended(entry.principal)) this.#entries.delete(key);
  }
}
