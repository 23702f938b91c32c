import { createGameClientV2, type GameClientV2 } from './create-game-client-v2.ts';

// Created on first use, never at import time (the module stays safe to import anywhere).
let client: GameClientV2 | undefined;
const defaultClient = () => (client ??= createGameClientV2());

export const loadingProgress: GameClientV2['loadingProgress'] = (percent) => defaultClient().loadingProgress(percent);
export const gameReady: GameClientV2['gameReady'] = () => defaultClient().gameReady();
export const gameplayStart: GameClientV2['gameplayStart'] = () => defaultClient().gameplayStart();
export const gameplayStop: GameClientV2['gameplayStop'] = () => defaultClient().gameplayStop();
export const happyTime: GameClientV2['happyTime'] = () => defaultClient().happyTime();
export const gameOver: GameClientV2['gameOver'] = (play) => defaultClient().gameOver(play);
export const startRun: GameClientV2['startRun'] = (options) => defaultClient().startRun(options);
export const finishRun: GameClientV2['finishRun'] = (input) => defaultClient().finishRun(input);
export const exit: GameClientV2['exit'] = () => defaultClient().exit();
export const load: GameClientV2['load'] = () => defaultClient().load();
export const save: GameClientV2['save'] = (data) => defaultClient().save(data);
export const getLeaderboard: GameClientV2['getLeaderboard'] = (query) => defaultClient().getLeaderboard(query);
export const getAchievements: GameClientV2['getAchievements'] = () => defaultClient().getAchievements();
export const on: GameClientV2['on'] = (name, listener) => defaultClient().on(name, listener);
/** Whether the game may play sound now. */
export const isAudioEnabled = (): boolean => defaultClient().audio;
