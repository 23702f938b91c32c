import type {
  AppleIapReceipt,
  CoinAmount,
  CoinBalances,
  EmailCredentials,
  EmailRegistration,
  Empty,
  GameSubmission,
  GoldCoinDeposit,
  InviteSummary,
  PasswordChange,
  ProviderLogin,
  Session,
  StaminaRecovery,
  StaminaStatus,
  SubmittedGame,
  TelegramLogin,
  Ticket,
  UserIssue,
  WalletChallenge,
  WalletLogin,
} from './api-types.ts';

export interface Endpoint<Request, Response> {
  method: 'GET' | 'POST';
  path: string;
  /** Whether the call needs the signed-in session's token. */
  auth: boolean;
  /** Type carriers only; never set at runtime. */
  readonly request?: Request;
  readonly response?: Response;
}

const get = <Response>(path: string, auth = true): Endpoint<Empty, Response> => ({ method: 'GET', path, auth });
const post = <Request, Response>(path: string, auth = true): Endpoint<Request, Response> => ({ method: 'POST', path, auth });

/** Every call of the site's backend, by the page that will make it. */
export const endpoints = {
  // /email-login, /email-register, /change-password
  emailLogin: post<EmailCredentials, Session>('/auth/email/login', false),
  emailRegister: post<EmailRegistration, Session>('/auth/email/register', false),
  changePassword: post<PasswordChange, Empty>('/auth/password'),
  // /google-login, /apple-login, /apple-ios-login, /telegram-login, /wallet-login
  googleLogin: post<ProviderLogin, Session>('/auth/google', false),
  appleLogin: post<ProviderLogin, Session>('/auth/apple', false),
  telegramLogin: post<TelegramLogin, Session>('/auth/telegram', false),
  walletChallenge: post<{ address: string }, WalletChallenge>('/auth/wallet/challenge', false),
  walletLogin: post<WalletLogin, Session>('/auth/wallet', false),
  session: get<Session>('/auth/session'),
  logout: post<Empty, Empty>('/auth/logout'),
  // /apple-iap
  appleIapPurchase: post<AppleIapReceipt, CoinBalances>('/purchases/apple'),
  // /deposit-gold-coin, /convert-game-coin, /convert-invite-point, /burn-game-coin
  balances: get<CoinBalances>('/coins/balances'),
  depositGoldCoin: post<GoldCoinDeposit, CoinBalances>('/coins/gold/deposits'),
  convertGameCoin: post<CoinAmount, CoinBalances>('/coins/game/conversions'),
  convertInvitePoint: post<CoinAmount, CoinBalances>('/coins/invite-points/conversions'),
  burnGameCoin: post<CoinAmount, CoinBalances>('/coins/game/burns'),
  // /recover-stamina
  stamina: get<StaminaStatus>('/stamina'),
  recoverStamina: post<StaminaRecovery, StaminaStatus>('/stamina/recoveries'),
  // /submit, /my-games
  submitGame: post<GameSubmission, SubmittedGame>('/games'),
  myGames: get<SubmittedGame[]>('/games/mine'),
  // /submit-user-issue
  submitUserIssue: post<UserIssue, Ticket>('/issues'),
  // /invite-users
  inviteSummary: get<InviteSummary>('/invites/summary'),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<Name extends EndpointName> = Endpoints[Name] extends Endpoint<infer Request, unknown> ? Request : never;
export type ResponseOf<Name extends EndpointName> = Endpoints[Name] extends Endpoint<unknown, infer Response> ? Response : never;
