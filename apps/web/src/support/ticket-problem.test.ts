import { describe, expect, it } from 'vitest';
import { ApiError } from '@site/api-contract/client';
import { ticketProblem } from './ticket-problem.ts';

describe('ticketProblem', () => {
  it('says a per-hour refusal in whole minutes, rounded up', () => {
    const refusal = (retryAfterSeconds: number | undefined) => ({ error: new ApiError('Too many', { status: 429, code: 'rate_limited', retryAfterSeconds }) });
    expect(ticketProblem(refusal(3581))).toEqual({ key: 'support.tooMany', values: { count: 60 } });
    expect(ticketProblem(refusal(30))).toEqual({ key: 'support.tooMany', values: { count: 1 } });
    expect(ticketProblem(refusal(undefined))).toEqual({ key: 'support.tooMany', values: { count: 1 } });
  });

  it('leaves every other problem as it is', () => {
    const other = { error: new ApiError('Bad', { status: 400, code: 'validation_failed', field: 'body.message' }) };
    expect(ticketProblem(other)).toBe(other);
    expect(ticketProblem({ key: 'forms.required' })).toEqual({ key: 'forms.required' });
    expect(ticketProblem(null)).toBeUndefined();
  });
});
