import { readFileSync } from 'node:fs';
import type { SupportTicket } from '@site/api-contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatInstant } from '../account/format-instant.ts';
import { parseTranslationFile } from '../i18n/parse-translation-file.ts';
import { TicketCard } from './ticket-card.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  const file = readFileSync(new URL('../../public/locales/en/ui.json', import.meta.url), 'utf8');
  await i18n.init({ lng: 'en', resources: { en: { translation: parseTranslationFile(file) } }, interpolation: { escapeValue: false } });
});

// A name saved before the contract refused direction controls: U+202E turns around all that follows it, unless isolated.
const spoofingName = 'Mallory\u202eevil';
const createdAt = '2026-12-06T08:52:00.000Z';
const address = 'ticket-4@example.com';

const ticket: SupportTicket = {
  number: 'T-40817263',
  category: 'bug',
  message: 'The coins page froze.',
  status: 'open',
  contactEmail: address,
  replyTo: address,
  fromTelegram: false,
  account: { id: '00000000-0000-4000-8000-000000000001', displayName: spoofingName },
  diagnostics: null,
  createdAt,
  closedAt: null,
  answers: [{ id: '00000000-0000-4000-8000-000000000002', text: 'Fixed.', author: spoofingName, mailedTo: address, sentToTelegram: false, createdAt }],
};

function renderedCard(): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <TicketCard ticket={ticket} onChanged={() => undefined} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('TicketCard with a name that has a direction control', () => {
  // The date is the machine's own rendering of the instant: the test compares structure, not a time zone.
  const when = formatInstant(createdAt, 'en', { withTime: true });

  it("isolates the answer's author, so the date and the address after it are outside the name's isolate", () => {
    const answerLine = /<li><p class="hint">(.*?)<\/p>/.exec(renderedCard())?.[1];
    expect(answerLine).toBe(`<bdi>${spoofingName}</bdi>, ${when} · e-mailed to ${address}`);
  });

  it("isolates the reporter's name in the ticket's line, before the address answers go to", () => {
    const ticketLine = /<p class="hint"><span class="state-badge">(.*?)<\/p>/.exec(renderedCard())?.[1];
    expect(ticketLine).toBe(`Open</span> ${when} · by <bdi>${spoofingName}</bdi> · answers go to ${address}`);
  });
});
