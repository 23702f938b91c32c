import { createGameClient } from '@site/game-sdk';
import { startLevelsGame } from './play/start-levels-game.ts';

startLevelsGame(document, location.search, createGameClient());
