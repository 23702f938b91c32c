// The part of autocannon 8's API the bench uses (the package ships no types).
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    /** For `requests`: how many were answered in all. */
    total: number;
    p50: number;
    p99: number;
  }
  /** One request of a client's list; `setupRequest` rebuilds it before each send (a fresh requestId). */
  export interface BenchRequest {
    method: 'GET' | 'POST';
    path: string;
    headers: Record<string, string>;
    body?: string;
    setupRequest?: (request: BenchRequest) => BenchRequest;
  }
  export interface Client {
    setHeaders(headers: Record<string, string>): void;
    setBody(body: string): void;
    setRequests(requests: BenchRequest[]): void;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    setupClient?: (client: Client) => void;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
