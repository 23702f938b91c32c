import { expect, it } from 'vitest';
import { loadConfig } from './load-config.ts';
import { configProblems } from '../test-support/config-problems.ts';

it('reads PASSWORD_HASH_COST, 15 (scrypt N = 2^15) unless set', () => {
  expect(loadConfig({}).passwordHashCost).toBe(15);
  expect(loadConfig({ PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
  expect(loadConfig({ PASSWORD_HASH_COST: ' 20 ' }).passwordHashCost).toBe(20);
});

it('refuses to start with a cost outside 10 to 20 or not a whole number, naming the variable and what it got', () => {
  for (const bad of ['9', '21', '0', '-15', 'fast', '12.5', '0x10', '32768']) {
    expect(configProblems({ PASSWORD_HASH_COST: bad }), bad).toEqual([`PASSWORD_HASH_COST: must be a whole number from 10 to 20 (got "${bad}")`]);
  }
});
