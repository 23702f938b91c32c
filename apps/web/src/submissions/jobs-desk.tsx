import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../account/format-instant.ts';
import { useApiQuery } from '../api/api-query.ts';
import { QueryState } from '../components/query-state.tsx';

/** /admin's view of the job queue: jobs that failed for good, wait for a retry, or are stuck. */
export function JobsDesk(): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const query = useApiQuery('listTroubledJobs', []);
  return (
    <section className="admin-section" aria-labelledby="jobs-desk-heading">
      <h2 id="jobs-desk-heading">{t('inspections.jobs.heading')}</h2>
      <p>{t('inspections.jobs.intro')}</p>
      <QueryState query={query}>
        {({ jobs }) =>
          jobs.length === 0 ? (
            <p>{t('inspections.jobs.none')}</p>
          ) : (
            <div className="table-scroll" role="region" aria-labelledby="jobs-desk-heading" tabIndex={0}>
              <table className="my-game__versions">
                <thead>
                  <tr>
                    <th scope="col">{t('inspections.jobs.queue')}</th>
                    <th scope="col">{t('inspections.jobs.state')}</th>
                    <th scope="col">{t('inspections.jobs.about')}</th>
                    <th scope="col">{t('inspections.jobs.tries')}</th>
                    <th scope="col">{t('inspections.jobs.created')}</th>
                    <th scope="col">{t('inspections.jobs.error')}</th>
                  </tr>
                </thead>
                <tbody>
                  {jobs.map((job) => (
                    <tr key={job.id}>
                      <td>{job.queue}</td>
                      <td>{t(`inspections.jobs.states.${job.state}`)}</td>
                      <td>
                        <code>{JSON.stringify(job.data)}</code>
                      </td>
                      <td>{`${job.retryCount + (job.state === 'failed' ? 1 : 0)} / ${job.retryLimit + 1}`}</td>
                      <td>{formatInstant(job.createdAt, language, { withTime: true })}</td>
                      <td className="inspection-finding__detail">{job.error ?? ''}</td>
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
