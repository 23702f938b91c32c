import { describe, expect, it } from 'vitest';
import { readPurchaseFragment } from './purchase-fragment.ts';

describe('readPurchaseFragment', () => {
  it('reads the signed transaction', () => {
    expect(readPurchaseFragment('#signedTransaction=aGVhZA.cGF5bG9hZA.c2ln')).toEqual({ ok: true, signedTransaction: 'aGVhZA.cGF5bG9hZA.c2ln' });
  });

  it('says when there is none', () => {
    expect(readPurchaseFragment('')).toEqual({ ok: false, problem: 'missing' });
    expect(readPurchaseFragment('#other=1')).toEqual({ ok: false, problem: 'missing' });
    expect(readPurchaseFragment('#signedTransaction=')).toEqual({ ok: false, problem: 'missing' });
  });

  it('refuses what is not a compact JWS, or too long', () => {
    expect(readPurchaseFragment('#signedTransaction=<script>alert(1)</script>')).toEqual({ ok: false, problem: 'malformed' });
    expect(readPurchaseFragment('#signedTransaction=a.b')).toEqual({ ok: false, problem: 'malformed' });
    expect(readPurchaseFragment(`#signedTransaction=${'a'.repeat(33_000)}.b.c`)).toEqual({ ok: false, problem: 'malformed' });
  });
});
