import type { AnalyticsEvent } from './analytics-event.ts';
import { redactEmails } from './redact-emails.ts';

let enabled = false;

/**
 * Starts page analytics: loads the configured script (async, sent without a referrer) and opens
 * the event queue. With no script configured it does nothing at all: no script, no requests.
 */
export function startAnalytics(scriptUrl: string | null, target: Window = window): void {
  if (scriptUrl === null || enabled) return;
  enabled = true;
  target.siteAnalytics ??= [];
  const script = target.document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  script.referrerPolicy = 'no-referrer';
  script.dataset.siteAnalytics = '';
  target.document.head.append(script);
}

function send(type: AnalyticsEvent['type'], name: string, props: Record<string, unknown>): void {
  if (!enabled) return;
  const event = {
    type,
    name,
    url: window.location.href,
    referrer: document.referrer,
    title: document.title,
    props,
    time: Date.now(),
  } satisfies AnalyticsEvent;
  // Redaction happens here, before anything is handed to the script: every field, every depth.
  window.siteAnalytics?.push(redactEmails(event) as AnalyticsEvent);
}

/** Records a page view of the current location. */
export function trackPageView(): void {
  send('pageview', 'pageview', {});
}

/** Records a named event with optional properties (e-mail addresses in them are redacted). */
export function trackEvent(name: string, props: Record<string, unknown> = {}): void {
  send('event', name, props);
}
