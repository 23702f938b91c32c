import type { RouteInfo } from '../route-info.ts';

/**
 * The second factor (TOTP from an authenticator app, with single-use backup codes). Once enabled,
 * every new session is pending until `secondFactorVerify`; disabling and new backup codes take a
 * fresh code in the same request. Every attempt is rate-limited per account and per address.
 */
export const secondFactorRoutes = {
  secondFactorStatus: { method: 'GET', path: '/api/account/second-factor', auth: 'session', summary: 'Whether the authenticator app is enabled, the backup codes left, and whether the role requires it.' },
  totpSetupStart: { method: 'POST', path: '/api/account/second-factor/totp/setup', auth: 'session', errors: ['second_factor_enabled'], summary: 'A new secret for the authenticator app (text, otpauth URL and QR code); not enabled until confirmed with a code.' },
  totpSetupConfirm: { method: 'POST', path: '/api/account/second-factor/totp/confirm', auth: 'session', errors: ['rate_limited', 'second_factor_enabled', 'second_factor_invalid', 'second_factor_setup_missing'], summary: 'Enables the authenticator app with a code from it; answers the ten backup codes, shown only now.' },
  totpDisable: { method: 'POST', path: '/api/account/second-factor/totp/disable', auth: 'session', errors: ['rate_limited', 'second_factor_invalid', 'second_factor_not_enabled'], summary: 'Turns the second factor off, with a fresh code or backup code.' },
  backupCodesRegenerate: { method: 'POST', path: '/api/account/second-factor/backup-codes', auth: 'session', errors: ['rate_limited', 'second_factor_invalid', 'second_factor_not_enabled'], summary: 'Ten new backup codes (the old ones stop working), with a fresh code or backup code.' },
  secondFactorVerify: { method: 'POST', path: '/api/auth/second-factor', auth: 'optional', errors: ['not_signed_in', 'rate_limited', 'second_factor_invalid', 'second_factor_not_pending'], summary: 'Finishes a sign-in pending its second factor with a code from the app or a backup code; 409 `second_factor_not_pending` for a session already signed in (no code is checked).' },
} as const satisfies Record<string, RouteInfo>;
