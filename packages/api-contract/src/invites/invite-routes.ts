import type { RouteInfo } from '../route-info.ts';

export const inviteRoutes = {
  getInvites: {
    method: 'GET',
    path: '/api/invites',
    auth: 'session',
    summary: "The account's invite code, the people it invited with each one's state, the invite points earned, and the rewards left today.",
  },
  getInviter: {
    method: 'GET',
    path: '/api/invites/:code',
    auth: 'none',
    errors: ['invite_unknown'],
    rateLimited: true,
    summary:
      "Who an invite link comes from, for the friend who opens it: the inviter's display name and nothing else. Anyone may ask; counted per address like the sign-ins. 404 invite_unknown when no account has this code.",
  },
  acceptInvite: {
    method: 'POST',
    path: '/api/invites/accept',
    auth: 'session',
    errors: ['invite_already_invited', 'invite_already_played', 'invite_newer_account', 'invite_self', 'invite_unknown'],
    summary:
      'Records the inviter of an account that signed up without the link: only for an account with no inviter that has not finished a game run. 400 invite_self, 404 invite_unknown, 409 invite_already_invited, invite_already_played or invite_newer_account (an inviter must have joined first).',
  },
} as const satisfies Record<string, RouteInfo>;
