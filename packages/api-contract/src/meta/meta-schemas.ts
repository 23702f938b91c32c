import { Type, type Static } from 'typebox';
import { Strict } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import type { metaRoutes } from './meta-routes.ts';

export const PublicConfigView = Strict({
  chainId: Type.Integer({ description: 'The chain sign-in and deposits use (Core, 1116).' }),
  passwordMinLength: Type.Integer(),
  signIn: Strict({
    email: Type.Boolean(),
    wallet: Type.Boolean(),
    telegram: Strict({ enabled: Type.Boolean(), botUsername: Type.Union([Type.String(), Type.Null()]) }),
    google: Type.Boolean(),
    apple: Type.Boolean(),
    appleIos: Type.Boolean(),
    passkeyRpId: Type.Union([Type.String(), Type.Null()], { description: 'The domain passkeys are made for (WebAuthn rpID); null: passkeys are off (the site has no domain name).' }),
  }),
  stamina: Strict({
    max: Type.Integer(),
    refillSeconds: Type.Integer({ description: 'One point comes back every this many seconds.' }),
    runCost: Type.Integer({ description: 'What starting one game run costs.' }),
    recoverPriceGold: Type.Integer({ description: 'Gold coins that refill stamina to the max.' }),
  }),
  deposits: Strict({
    enabled: Type.Boolean({ description: 'False when the server has no treasury address.' }),
    treasuryAddress: Type.Union([Type.String(), Type.Null()], { description: 'Where to send CORE (lower case).' }),
    goldPerCore: Type.String({ pattern: '^[1-9][0-9]*$', description: 'Gold coins for one CORE, rounded down.' }),
    minWei: Type.String({ pattern: '^[1-9][0-9]*$', description: 'The smallest deposit, in wei.' }),
    confirmations: Type.Integer({ minimum: 1, description: 'Blocks before a deposit is credited.' }),
  }),
  economy: Strict({
    gameCoinsPerGold: Type.Integer({ minimum: 1, description: 'Game coins for one gold coin (/convert-game-coin).' }),
    goldConversionDailyLimit: Type.Integer({ minimum: 0, description: 'Gold coins one account may get by conversion per UTC day.' }),
    gameCoinsPerInvitePoint: Type.Integer({ minimum: 1, description: 'Game coins for one invite point (/convert-invite-point).' }),
  }),
  runs: Strict({
    minSeconds: Type.Integer({ minimum: 0, description: 'A game run may be finished this many seconds after its start, not sooner (RUN_MIN_SECONDS).' }),
    maxRewardPerRun: Type.Integer({ minimum: 0, description: 'The most game coins one run pays (RUN_MAX_REWARD).' }),
    dailyRewardLimit: Type.Integer({ minimum: 0, description: 'The most game coins runs pay one account per UTC day (RUN_DAILY_REWARD_LIMIT).' }),
  }),
  invites: Strict({
    rewardPoints: Type.Integer({ minimum: 0, description: "Invite points the inviter earns once an invited person finishes its first game run." }),
    dailyRewardLimit: Type.Integer({ minimum: 0, description: 'Rewards one inviter may get per UTC day; people over it earn nothing.' }),
  }),
  nativeApps: Strict({
    ios: Type.Union([Type.String({ pattern: '^https://', maxLength: 2000 }), Type.Null()], { description: "The iOS app's App Store page (IOS_APP_URL); null: no iOS app is offered." }),
    android: Type.Union([Type.String({ pattern: '^https://', maxLength: 2000 }), Type.Null()], { description: "The Android app's Google Play page (ANDROID_APP_URL); null: no Android app is offered." }),
  }),
});
export type PublicConfigView = Static<typeof PublicConfigView>;

export const metaSchemas = {
  health: { response: Strict({ status: Type.Literal('ok') }) },
  ready: { response: Strict({ status: Type.Literal('ready'), database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]), migrations: Type.Integer() }) },
  publicConfig: { response: PublicConfigView },
} satisfies SchemasFor<typeof metaRoutes>;
