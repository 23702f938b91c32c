import { Type, type Static } from 'typebox';
import { Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import { Amount } from '../ledger/ledger-schemas.ts';
import { accountInviteCodePattern } from './invite-code.ts';
import type { inviteRoutes } from './invite-routes.ts';
import { oneLinePattern } from '../text-bounds.ts';

const inviteCodeText = "An invite code: an account's own (10 characters, A–Z and 0–9 without I, L, O, U), or an older link's lowercase wallet address or tg<Telegram id>.";

/**
 * Where an invited person stands: waiting for a first finished game run; rewarded; decided while
 * the inviter's daily limit was used up (no points, for good); or the same person (one of its
 * sign-in identities) had already earned an inviter a reward.
 */
export const InviteeState = Type.Union([
  Type.Literal('waiting_first_run'),
  Type.Literal('rewarded'),
  Type.Literal('over_daily_limit'),
  Type.Literal('already_rewarded'),
]);

export const InviteeView = Strict({
  displayName: Type.String(),
  joinedAt: Timestamp,
  state: InviteeState,
  /** Invite points this person earned the inviter ('0' unless rewarded). */
  points: Amount,
  decidedAt: Type.Union([Timestamp, Type.Null()], { description: 'When the first run was finished and the reward decided; null while waiting.' }),
});

export const Invites = Strict({
  code: Type.String({ pattern: accountInviteCodePattern.source, description: "The account's own invite code." }),
  invitees: Type.Array(InviteeView, { description: 'The newest first, at most 200.' }),
  inviteeCount: Type.Integer({ minimum: 0, description: 'Everyone invited, also beyond the list.' }),
  pointsEarned: Amount,
  rewardPoints: Type.Integer({ minimum: 0, description: 'Invite points for one invited person after its first run.' }),
  dailyRewardLimit: Type.Integer({ minimum: 0, description: 'Rewards one inviter may get per UTC day.' }),
  rewardsToday: Type.Integer({ minimum: 0 }),
  rewardsLeftToday: Type.Integer({ minimum: 0 }),
  resetsAt: Timestamp,
  invitedBy: Type.Union([Strict({ displayName: Type.String() }), Type.Null()], { description: 'Who invited this account, if anyone.' }),
  canAcceptInvite: Type.Boolean({ description: 'True while the account may still enter an invite code (no inviter, no finished run).' }),
});
export type Invites = Static<typeof Invites>;

export const inviteSchemas = {
  getInviter: {
    params: Strict({ code: Type.String({ minLength: 1, maxLength: 64, pattern: oneLinePattern, description: inviteCodeText }) }),
    response: Strict({ inviter: Strict({ displayName: Type.String() }) }),
  },
  getInvites: { response: Invites },
  acceptInvite: { body: Strict({ code: Type.String({ minLength: 1, maxLength: 64, pattern: oneLinePattern, description: inviteCodeText }) }), response: Strict({ invitedBy: Strict({ displayName: Type.String() }) }) },
} satisfies SchemasFor<typeof inviteRoutes>;
