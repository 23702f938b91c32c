import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../account/format-instant.ts';
import { useApiQuery } from '../api/api-query.ts';
import { QueryState } from '../components/query-state.tsx';
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
  const query = useApiQuery('listTelegramUpdateProblems', []);
  return (
    <section className="admin-section" aria-labelledby="update-problems-heading">
      <h2 id="update-problems-heading">{t('telegramStars.problemsDesk.heading')}</h2>
      <p>{t('telegramStars.problemsDesk.intro')}</p>
      <QueryState query={query}>
        {({ problems }) =>
          problems.length === 0 ? (
            <p>{t('telegramStars.problemsDesk.none')}</p>
          ) : (
            <div className="table-scroll" role="region" aria-label={t('telegramStars.problemsDesk.table')} tabIndex={0}>
              <table className="my-game__versions">
                <thead>
                  <tr>
                    <th scope="col">{t('telegramStars.problemsDesk.when')}</th>
                    <th scope="col">{t('telegramStars.problemsDesk.problem')}</th>
                    <th scope="col">{t('telegramStars.problemsDesk.received')}</th>
                    <th scope="col">{t('telegramStars.problemsDesk.price')}</th>
                    <th scope="col">{t('telegramStars.problemsDesk.deliveries')}</th>
                    <th scope="col">{t('telegramStars.problemsDesk.charge')}</th>
                    <th scope="col">{t('telegramStars.problemsDesk.order')}</th>
                  </tr>
                </thead>
                <tbody>
                  {problems.map((row) => (
                    <tr key={row.id}>
                      <td>{formatInstant(row.lastReceivedAt, language, { withTime: true })}</td>
                      <td>{`${t(`telegramStars.problemsDesk.kinds.${row.kind}`)}: ${t(`telegramStars.problemsDesk.problems.${row.problem}`)}`}</td>
                      <td>{row.receivedAmount === null ? '' : <code className="update-problems__paid">{`${row.receivedAmount} ${row.receivedCurrency ?? ''}`.trim()}</code>}</td>
                      <td>{row.expectedStars ?? ''}</td>
                      <td>{row.deliveries}</td>
                      <td>
                        <Ids ids={[row.telegramPaymentChargeId, row.telegramUserId]} />
                      </td>
                      <td>
                        <Ids ids={[row.orderId, row.accountId]} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
