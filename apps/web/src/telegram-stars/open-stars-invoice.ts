/** How Telegram's invoice closed, as its `invoice_closed` event says. */
type InvoiceClosedStatus = 'paid' | 'cancelled' | 'failed' | 'pending';

type OpenedInvoice =
  /** Shown inside the mini app (`openInvoice`); `status` is what the `invoice_closed` event said. */
  | { way: 'invoice'; status: InvoiceClosedStatus }
  /** The client is too old for `openInvoice`: Telegram opened the link itself (`openTelegramLink`), with no word on the outcome. */
  | { way: 'telegram-link' }
  /** The SDK refused to open it (another invoice is open, a malformed link): nothing was paid. */
  | { way: 'refused'; error: unknown };

const closedStatuses: readonly string[] = ['paid', 'cancelled', 'failed', 'pending'];

/**
 * Opens a Stars invoice link (`https://t.me/$…`) with the mini-app SDK (already loaded by the
 * Telegram start-up, so this import costs nothing more): `invoice.openUrl` where the client
 * supports `web_app_open_invoice`, else Telegram's own `openTelegramLink`, which pays outside the
 * page. Call it from the Buy click.
 */
export async function openStarsInvoice(invoiceLink: string): Promise<OpenedInvoice> {
  const sdk = await import('@tma.js/sdk-react');
  if (!sdk.invoice.openUrl.isAvailable()) {
    try {
      sdk.openTelegramLink(invoiceLink);
      return { way: 'telegram-link' };
    } catch (error) {
      return { way: 'refused', error };
    }
  }
  try {
    const status: string = await sdk.invoice.openUrl(invoiceLink);
    // A status this SDK does not know yet is treated as not paid for sure: the credit check decides.
    return { way: 'invoice', status: closedStatuses.includes(status) ? (status as InvoiceClosedStatus) : 'pending' };
  } catch (error) {
    return { way: 'refused', error };
  }
}
