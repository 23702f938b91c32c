import { accountInviteCodePattern, inviteCodePattern } from '@site/api-contract/routes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config.ts';
import { newInviteCode } from './invite-codes.ts';

describe('invite codes', () => {
  it('are 10 characters of Crockford base 32, safe in a URL and as a Telegram start parameter', () => {
    const codes = Array.from({ length: 2000 }, () => newInviteCode());
    for (const code of codes) {
      expect(code).toMatch(accountInviteCodePattern);
      expect(code).toMatch(/^[\w-]{1,64}$/);
      expect(encodeURIComponent(code)).toBe(code);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('never look like the older codes (a lowercase wallet address, tg<Telegram id>)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(0x[0-9a-f]{40}|tg[1-9][0-9]{0,19})$/), (old) => {
        expect(old).toMatch(inviteCodePattern);
        expect(old).not.toMatch(accountInviteCodePattern);
      }),
    );
  });
});

describe('invite settings', () => {
  it('default to 100 points and 50 rewards a day', () => {
    expect(loadConfig({}).invites).toMatchObject({ rewardPoints: 100, dailyRewardLimit: 50 });
    expect(loadConfig({ INVITE_REWARD_POINTS: '7', INVITE_DAILY_REWARD_LIMIT: '0' }).invites).toMatchObject({ rewardPoints: 7, dailyRewardLimit: 0 });
  });

  it('name the bad variable', () => {
    expect(() => loadConfig({ INVITE_REWARD_POINTS: '-1' })).toThrow(/INVITE_REWARD_POINTS/);
    expect(() => loadConfig({ INVITE_DAILY_REWARD_LIMIT: 'many' })).toThrow(/INVITE_DAILY_REWARD_LIMIT/);
  });
});
