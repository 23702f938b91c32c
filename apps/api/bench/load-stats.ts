/** Latencies and statuses per endpoint, as the load's clients saw them. */
export class LoadStats {
  private readonly latencies = new Map<string, number[]>();
  private readonly statuses = new Map<string, Map<string, number>>();

  record(endpoint: string, status: number | 'no answer', milliseconds: number): void {
    let list = this.latencies.get(endpoint);
    if (!list) this.latencies.set(endpoint, (list = []));
    list.push(milliseconds);
    let counts = this.statuses.get(endpoint);
    if (!counts) this.statuses.set(endpoint, (counts = new Map<string, number>()));
    counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
  }

  /** One row per endpoint: requests per second over `seconds`, p50/p99/max in ms, and the answers by status. */
  table(seconds: number): Record<string, string | number>[] {
    const rows: Record<string, string | number>[] = [];
    let total = 0;
    for (const [endpoint, list] of [...this.latencies].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...list].sort((a, b) => a - b);
      total += sorted.length;
      rows.push({
        endpoint,
        requests: sorted.length,
        'req/s': round(sorted.length / seconds),
        'p50 ms': round(percentile(sorted, 0.5)),
        'p99 ms': round(percentile(sorted, 0.99)),
        'max ms': round(sorted.at(-1) ?? 0),
        statuses: [...(this.statuses.get(endpoint) ?? [])].map(([status, count]) => `${status}×${count}`).join(' '),
      });
    }
    rows.push({ endpoint: 'all', requests: total, 'req/s': round(total / seconds), 'p50 ms': '', 'p99 ms': '', 'max ms': '', statuses: '' });
    return rows;
  }

  /** Every request together: per second over `seconds`, p50 and p99 in ms. */
  overall(seconds: number): { perSecond: number; p50: number; p99: number } {
    const sorted = [...this.latencies.values()].flat().sort((a, b) => a - b);
    return { perSecond: round(sorted.length / seconds), p50: round(percentile(sorted, 0.5)), p99: round(percentile(sorted, 0.99)) };
  }

  /** Answers that are not what the endpoint answers on success, by endpoint and status. */
  failures(expected: (endpoint: string) => number): string[] {
    const failures: string[] = [];
    for (const [endpoint, counts] of this.statuses) {
      for (const [status, count] of counts) if (status !== String(expected(endpoint))) failures.push(`${endpoint}: ${count}× ${status}`);
    }
    return failures;
  }
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

const round = (value: number): number => Math.round(value * 10) / 10;
