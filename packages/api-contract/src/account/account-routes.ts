import type { RouteInfo } from '../route-info.ts';

export const accountRoutes = {
  getSession: { method: 'GET', path: '/api/session', auth: 'optional', answers: [404, 409], summary: 'The signed-in account, or null.' },
  logout: { method: 'POST', path: '/api/auth/logout', auth: 'optional', answers: [404, 409], summary: 'Ends this session (no error when already signed out).' },
  updateAccount: { method: 'PATCH', path: '/api/account', auth: 'session', answers: [404, 409], summary: 'Changes the display name.' },
  unlinkIdentity: { method: 'DELETE', path: '/api/account/identities/:id', auth: 'session', answers: [404, 409], summary: 'Removes a way to sign in while another remains.' },
  listSessions: { method: 'GET', path: '/api/account/sessions', auth: 'session', answers: [404, 409], summary: "The account's sessions, this one marked." },
  revokeSession: { method: 'DELETE', path: '/api/account/sessions/:id', auth: 'session', answers: [404, 409], summary: 'Ends one of the account’s sessions.' },
} as const satisfies Record<string, RouteInfo>;
