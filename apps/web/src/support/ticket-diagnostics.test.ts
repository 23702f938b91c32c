import { describe, expect, it } from 'vitest';
import { collectDiagnostics, reportedPage } from './ticket-diagnostics.ts';

const origin = 'https://games.example';

describe('reportedPage', () => {
  it('takes the from parameter when it is a path on this site', () => {
    expect(reportedPage('/profile?tab=coins', '', origin)).toBe('/profile?tab=coins');
    expect(reportedPage('/games/star-jumper', `${origin}/news`, origin)).toBe('/games/star-jumper');
  });

  it('ignores a from parameter that leads elsewhere or is not a clean path', () => {
    for (const from of ['https://evil.test/', '//evil.test/x', 'profile', '/a b', '/tab\u0000', '/\\evil.test', `/${'x'.repeat(400)}`]) {
      expect(reportedPage(from, '', origin), from).toBe('/submit-user-issue');
    }
  });

  it("falls back to this site's referrer, never another site's", () => {
    expect(reportedPage(null, `${origin}/deposit-gold-coin?x=1`, origin)).toBe('/deposit-gold-coin?x=1');
    expect(reportedPage(null, 'https://search.example/?q=core+games', origin)).toBe('/submit-user-issue');
    expect(reportedPage(null, `${origin}/submit-user-issue?from=/x`, origin)).toBe('/submit-user-issue');
    expect(reportedPage(null, 'not a url', origin)).toBe('/submit-user-issue');
  });
});

describe('collectDiagnostics', () => {
  it('keeps one line within the limits the server checks', () => {
    const collected = collectDiagnostics('/x', `1.0\n${'v'.repeat(100)}`, `Agent\t${'a'.repeat(400)}`);
    expect(collected.appVersion).toHaveLength(64);
    expect(collected.appVersion.startsWith('1.0 v')).toBe(true);
    expect(collected.device).toHaveLength(300);
    expect(collected.device).not.toContain('\t');
    expect(collectDiagnostics('/x', '', '   ')).toEqual({ page: '/x', appVersion: 'unknown', device: 'unknown' });
  });
});
