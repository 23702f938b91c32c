import type { RouteInfo } from '../route-info.ts';

/**
 * The inspector's reports on submitted versions (a headless browser opens each one on a phone and
 * a desktop viewport), and the staff's view of the background jobs that run it.
 */
export const inspectionRoutes = {
  getMyInspection: {
    method: 'GET',
    path: '/api/my-games/:game/versions/:version/inspection',
    auth: 'session',
    errors: ['not_found'],
    summary: "The owner's report on one version of their game: its state, verdict, findings, measured runs and screenshots. 404 for a version that is not the caller's.",
  },
  getReviewInspection: {
    method: 'GET',
    path: '/api/admin/reviews/:game/:version/inspection',
    auth: 'session',
    role: 'moderator',
    errors: ['not_found'],
    summary: 'Moderators and admins: the inspection report of any version, beside it in the review desk.',
  },
  listTroubledJobs: {
    method: 'GET',
    path: '/api/admin/jobs',
    auth: 'session',
    role: 'moderator',
    summary: 'Moderators and admins: background jobs that failed for good (after their retries), wait for a retry, or are stuck (running past their time, or waiting with no worker to take them), newest first, at most 100.',
  },
} as const satisfies Record<string, RouteInfo>;
