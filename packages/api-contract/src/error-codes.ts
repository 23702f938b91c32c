/**
 * Every `error.code` the server sends, with the HTTP status it is sent with: the one table of
 * both. A throw site on the server names only the code; the status comes from here. The site
 * translates each code (`errors.api.<code>`, its only message key), so a new code needs a
 * translation in every language; the site's translation test checks that list.
 *
 * One exception, made by the router before any route is chosen: a path part longer than any valid
 * value is `validation_failed` with 414 (see `answeredErrors` in `route-info.ts`).
 */
export const errorStatuses = {
  // Any endpoint
  validation_failed: 400,
  // A string or key the database cannot hold: NUL (U+0000) or half of a surrogate pair (text-bounds.ts).
  text_unstorable: 400,
  body_too_large: 413,
  unsupported_media_type: 415,
  not_found: 404,
  method_not_allowed: 405,
  csrf_failed: 403,
  rate_limited: 429,
  not_signed_in: 401,
  forbidden: 403,
  service_unavailable: 503,
  internal: 500,
  // Accounts
  identity_taken: 409,
  last_identity: 409,
  session_not_found: 404,
  unknown_country: 400,
  // Second factor (authenticator app, backup codes)
  second_factor_pending: 401,
  second_factor_invalid: 400,
  second_factor_required: 403,
  second_factor_enabled: 409,
  second_factor_not_enabled: 409,
  second_factor_setup_missing: 409,
  second_factor_not_pending: 409,
  // E-mail and password
  bad_credentials: 401,
  email_not_verified: 403,
  weak_password: 400,
  no_password: 409,
  link_invalid: 400,
  // Wallet (Sign-In with Ethereum)
  siwe_invalid: 400,
  nonce_invalid: 400,
  signature_invalid: 401,
  // Telegram
  telegram_invalid: 401,
  telegram_expired: 401,
  telegram_disabled: 404,
  // Google and Apple
  provider_disabled: 404,
  oidc_failed: 400,
  oidc_other_browser: 400,
  // Passkeys (WebAuthn)
  passkeys_disabled: 404,
  passkey_challenge_invalid: 400,
  passkey_invalid: 400,
  passkey_unknown: 401,
  // TON Connect (ton_proof)
  ton_payload_invalid: 400,
  ton_proof_expired: 401,
  ton_proof_invalid: 401,
  ton_wallet_unsupported: 400,
  // Ledger
  insufficient_balance: 409,
  idempotency_conflict: 409,
  balance_out_of_range: 409,
  // Stamina
  not_enough_stamina: 409,
  // Deposits of CORE
  deposits_disabled: 503,
  // Ledger proofs
  proof_not_ready: 404,
  proof_unknown_day: 404,
  proof_pruned: 410,
  deposit_unknown: 404,
  deposit_wrong_chain: 422,
  deposit_wrong_recipient: 422,
  wallet_not_linked: 403,
  deposit_failed: 422,
  deposit_too_small: 422,
  deposit_claimed: 409,
  // Conversions, burning, recovering stamina
  daily_limit_reached: 409,
  stamina_full: 409,
  // Game runs
  run_already_finished: 409,
  run_too_short: 409,
  run_replay_mismatch: 422,
  run_replay_invalid: 422,
  // Leaderboards
  leaderboard_unknown_game: 404,
  leaderboard_unknown_level: 404,
  // Achievements
  achievement_limit: 409,
  // Submissions and reviews
  bundle_not_zip: 400,
  bundle_too_large: 413,
  bundle_unsafe: 400,
  bundle_file_type: 400,
  bundle_no_index: 400,
  thumbnail_invalid: 400,
  thumbnail_too_large: 413,
  thumbnail_dimensions: 400,
  review_already_decided: 409,
  review_inspection_blocks: 409,
  // Invites
  invite_self: 400,
  invite_unknown: 404,
  invite_already_invited: 409,
  invite_already_played: 409,
  invite_newer_account: 409,
  // Apple in-app purchase
  iap_disabled: 404,
  iap_jws_malformed: 400,
  iap_certificate_invalid: 400,
  iap_certificate_expired: 400,
  iap_certificate_not_yet_valid: 400,
  iap_unknown_root: 400,
  iap_signature_invalid: 400,
  iap_wrong_app: 400,
  iap_wrong_environment: 400,
  iap_unknown_product: 400,
  iap_wrong_account: 403,
  iap_transaction_claimed: 409,
  iap_transaction_refunded: 409,
  // Telegram Stars and the bot
  telegram_stars_disabled: 404,
  telegram_stars_unknown_pack: 400,
  telegram_stars_unknown_charge: 404,
  telegram_bot_disabled: 404,
  telegram_webhook_unauthorized: 401,
  telegram_api_failed: 502,
  // Sharing from the mini app
  telegram_share_disabled: 404,
  telegram_share_not_linked: 403,
  telegram_share_unknown_run: 404,
  telegram_share_no_promotion: 404,
  save_conflict: 409,
  save_too_large: 413,
} as const satisfies Record<string, ErrorStatus>;

/** The statuses an error is answered with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 414 | 415 | 422 | 429 | 500 | 502 | 503;

export type ErrorCode = keyof typeof errorStatuses;

export const errorCodes = Object.keys(errorStatuses) as readonly ErrorCode[];
