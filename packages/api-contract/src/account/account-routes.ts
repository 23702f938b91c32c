import type { RouteInfo } from '../route-info.ts';

export const accountRoutes = {
  getSession: { method: 'GET', path: '/api/session', auth: 'optional', summary: 'The signed-in account, or null.' },
  logout: { method: 'POST', path: '/api/auth/logout', auth: 'optional', summary: 'Ends this session (no error when already signed out).' },
  updateAccount: { method: 'PATCH', path: '/api/account', auth: 'session', summary: 'Changes the display name.' },
  unlinkIdentity: { method: 'DELETE', path: '/api/account/identities/:id', auth: 'session', errors: ['last_identity', 'not_found'], summary: 'Removes a way to sign in while another remains.' },
  listSessions: { method: 'GET', path: '/api/account/sessions', auth: 'session', summary: "The account's signed-in sessions (not those pending their second factor) with the browser, system and network of each, this one first and marked." },
  revokeSession: { method: 'DELETE', path: '/api/account/sessions/:id', auth: 'session', errors: ['session_not_found'], summary: 'Ends one of the account’s sessions.' },
  revokeOtherSessions: { method: 'DELETE', path: '/api/account/sessions', auth: 'session', summary: 'Ends every session of the account but this one.' },
} as const satisfies Record<string, RouteInfo>;
