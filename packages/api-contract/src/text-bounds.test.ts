import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { AchievementText } from './achievements/achievement-schemas.ts';
import { DisplayName } from './common-schemas.ts';
import { schemas } from './index.ts';
import { cleanShownLine, shownLinePattern, shownLineProblem, showsSomething, visibleMultiLinePattern } from './text-bounds.ts';

const displayName = Compile(DisplayName);
const shownLine = new RegExp(shownLinePattern, 'u');
const multiLine = new RegExp(visibleMultiLinePattern, 'u');

describe('a display name (one line shown to others)', () => {
  it('takes names in any script, emoji, and the joiners that make emoji sequences and Persian words', () => {
    const names = [
      'Ada',
      'José Ñandú',
      'Zoë O’Brien-Łukasz',
      '李小龍',
      '김민준',
      'さくら',
      'محمد',
      'דוד כהן',
      'Ana 2 אבג',
      // A zero-width non-joiner (U+200C) inside a Persian name: Ali‌reza.
      'علی\u200cرضا',
      // Zero-width joiners (U+200D) inside emoji sequences: a family, a rainbow flag; Devanagari's half-form.
      '👨\u200d👩\u200d👧',
      '🏳️\u200d🌈',
      'क्\u200dष',
      // Tags (U+E0067 …) make Scotland's flag of the black flag; a variation selector makes the heart red.
      '🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}',
      'Ana ❤️',
      'Ada\u00a0Lovelace',
      'x',
    ];
    for (const name of names) {
      expect(shownLineProblem(name), name).toBeNull();
      expect(displayName.Check(name), name).toBe(true);
    }
  });

  it('refuses every direction control, naming it', () => {
    const controls = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
    for (const code of controls) {
      const name = `Mallory${String.fromCodePoint(code)}evil`;
      const hex = code.toString(16).toUpperCase().padStart(4, '0');
      expect(shownLineProblem(name), hex).toEqual({ kind: 'direction', character: `U+${hex}` });
      expect(displayName.Check(name), hex).toBe(false);
    }
  });

  it('refuses invisible format characters, control characters and line separators, naming the first', () => {
    expect(shownLineProblem('Ada\u200b\u200b')).toEqual({ kind: 'invisible', character: 'U+200B' });
    expect(shownLineProblem('\u2060Ada')).toEqual({ kind: 'invisible', character: 'U+2060' });
    expect(shownLineProblem('Ada\ufeff')).toEqual({ kind: 'invisible', character: 'U+FEFF' });
    expect(shownLineProblem('Ad\u00ada')).toEqual({ kind: 'invisible', character: 'U+00AD' });
    expect(shownLineProblem('Ada\u001b[31m')).toEqual({ kind: 'control', character: 'U+001B' });
    expect(shownLineProblem('Ada\u0085Lovelace')).toEqual({ kind: 'control', character: 'U+0085' });
    expect(shownLineProblem('Ada\u2028Lovelace')).toEqual({ kind: 'line_break', character: 'U+2028' });
    expect(shownLineProblem('A\u200dd\u202ea')).toEqual({ kind: 'direction', character: 'U+202E' });
    for (const name of ['Ada\u200b', 'Ada\u0085', 'Ada\u2029', 'Ada\n']) expect(displayName.Check(name), JSON.stringify(name)).toBe(false);
  });

  it('refuses a name with nothing visible: spaces, fillers, blank Braille, joiners or tags alone', () => {
    const blanks = ['\u2800', '\u3164', '\u115f', '\u1160', '\uffa0', '\u3164\u3164\u3164', '   ', '\u3000', '\u200d', '\u200c\u200d', '\ufe0f', '\u{e0041}\u{e0042}', '\u2800 \u3164', ' \u034f '];
    for (const name of blanks) {
      expect(shownLineProblem(name), JSON.stringify(name)).toEqual({ kind: 'nothing_visible' });
      expect(displayName.Check(name), JSON.stringify(name)).toBe(false);
    }
    // Zero-width spaces alone are refused for the character itself, the first thing wrong.
    expect(shownLineProblem('\u200b\u200b\u200b')).toEqual({ kind: 'invisible', character: 'U+200B' });
  });

  it('says of every character what the pattern says, alone and between letters', () => {
    const disagreements: string[] = [];
    for (let code = 1; code <= 0xffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCodePoint(code);
      for (const text of [character, `a${character}b`]) {
        if (shownLine.test(text) !== (shownLineProblem(text) === null)) disagreements.push(code.toString(16));
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe('cleanShownLine (a name from elsewhere)', () => {
  it('drops direction controls and invisible characters, turns controls and line separators into spaces, and keeps the rest', () => {
    expect(cleanShownLine('Mallory\u202eevil\u200b')).toBe('Malloryevil');
    expect(cleanShownLine('\u2067Ada\u2069\u2028Lovelace\u0085!')).toBe('Ada Lovelace !');
    expect(cleanShownLine('علی\u200cرضا 👨\u200d👩\u200d👧')).toBe('علی\u200cرضا 👨\u200d👩\u200d👧');
    expect(shownLineProblem(cleanShownLine('\u200b\u3164\u202e'))).toEqual({ kind: 'nothing_visible' });
  });
});

describe('the one-line texts people write for others', () => {
  it('all follow the rule of display names: grant reasons, news titles and summaries, achievement titles', () => {
    const newsText = schemas.createNews.body.properties.texts.properties.en.properties;
    const shapes = {
      displayName: schemas.updateAccount.body.properties.displayName,
      registration: schemas.emailRegister.body.properties.displayName,
      reason: schemas.createAdminGrant.body.properties.reason,
      title: newsText.title,
      summary: newsText.summary,
      achievementTitle: AchievementText.properties.title,
    };
    for (const [name, shape] of Object.entries(shapes)) expect((shape as { pattern?: string }).pattern, name).toBe(shownLinePattern);
  });
});

describe('several lines (news bodies, support messages)', () => {
  it('keeps right-to-left writing whole: marks, embeddings and isolates, which end with their paragraph on display', () => {
    const texts = ['שלום, זה \u202bטקסט\u202c.\nשורה שנייה', 'مرحبا \u200fABC\u200f\n\n\u2067abc\u2069 نص', 'Line one\r\n\tLine two'];
    for (const text of texts) expect(multiLine.test(text), text).toBe(true);
  });

  it('refuses a text with nothing visible and control characters other than tab and line breaks', () => {
    for (const text of ['\u200b\n\u3164', ' \n\t\u2800 ', '\u0085', 'a\u001bb', 'a\u007f']) expect(multiLine.test(text), JSON.stringify(text)).toBe(false);
  });
});

describe('showsSomething (a name saved before the rule)', () => {
  it('tells a text that shows something from one blank to the eye', () => {
    for (const text of ['Ada', 'Ana María', '\u200eAda', '👩\u200d💻']) expect(showsSomething(text), text).toBe(true);
    for (const text of ['', '   ', '\u200b\u200b', '\u202e', '\u3164', '\u2800']) expect(showsSomething(text), JSON.stringify(text)).toBe(false);
  });
});
