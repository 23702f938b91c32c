import { describe, expect, it } from 'vitest';
import { checkAnswer } from './check-answer.ts';

describe("a moderator's answer", () => {
  it('is refused when it is only spaces', () => {
    expect(checkAnswer(' \n\t ')).toEqual({ key: 'support.desk.answerRequired' });
  });

  it('is refused past 4000 characters, counted as the server counts them (an emoji is one), with its length and the limit', () => {
    expect(checkAnswer('x'.repeat(4000))).toBeNull();
    expect(checkAnswer('😀'.repeat(4000))).toBeNull();
    expect(checkAnswer('x'.repeat(4001))).toEqual({ key: 'forms.tooLong', values: { count: 4001, max: 4000 } });
    expect(checkAnswer(`${'😀'.repeat(4000)}!`)).toEqual({ key: 'forms.tooLong', values: { count: 4001, max: 4000 } });
  });
});
