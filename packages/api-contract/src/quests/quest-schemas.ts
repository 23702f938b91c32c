import { Type, type Static } from 'typebox';
import { Day, Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import { GameId } from '../games/game-schemas.ts';
import { Amount } from '../ledger/ledger-schemas.ts';
import type { questRoutes } from './quest-routes.ts';

export const questKinds = ['finish_runs', 'three_star_level', 'new_game', 'reach_score', 'invite_friend'] as const;
export const QuestKind = Type.Enum(questKinds, {
  description:
    'finish_runs: finish `target` runs; three_star_level: complete a level at its most score, `target` times; new_game: finish a run of a game never played before; reach_score: a run of `gameId` scoring `target`; invite_friend: `target` invited friends finish their first run.',
});
export type QuestKind = Static<typeof QuestKind>;

const Target = Type.Integer({ minimum: 1, maximum: 1_000_000_000 });
const Reward = Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: 'Game coins paid once the quest is completed.' });

export const DailyQuest = Strict({
  slot: Type.Integer({ minimum: 1, maximum: 3 }),
  kind: QuestKind,
  target: Target,
  gameId: Type.Union([GameId, Type.Null()]),
  gameTitle: Type.Union([Type.String(), Type.Null()]),
  reward: Amount,
  progress: Type.Integer({ minimum: 0 }),
  completedAt: Type.Union([Timestamp, Type.Null()]),
});
export type DailyQuest = Static<typeof DailyQuest>;

export const QuestPoolEntry = Strict({
  id: Type.Integer({ minimum: 1 }),
  kind: QuestKind,
  target: Target,
  gameId: Type.Union([GameId, Type.Null()]),
  reward: Reward,
  enabled: Type.Boolean(),
  updatedAt: Timestamp,
});
export type QuestPoolEntry = Static<typeof QuestPoolEntry>;

const EntryParams = Strict({ entry: Type.String({ maxLength: 9, pattern: '^[1-9][0-9]{0,8}$', description: 'The pool entry id.' }) });

export const questSchemas = {
  getDailyQuests: { response: Strict({ day: Day, quests: Type.Array(DailyQuest, { maxItems: 3 }) }) },
  listQuestPool: { response: Strict({ entries: Type.Array(QuestPoolEntry) }) },
  createQuestPoolEntry: {
    body: Strict({ kind: QuestKind, target: Target, gameId: Type.Optional(GameId), reward: Reward, enabled: Type.Optional(Type.Boolean()) }),
    response: Strict({ entry: QuestPoolEntry }),
  },
  updateQuestPoolEntry: {
    params: EntryParams,
    body: Strict({ target: Type.Optional(Target), gameId: Type.Optional(GameId), reward: Type.Optional(Reward), enabled: Type.Optional(Type.Boolean()) }),
    response: Strict({ entry: QuestPoolEntry }),
  },
} satisfies SchemasFor<typeof questRoutes>;
