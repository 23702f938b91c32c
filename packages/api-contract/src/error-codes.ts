/**
 * Every `error.code` the server sends. The site translates each one (`errors.api.<code>`), so a
 * new code needs a translation in every language; the contract test checks that list.
 */
export const errorCodes = [
  // Any endpoint
  'validation_failed',
  'body_too_large',
  'unsupported_media_type',
  'not_found',
  'method_not_allowed',
  'csrf_failed',
  'rate_limited',
  'not_signed_in',
  'forbidden',
  'service_unavailable',
  'internal',
  // Accounts
  'identity_taken',
  'last_identity',
  'session_not_found',
  // Second factor (authenticator app, backup codes)
  'second_factor_pending',
  'second_factor_invalid',
  'second_factor_required',
  'second_factor_enabled',
  'second_factor_not_enabled',
  'second_factor_setup_missing',
  // E-mail and password
  'bad_credentials',
  'email_not_verified',
  'weak_password',
  'no_password',
  'link_invalid',
  // Wallet (Sign-In with Ethereum)
  'siwe_invalid',
  'nonce_invalid',
  'signature_invalid',
  // Telegram
  'telegram_invalid',
  'telegram_expired',
  'telegram_disabled',
  // Google and Apple
  'provider_disabled',
  'oidc_failed',
  'oidc_other_browser',
  // Passkeys (WebAuthn)
  'passkeys_disabled',
  'passkey_challenge_invalid',
  'passkey_invalid',
  'passkey_unknown',
  // TON Connect (ton_proof)
  'ton_payload_invalid',
  'ton_proof_expired',
  'ton_proof_invalid',
  'ton_wallet_unsupported',
  // Ledger
  'insufficient_balance',
  'idempotency_conflict',
  'balance_out_of_range',
  // Stamina
  'not_enough_stamina',
  // Deposits of CORE
  'deposits_disabled',
  'deposit_unknown',
  'deposit_wrong_chain',
  'deposit_wrong_recipient',
  'wallet_not_linked',
  'deposit_failed',
  'deposit_too_small',
  'deposit_claimed',
  // Conversions, burning, recovering stamina
  'daily_limit_reached',
  'stamina_full',
  // Game runs
  'run_already_finished',
  'run_too_short',
  // Leaderboards
  'leaderboard_unknown_game',
  'leaderboard_unknown_level',
  // Submissions and reviews
  'bundle_not_zip',
  'bundle_too_large',
  'bundle_unsafe',
  'bundle_file_type',
  'bundle_no_index',
  'thumbnail_invalid',
  'thumbnail_too_large',
  'thumbnail_dimensions',
  'review_already_decided',
  // Invites
  'invite_self',
  'invite_unknown',
  'invite_already_invited',
  'invite_already_played',
  'invite_newer_account',
  // Apple in-app purchase
  'iap_disabled',
  'iap_jws_malformed',
  'iap_certificate_invalid',
  'iap_certificate_expired',
  'iap_certificate_not_yet_valid',
  'iap_unknown_root',
  'iap_signature_invalid',
  'iap_wrong_app',
  'iap_wrong_environment',
  'iap_unknown_product',
  'iap_wrong_account',
  'iap_transaction_claimed',
  'iap_transaction_refunded',
  // Telegram Stars and the bot
  'telegram_stars_disabled',
  'telegram_stars_unknown_pack',
  'telegram_stars_unknown_charge',
  'telegram_bot_disabled',
  'telegram_webhook_unauthorized',
  'telegram_api_failed',
  // Sharing from the mini app
  'telegram_share_disabled',
  'telegram_share_not_linked',
  'telegram_share_unknown_run',
  'save_conflict',
  'save_too_large',
] as const;

export type ErrorCode = (typeof errorCodes)[number];
