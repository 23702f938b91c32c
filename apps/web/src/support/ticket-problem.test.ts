import { describe, expect, it } from 'vitest';
import { ApiError } from '@site/api-contract/client';
import { ticketProblem } from './ticket-problem.ts';

describe('ticketProblem', () => {
  it('says a per-hour refusal as a duration in the reader’s language', () => {
    const refusal = (retryAfterSeconds: number | undefined) => ({ error: new ApiError('Too many', { status: 429, code: 'rate_limited', retryAfterSeconds }) });
    expect(ticketProblem(refusal(3581), 'en')).toEqual({ key: 'support.tooMany', values: { duration: '1 hour' } });
    expect(ticketProblem(refusal(1530), 'es')).toEqual({ key: 'support.tooMany', values: { duration: '26 minutos' } });
    expect(ticketProblem(refusal(undefined), 'en')).toEqual({ key: 'support.tooMany', values: { duration: '1 minute' } });
  });

  it('leaves every other problem as it is', () => {
    const other = { error: new ApiError('Bad', { status: 400, code: 'validation_failed', field: 'body.message' }) };
    expect(ticketProblem(other, 'en')).toBe(other);
    expect(ticketProblem({ key: 'forms.required' }, 'en')).toEqual({ key: 'forms.required' });
    expect(ticketProblem(null, 'en')).toBeUndefined();
  });
});
