import { badRequest, type ApiError } from '../../errors/api-error.ts';

/** A mailed link that cannot be used: unknown, used already, expired, or overtaken by another. */
export const linkInvalid = (): ApiError => badRequest('link_invalid', 'This link is unknown, used already or expired. Ask for a new one.', 'body.token');
