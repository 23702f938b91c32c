import { describe, expect, it } from 'vitest';
import { replayRecordFault } from './replay-record.ts';
import { validateGameRequestV2 } from './validate-game-request-v2.ts';

const record = { seed: '0123456789abcdef0123456789abcdef', version: '1.0.0', inputs: [{ at: 0, input: 'tap' }, { at: 10, input: 'key:Space' }] };

describe('a replay record', () => {
  it('is accepted as the recorder makes it', () => {
    expect(replayRecordFault(record)).toBeNull();
  });

  it.each([
    [null, 'replay must be'],
    [{ ...record, extra: 1 }, 'exactly seed, version and inputs'],
    [{ ...record, seed: 'ABC' }, 'replay.seed'],
    [{ ...record, version: '' }, 'replay.version'],
    [{ ...record, inputs: 'tap' }, 'replay.inputs must be a list'],
    [{ ...record, inputs: Array.from({ length: 3001 }, () => ({ at: 0, input: 'tap' })) }, 'at most 3000'],
    [{ ...record, inputs: [{ at: 0, input: 'tap', x: 1 }] }, 'replay.inputs[0] must be'],
    [{ ...record, inputs: [{ at: 5, input: 'tap' }, { at: 4, input: 'tap' }] }, 'replay.inputs[1].at'],
    [{ ...record, inputs: [{ at: 1.5, input: 'tap' }] }, 'replay.inputs[0].at'],
  ])('names what is wrong: %j', (value, fault) => {
    expect(replayRecordFault(value)).toContain(fault);
  });

  it('travels with a version-2 finish, and a bad one refuses the message', () => {
    const finish = { protocol: 'site-game', version: 2, id: 'm1', type: 'finishRun', requestId: 'request-1', runId: 'run-1', score: 5, completed: true };
    expect(validateGameRequestV2({ ...finish, replay: record })).toEqual({ ok: true, value: { ...finish, replay: record } });
    expect(validateGameRequestV2({ ...finish, replay: { ...record, seed: 'x' } })).toEqual({ ok: false, reason: 'replay.seed must be the 32 hex digits startRun answered' });
  });
});
