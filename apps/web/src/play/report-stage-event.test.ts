import { describe, expect, it } from 'vitest';
import { refusalDetail } from './report-stage-event.ts';

describe('refusalDetail', () => {
  it("names a start's refusal by its code, and a finish's by its code and the field the server named, for the maker's dashboard", () => {
    expect(refusalDetail('start', { code: 'not_enough_stamina' })).toBe('not_enough_stamina');
    expect(refusalDetail('finish', { code: 'validation_failed', field: 'body.level' })).toBe('finish validation_failed body.level');
    expect(refusalDetail('finish', { code: 'run_already_finished', field: undefined })).toBe('finish run_already_finished');
  });
});
