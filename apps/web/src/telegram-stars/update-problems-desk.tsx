import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../account/format-instant.ts';
import { useApiQuery } from '../api/api-query.ts';
import { StaffListDesk } from '../components/staff-list-desk.tsx';
import './update-problems-desk.css';

/** Identifiers one above the other, each as code (what staff copy into a refund or a search). */
function Ids({ ids }: { ids: (string | null)[] }): ReactNode {
  return ids.map((id) => (id === null ? null : <code key={id} className="update-problems__id">{id}</code>));
}

/**
 * /admin's view of the bot's updates the server acknowledged without applying them (a payment of
 * the wrong amount, a reused charge, an unreadable update…): nothing was credited for any, and a
 * payment Telegram took is for staff to refund.
 */
export function UpdateProblemsDesk(): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const words = (key: string) => t(`telegramStars.problemsDesk.${key}`);
  return (
    <StaffListDesk
      headingId="update-problems-heading"
      heading={words('heading')}
      intro={words('intro')}
      none={words('none')}
      tableLabel={words('table')}
      columns={['when', 'problem', 'received', 'price', 'deliveries', 'charge', 'order'].map(words)}
      query={useApiQuery('listTelegramUpdateProblems', [])}
      rows={({ problems }) =>
        problems.map((row) => ({
          key: row.id,
          cells: [
            formatInstant(row.lastReceivedAt, language, { withTime: true }),
            `${words(`kinds.${row.kind}`)}: ${words(`problems.${row.problem}`)}`,
            row.receivedAmount === null ? '' : <code className="update-problems__paid">{`${row.receivedAmount} ${row.receivedCurrency ?? ''}`.trim()}</code>,
            row.expectedStars ?? '',
            row.deliveries,
            <Ids ids={[row.telegramPaymentChargeId, row.telegramUserId]} />,
            <Ids ids={[row.orderId, row.accountId]} />,
          ],
        }))
      }
    />
  );
}
