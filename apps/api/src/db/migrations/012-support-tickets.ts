import type { Migration } from './migration.ts';

export const supportTicketsMigration: Migration = {
  id: 12,
  name: 'support tickets and their answers',
  sql: `
    -- One problem reported at /submit-user-issue. Diagnostics (page, app version, device) are
    -- stored only when the visitor agreed: all three, or none.
    CREATE TABLE support_tickets (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      number text NOT NULL UNIQUE CHECK (number ~ '^T-[1-9][0-9]{7}$'),
      category text NOT NULL CHECK (category IN ('account', 'payment', 'game', 'bug', 'other')),
      message text NOT NULL,
      account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
      -- The address the visitor typed, lower-cased; null when they gave none.
      contact_email text,
      -- Where the acknowledgement and the answers go: the contact address, else the account's
      -- verified e-mail when the ticket was filed, else null.
      reply_to text,
      diagnostics_page text,
      diagnostics_app_version text,
      diagnostics_device text,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
      created_at timestamptz NOT NULL,
      closed_at timestamptz,
      CHECK ((status = 'closed') = (closed_at IS NOT NULL)),
      CHECK ((diagnostics_page IS NULL) = (diagnostics_app_version IS NULL) AND (diagnostics_page IS NULL) = (diagnostics_device IS NULL))
    );
    -- The desk: open tickets oldest first, then closed ones most recently closed first.
    CREATE INDEX support_tickets_desk ON support_tickets ((status = 'closed'), created_at);
    -- The per-hour limits count recent tickets per account and per contact address.
    CREATE INDEX support_tickets_by_account ON support_tickets (account_id, created_at) WHERE account_id IS NOT NULL;
    CREATE INDEX support_tickets_by_contact ON support_tickets (contact_email, created_at) WHERE contact_email IS NOT NULL;

    CREATE TABLE support_ticket_answers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      ticket_id uuid NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
      author_account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
      text text NOT NULL,
      mailed_to text,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX support_ticket_answers_by_ticket ON support_ticket_answers (ticket_id, created_at);
  `,
};
