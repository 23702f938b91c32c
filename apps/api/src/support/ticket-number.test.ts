import { TicketNumber } from '@site/api-contract';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { newTicketNumber } from './ticket-number.ts';

describe('newTicketNumber', () => {
  it('gives T- and eight digits, as the contract says, and does not repeat itself in a thousand draws', () => {
    const drawn = Array.from({ length: 1000 }, newTicketNumber);
    for (const number of drawn) expect(Value.Check(TicketNumber, number), number).toBe(true);
    expect(drawn.every((number) => /^T-[1-9]\d{7}$/.test(number))).toBe(true);
    // 1000 draws from 90 million collide with a chance of about 0.5 %; more than one repeat would mean a broken source.
    expect(new Set(drawn).size).toBeGreaterThanOrEqual(999);
  });
});
