import type { ProvenIdentity } from '../../accounts/identity-store.ts';
import type { ServerContext } from '../../context.ts';
import { consumeToken, issueToken, peekTokenAccount } from '../single-use-tokens.ts';

const handoffTtlSeconds = 5 * 60;

/** A single-use code, valid 5 minutes, that signs the app's web view in as `identity`. */
export async function issueHandoffCode(ctx: ServerContext, accountId: string, identity: ProvenIdentity): Promise<string> {
  const { token } = await issueToken(ctx.db, { purpose: 'ios_handoff', ttlSeconds: handoffTtlSeconds, now: ctx.now(), accountId, data: { identity } });
  return token;
}

/** The identity behind `code`, once; null when it is unknown, used already or expired. */
export async function takeHandoffCode(ctx: ServerContext, code: string): Promise<ProvenIdentity | null> {
  const consumed = await consumeToken<{ identity: ProvenIdentity }>(ctx.db, 'ios_handoff', code, ctx.now());
  return consumed?.data.identity ?? null;
}

/** The account `code` would sign in to, leaving the code unused; null when it is unknown, used already or expired. */
export function peekHandoffCode(ctx: ServerContext, code: string): Promise<string | null> {
  return peekTokenAccount(ctx.db, 'ios_handoff', code, ctx.now());
}
