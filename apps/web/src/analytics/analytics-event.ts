/** One analytics record, as handed to the configured analytics script (already redacted). */
export interface AnalyticsEvent {
  type: 'pageview' | 'event';
  /** `pageview` for page views, the event name otherwise. */
  name: string;
  url: string;
  referrer: string;
  title: string;
  props: Record<string, unknown>;
  /** Milliseconds since the epoch. */
  time: number;
}

/**
 * The hand-over point between the site and the analytics script: the site pushes events onto
 * `window.siteAnalytics` (an array until the script arrives); the script drains what is there and
 * replaces `push` to receive later events. The script must not read the page URL by itself.
 */
export interface AnalyticsQueue {
  push(event: AnalyticsEvent): unknown;
}

declare global {
  interface Window {
    siteAnalytics?: AnalyticsQueue;
  }
}
