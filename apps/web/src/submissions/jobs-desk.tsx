import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../account/format-instant.ts';
import { useApiQuery } from '../api/api-query.ts';
import { StaffListDesk } from '../components/staff-list-desk.tsx';

/** /admin's view of the job queue: jobs that failed for good, wait for a retry, or are stuck. */
export function JobsDesk(): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const words = (key: string) => t(`inspections.jobs.${key}`);
  return (
    <StaffListDesk
      headingId="jobs-desk-heading"
      heading={words('heading')}
      intro={words('intro')}
      none={words('none')}
      tableLabel={words('table')}
      columns={['queue', 'state', 'about', 'tries', 'created', 'error'].map(words)}
      query={useApiQuery('listTroubledJobs', [])}
      rows={({ jobs }) =>
        jobs.map((job) => ({
          key: job.id,
          cells: [
            job.queue,
            words(`states.${job.state}`),
            <code>{JSON.stringify(job.data)}</code>,
            `${job.retryCount + (job.state === 'failed' ? 1 : 0)} / ${job.retryLimit + 1}`,
            formatInstant(job.createdAt, language, { withTime: true }),
            <span className="inspection-finding__detail">{job.error ?? ''}</span>,
          ],
        }))
      }
    />
  );
}
