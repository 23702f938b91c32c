// Shapes of the site's own backend (not built yet). Amounts are decimal strings, never floats.

export type Amount = string;
/** ISO 8601 date-time. */
export type Timestamp = string;

export interface UserProfile {
  id: string;
  displayName: string;
  email?: string;
  walletAddress?: string;
  telegramId?: number;
}

export interface Session {
  token: string;
  expiresAt: Timestamp;
  user: UserProfile;
}

export interface EmailCredentials {
  email: string;
  password: string;
}

export interface EmailRegistration extends EmailCredentials {
  displayName: string;
  /** Referral code from an invite link. */
  referrer?: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** Google or Apple sign-in: the identity token the provider issued. */
export interface ProviderLogin {
  idToken: string;
}

/** Telegram sign-in: the raw init data (mini-app) or login-widget payload, checked by the server. */
export interface TelegramLogin {
  initData: string;
}

/** Wallet sign-in: a message from `walletChallenge`, signed by the wallet. */
export interface WalletLogin {
  address: string;
  message: string;
  signature: string;
}

export interface WalletChallenge {
  message: string;
  expiresAt: Timestamp;
}

export interface AppleIapReceipt {
  productId: string;
  receipt: string;
}

export interface CoinBalances {
  goldCoin: Amount;
  gameCoin: Amount;
  invitePoints: Amount;
}

export interface GoldCoinDeposit {
  /** The Core transaction that sent the deposit. */
  txHash: string;
  amount: Amount;
}

export interface CoinAmount {
  amount: Amount;
}

export interface StaminaStatus {
  current: number;
  max: number;
  nextRecoveryAt: Timestamp | null;
}

export interface StaminaRecovery {
  payWith: 'goldCoin' | 'gameCoin';
}

export interface GameSubmission {
  title: string;
  url: string;
  description: string;
}

export interface SubmittedGame {
  id: string;
  title: string;
  status: 'inReview' | 'published' | 'rejected';
  submittedAt: Timestamp;
}

export interface UserIssue {
  subject: string;
  message: string;
  contact?: string;
}

export interface Ticket {
  id: string;
}

export interface InviteSummary {
  code: string;
  invited: number;
  pointsEarned: Amount;
}

export type Empty = Record<string, never>;
