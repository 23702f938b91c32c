import type { GameRequest, GameRequestV2 } from '@site/game-sdk/host';

/** The part of a game's request the playground's log shows beside its name (the score and level of a finish, the level a `gameOver` names, the board asked for). */
export function describeRequest(request: GameRequest | GameRequestV2): string {
  switch (request.type) {
    case 'loadingProgress':
      return `${String(request.progress)} %`;
    case 'save':
      return `baseVersion ${String(request.baseVersion)}`;
    case 'getLeaderboard':
      return [request.view, request.period, request.level === undefined ? '' : `level ${String(request.level)}`].filter(Boolean).join(' ');
    case 'finishRun':
      return [`score ${String(request.score)}`, request.level === undefined ? '' : `level ${String(request.level)}`, request.completed ? '' : 'not completed'].filter(Boolean).join(', ');
    case 'gameOver':
      // The level a visitor's next one is offered from (version 2's `gameOver({ level, completed })`).
      return request.level === undefined ? '' : `level ${String(request.level)}${request.completed === true ? ', completed' : ', not completed'}`;
    default:
      return '';
  }
}
