import { ApiError } from '../../errors/api-error.ts';

/** A mailed link that cannot be used: unknown, used already, expired, or overtaken by another. */
export const linkInvalid = (): ApiError => new ApiError('link_invalid', 'This link is unknown, used already or expired. Ask for a new one.', { field: 'body.token' });
