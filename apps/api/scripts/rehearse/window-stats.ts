/** How an answer counts: by its status class, or no answer at all (connection refused or cut). */
export type AnswerClass = '2xx' | '3xx' | '4xx' | '5xx' | 'no answer';

export const classOf = (status: number | 'no answer'): AnswerClass => (status === 'no answer' || status === 0 ? 'no answer' : (`${Math.floor(status / 100)}xx` as AnswerClass));

export interface WindowSummary {
  window: string;
  seconds: number;
  requests: number;
  perSecond: number;
  byClass: Partial<Record<AnswerClass, number>>;
  /** 5xx or no answer: the server's fault or none at all. A 4xx is the server refusing the client with a reason (a rate limit, a stale save). */
  failed: number;
  /** p50 and p99 in milliseconds, and answers by class, per kind of request. */
  kinds: Record<string, { count: number; p50: number; p99: number; byClass: Partial<Record<AnswerClass, number>>; refusals: Record<string, number> }>;
  replicaLag: { maxBytes: number; maxSeconds: number; samples: number; unreachable: number };
  /** What happened in the window (the fault's steps, with their times from its start). */
  events: string[];
  /** Seconds from the window's start of the named steps (`event(text, mark)`). */
  marks: Record<string, number>;
  /** When each failed request was sent, in seconds from the window's start (before it: negative). */
  failedSentAt: number[];
}

const percentile = (sorted: readonly number[], fraction: number): number => {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0);
};

/** The figures of one window of the rehearsal: every answer by kind, class and time, the replica's lag, the fault's steps. */
export class WindowStats {
  private readonly started = performance.now();
  private ended: number | null = null;
  private readonly times = new Map<string, number[]>();
  private readonly classes = new Map<string, Map<AnswerClass, number>>();
  /** Per kind, every answer that is not a success by its status: 409, 429, 503… */
  private readonly refusals = new Map<string, Map<string, number>>();
  private lag = { maxBytes: 0, maxSeconds: 0, samples: 0, unreachable: 0 };
  private readonly events: string[] = [];
  private readonly marks = new Map<string, number>();
  private readonly failedSentAt: number[] = [];

  constructor(readonly name: string) {}

  record(kind: string, status: number | 'no answer', milliseconds: number): void {
    const answer = classOf(status);
    if (answer === '5xx' || answer === 'no answer') this.failedSentAt.push(Number(((performance.now() - milliseconds - this.started) / 1000).toFixed(3)));
    const times = this.times.get(kind) ?? [];
    times.push(milliseconds);
    this.times.set(kind, times);
    const classes = this.classes.get(kind) ?? new Map<AnswerClass, number>();
    classes.set(answer, (classes.get(answer) ?? 0) + 1);
    this.classes.set(kind, classes);
    if (answer !== '2xx') {
      const refusals = this.refusals.get(kind) ?? new Map<string, number>();
      refusals.set(String(status), (refusals.get(String(status)) ?? 0) + 1);
      this.refusals.set(kind, refusals);
    }
  }

  recordLag(lag: { bytes: number; seconds: number } | null): void {
    this.lag.samples += 1;
    if (lag === null) {
      this.lag.unreachable += 1;
      return;
    }
    this.lag.maxBytes = Math.max(this.lag.maxBytes, lag.bytes);
    this.lag.maxSeconds = Math.max(this.lag.maxSeconds, lag.seconds);
  }

  event(text: string, mark?: string): void {
    const seconds = (performance.now() - this.started) / 1000;
    this.events.push(`${seconds.toFixed(1)} s: ${text}`);
    if (mark !== undefined) this.marks.set(mark, Number(seconds.toFixed(3)));
  }

  end(): void {
    this.ended ??= performance.now();
  }

  summary(): WindowSummary {
    const seconds = ((this.ended ?? performance.now()) - this.started) / 1000;
    const byClass: Partial<Record<AnswerClass, number>> = {};
    const kinds: WindowSummary['kinds'] = {};
    let requests = 0;
    for (const [kind, times] of [...this.times].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...times].sort((a, b) => a - b);
      const kindClasses = Object.fromEntries(this.classes.get(kind) ?? []) as Partial<Record<AnswerClass, number>>;
      for (const [answer, count] of Object.entries(kindClasses) as [AnswerClass, number][]) byClass[answer] = (byClass[answer] ?? 0) + count;
      kinds[kind] = { count: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), byClass: kindClasses, refusals: Object.fromEntries(this.refusals.get(kind) ?? []) };
      requests += sorted.length;
    }
    return {
      window: this.name,
      seconds: Number(seconds.toFixed(1)),
      requests,
      perSecond: Math.round(requests / Math.max(seconds, 0.001)),
      byClass,
      failed: (byClass['5xx'] ?? 0) + (byClass['no answer'] ?? 0),
      kinds,
      replicaLag: { ...this.lag, maxSeconds: Number(this.lag.maxSeconds.toFixed(3)) },
      events: [...this.events],
      marks: Object.fromEntries(this.marks),
      failedSentAt: [...this.failedSentAt],
    };
  }
}
