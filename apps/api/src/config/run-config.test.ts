import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.ts';

it('reads RUN_MIN_SECONDS, RUN_MAX_REWARD and RUN_DAILY_REWARD_LIMIT with defaults of 3 s, 100 and 2,000', () => {
  expect(loadConfig({}).runs).toMatchObject({ minSeconds: 3, maxRewardPerRun: 100, dailyRewardLimit: 2000 });
  expect(loadConfig({ RUN_MIN_SECONDS: '10', RUN_MAX_REWARD: '50', RUN_DAILY_REWARD_LIMIT: '0' }).runs).toMatchObject({ minSeconds: 10, maxRewardPerRun: 50, dailyRewardLimit: 0 });
});

it('names every bad run setting', () => {
  let problems: string[] = [];
  try {
    loadConfig({ RUN_MIN_SECONDS: 'soon', RUN_MAX_REWARD: '-1', RUN_DAILY_REWARD_LIMIT: '1.5' });
  } catch (error) {
    if (error instanceof ConfigError) problems = error.problems;
  }
  expect(problems.map((problem) => problem.split(':')[0])).toEqual(['RUN_MIN_SECONDS', 'RUN_MAX_REWARD', 'RUN_DAILY_REWARD_LIMIT']);
});
