import { createGameClientV2 } from '@site/game-sdk/v2';
import { startLevelsGame } from './play/start-levels-game.ts';

startLevelsGame(document, location.search, createGameClientV2());
