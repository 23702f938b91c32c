import { expect, type Page } from '@playwright/test';
import type { TestTelegramUser } from '@site/testing/telegram-bot-api';
import { harnessPort } from './ports.mjs';

// Telegram's side of a Stars purchase for the e2e tests: what the Bot API stand-in (in the global
// setup's process, reached through the harness) recorded and sends, and the events the mini app's
// page gets from the Telegram client.

const harness = `http://127.0.0.1:${harnessPort}`;

/** The params of every `method` call the Bot API stand-in received, oldest first. */
export async function botApiCalls(method: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${harness}/telegram-bot-api/calls?${new URLSearchParams({ method }).toString()}`);
  if (!response.ok) throw new Error(`The harness could not list ${method} calls: ${await response.text()}`);
  return ((await response.json()) as { calls: Record<string, unknown>[] }).calls;
}

/** What Telegram does when `user` pays the invoice: pre_checkout_query to the bot's webhook, then (answered ok) successful_payment. */
export async function payAsTelegram(invoiceLink: string, user: TestTelegramUser): Promise<{ preCheckout: Record<string, unknown>; chargeId: string | null; payment: { status: number; body: unknown } | null }> {
  const response = await fetch(`${harness}/telegram-bot-api/pay`, { method: 'POST', body: JSON.stringify({ invoiceLink, user }) });
  if (!response.ok) throw new Error(`The Bot API stand-in could not pay ${invoiceLink}: ${await response.text()}`);
  return (await response.json()) as { preCheckout: Record<string, unknown>; chargeId: string | null; payment: { status: number; body: unknown } | null };
}

/** Posts `update` to the bot's webhook as Telegram does (say, a payment Telegram should never send); the webhook's answer. */
export async function sendUpdateAsTelegram(update: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${harness}/telegram-bot-api/send-update`, { method: 'POST', body: JSON.stringify({ update }) });
  if (!response.ok) throw new Error(`The Bot API stand-in could not send the update: ${await response.text()}`);
  return (await response.json()) as { status: number; body: unknown };
}

/** The params of every call of `method` the page made to the Telegram client (recorded by `installTelegramBridge`). */
export async function telegramCalls(page: Page, method: string): Promise<Record<string, unknown>[]> {
  const calls = await page.evaluate(() => (window as unknown as { __telegramCalls: [string, unknown][] }).__telegramCalls);
  return calls.filter(([name]) => name === method).map(([, data]) => (typeof data === 'string' ? (JSON.parse(data) as Record<string, unknown>) : (data as Record<string, unknown>)));
}

/** Waits until the page asked the Telegram client to open the invoice `slug` (`web_app_open_invoice`). */
export async function expectInvoiceOpened(page: Page, slug: string): Promise<void> {
  await expect.poll(async () => (await telegramCalls(page, 'web_app_open_invoice')).map((params) => params.slug)).toContain(slug);
}

/** The client's `invoice_closed` event, as the Android and iOS apps deliver it to the page. */
export async function closeInvoice(page: Page, slug: string, status: 'paid' | 'cancelled' | 'failed' | 'pending'): Promise<void> {
  await page.evaluate(
    ([invoiceSlug, closedStatus]) => {
      (window as unknown as { Telegram: { WebView: { receiveEvent(name: string, data: unknown): void } } }).Telegram.WebView.receiveEvent('invoice_closed', { slug: invoiceSlug, status: closedStatus });
    },
    [slug, status] as const,
  );
}

/** The slug of an invoice link `https://t.me/$<slug>`. */
export const invoiceSlug = (invoiceLink: string): string => new URL(invoiceLink).pathname.replace(/^\/\$/, '');
