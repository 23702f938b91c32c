/**
 * The pool of the concurrency tests: eight connections, and the hundreds of transactions a test
 * starts at once queue for them on purpose. On a busy machine the queue outlasts the server's
 * 5-second wait for a connection (meant for a server in production), so here a query waits as
 * long as the test may run.
 */
export const queuedConcurrency = { maxConnections: 8, connectTimeoutMs: 120_000 } as const;
