import { readFileSync } from 'node:fs';
import type { GameDeclaration } from '@site/api-contract';
import { ApiError } from '@site/api-contract/client';
import i18next, { type i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemText, type Problem } from '../forms/field-problem.ts';
import { DeclarationFields } from './declaration-fields.tsx';
import { declarationText } from './declaration-text.ts';
import { declarationInputOf, withDeclaration } from './declaration-values.ts';
import { checkSubmission } from './submission-checks.ts';
import { SubmissionForm } from './submission-form.tsx';

const translators: Record<'en' | 'es', I18n> = { en: i18next.createInstance(), es: i18next.createInstance() };
beforeAll(async () => {
  for (const [language, i18n] of Object.entries(translators)) {
    const translation = JSON.parse(readFileSync(new URL(`../../public/locales/${language}/ui.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
    await i18n.init({ lng: language, resources: { [language]: { translation } }, interpolation: { escapeValue: false } });
  }
});

/** /submit's form as it first renders: a new game's (`game` null) or a new version's, with the game's newest declaration when known. */
function formHtml(game: string | null, declared?: GameDeclaration, language: 'en' | 'es' = 'en'): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={translators[language]}>
      <StaticRouter location="/submit">
        <SubmissionForm game={game} declared={declared} />
      </StaticRouter>
    </I18nextProvider>,
  );
}

/** The input named `name`, or null. */
const inputNamed = (html: string, name: string): string | null => new RegExp(`<input [^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? null;
/** The text of the label of the control with this id. */
const labelOf = (html: string, input: string | null): string | null => {
  const id = /id="([^"]+)"/.exec(input ?? '')?.[1];
  return id === undefined ? null : (new RegExp(`<label [^>]*for="${id}"[^>]*>([^<]*)`).exec(html)?.[1] ?? null);
};

const page = (values: Record<string, string>): FormData => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

const problemsOf = (values: Record<string, string>) => checkSubmission({ thumbnail: { name: 't.png', size: 10, type: 'image/png' }, bundle: { name: 'g.zip', size: 10, type: 'application/zip' }, declaration: declarationInputOf(page(values)) }, { newGame: false });

describe("/submit's levels and top score", () => {
  it('asks a new game whether it has levels (not ticked) and its top score (10,000), each labelled, in either language', () => {
    const html = formHtml(null);
    const hasLevels = inputNamed(html, 'hasLevels');
    expect(hasLevels).toContain('type="checkbox"');
    expect(hasLevels).not.toContain('checked');
    expect(labelOf(html, hasLevels)).toBe('My game has levels');
    // How many is asked once the box is ticked.
    expect(inputNamed(html, 'levels')).toBeNull();
    const topScore = inputNamed(html, 'topScore');
    expect(topScore).toContain('value="10000"');
    expect(labelOf(html, topScore)).toBe('Top score a run can reach');
    expect(html).toContain('<legend>Levels and score</legend>');

    const spanish = formHtml(null, undefined, 'es');
    expect(labelOf(spanish, inputNamed(spanish, 'hasLevels'))).toBe('Mi juego tiene niveles');
    expect(labelOf(spanish, inputNamed(spanish, 'topScore'))).toBe('Puntuación máxima de una partida');
  });

  it("starts a new version's fields at what the game's newest version declared, and leaves them out while that is not known", () => {
    const html = formHtml('five-rooms', { levels: 5, topScore: 2000 });
    expect(inputNamed(html, 'hasLevels')).toContain('checked');
    const levels = inputNamed(html, 'levels');
    expect(levels).toContain('value="5"');
    expect(labelOf(html, levels)).toBe('How many levels');
    expect(inputNamed(html, 'topScore')).toContain('value="2000"');

    // Unknown: nothing is sent, and the server keeps the newest version's declaration.
    const unknown = formHtml('five-rooms');
    expect(inputNamed(unknown, 'hasLevels')).toBeNull();
    expect(inputNamed(unknown, 'topScore')).toBeNull();
  });

  it('checks the numbers before sending: how many levels 1–200 when ticked, the top score 1–1,000,000', () => {
    expect(problemsOf({ topScore: '10000' })).toEqual({});
    expect(problemsOf({ hasLevels: 'yes', levels: ' 200 ', topScore: '1000000' })).toEqual({});
    // Not ticked: how many is not read.
    expect(problemsOf({ levels: 'lots', topScore: '1' })).toEqual({});
    for (const levels of ['', '0', '201', '2.5', '-3', 'five']) {
      expect(problemsOf({ hasLevels: 'yes', levels, topScore: '100' }), levels).toEqual({ levels: { key: 'submissions.problems.levelsRange', values: { max: 200 } } });
    }
    for (const topScore of ['', '0', '1000001', '1e4', 'ten']) {
      expect(problemsOf({ topScore }), topScore).toEqual({ topScore: { key: 'submissions.problems.topScoreRange', values: { max: 1_000_000 } } });
    }
    const t = translators.en.t.bind(translators.en);
    expect(problemText(t, { key: 'submissions.problems.topScoreRange', values: { max: 1_000_000 } })).toBe('Enter the top score: a whole number from 1 to 1,000,000.');
    expect(problemText(translators.es.t.bind(translators.es), { key: 'submissions.problems.levelsRange', values: { max: 200 } })).toBe('Escribe cuántos niveles tiene tu juego: un número entero de 1 a 200.');
  });

  it('sends levels 0 for a game without levels, the count when ticked, and nothing when the form has no fields', () => {
    const sent = (values: Record<string, string>) => {
      const data = page(values);
      return Object.fromEntries(withDeclaration(data, declarationInputOf(data)).entries());
    };
    expect(sent({ levels: '7', topScore: ' 500 ' })).toEqual({ levels: '0', topScore: '500' });
    expect(sent({ hasLevels: 'yes', levels: ' 7', topScore: '500' })).toEqual({ levels: '7', topScore: '500' });
    expect(sent({ title: 'A game' })).toEqual({ title: 'A game' });
  });

  it("shows the server's refusal of a field at that field, read with its input", () => {
    const refusal = (field: string): Problem => ({ error: new ApiError(`${field}: must be a whole number.`, { status: 400, code: 'validation_failed', field }) });
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={translators.en}>
        <DeclarationFields initial={{ levels: 3, topScore: 100 }} problems={{ levels: refusal('body.levels'), topScore: refusal('body.topScore') }} />
      </I18nextProvider>,
    );
    for (const [name, text] of [
      ['levels', 'Enter how many levels your game has: a whole number from 1 to 200.'],
      ['topScore', 'Enter the top score: a whole number from 1 to 1,000,000.'],
    ] as const) {
      const input = inputNamed(html, name);
      expect(input).toContain('aria-invalid="true"');
      const describedBy = (/aria-describedby="([^"]+)"/.exec(input ?? '')?.[1] ?? '').split(' ');
      const said = describedBy.map((id) => new RegExp(`id="${id}"[^>]*>([^<]*)`).exec(html)?.[1]);
      expect(said).toContain(text);
    }
  });

  it('says a declaration in a few words, for the maker and the moderator', () => {
    const t = translators.en.t.bind(translators.en);
    expect(declarationText(t, { levels: 5, topScore: 2000 }, 'en')).toBe('5 levels · top score 2,000');
    expect(declarationText(t, { levels: 1, topScore: 10_000 }, 'en')).toBe('1 level · top score 10,000');
    expect(declarationText(t, { levels: null, topScore: 10_000 }, 'en')).toBe('No levels · top score 10,000');
    expect(declarationText(translators.es.t.bind(translators.es), { levels: 24, topScore: 1000 }, 'es')).toBe('24 niveles · puntuación máxima 1000');
  });
});
