import type { RouteInfo } from '../route-info.ts';

export const accountRoutes = {
  getSession: { method: 'GET', path: '/api/session', auth: 'optional', summary: 'The signed-in account, or null.' },
  logout: { method: 'POST', path: '/api/auth/logout', auth: 'optional', summary: 'Ends this session (no error when already signed out).' },
  updateAccount: { method: 'PATCH', path: '/api/account', auth: 'session', summary: 'Changes the display name.' },
  unlinkIdentity: { method: 'DELETE', path: '/api/account/identities/:id', auth: 'session', errors: ['last_identity', 'not_found'], summary: 'Removes a way to sign in while another remains.' },
  listSessions: { method: 'GET', path: '/api/account/sessions', auth: 'session', summary: "The account's signed-in sessions (not those pending their second factor) with the browser, system and network of each, this one first and marked." },
  revokeSession: { method: 'DELETE', path: '/api/account/sessions/:id', auth: 'session', errors: ['session_not_found'], summary: 'Ends one of the account’s sessions.' },
  getMyCountry: {
    method: 'GET',
    path: '/api/account/country',
    auth: 'session',
    summary: "The country the player chose (an ISO 3166-1 alpha-2 code; null until they choose one: it is never guessed from the address), and every code they may choose. Country boards and league tables list the players who chose the same one.",
  },
  setMyCountry: {
    method: 'PATCH',
    path: '/api/account/country',
    auth: 'session',
    errors: ['unknown_country'],
    summary: 'Chooses the player\'s country (an ISO 3166-1 alpha-2 code), or clears it with null. 400 unknown_country (details.field body.country) for a code that names no country.',
  },
  revokeOtherSessions: { method: 'DELETE', path: '/api/account/sessions', auth: 'session', summary: 'Ends every session of the account but this one.' },
} as const satisfies Record<string, RouteInfo>;
