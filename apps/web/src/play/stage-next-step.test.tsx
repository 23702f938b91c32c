import { readFileSync } from 'node:fs';
import type { Stamina } from '@site/api-contract';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextSteps, StageNextStep } from './stage-next-step.tsx';

const i18n = i18next.createInstance();
const translation = (language: string) => JSON.parse(readFileSync(new URL(`../../public/locales/${language}/ui.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
beforeAll(async () => {
  await i18n.init({ lng: 'en', interpolation: { escapeValue: false }, resources: { en: { translation: translation('en') }, es: { translation: translation('es') } } });
});

const plenty: Stamina = { value: 90, max: 100, refillSeconds: 180, nextPointAt: '2026-12-06T12:02:00.000Z', fullAt: '2026-12-06T12:30:00.000Z' };
const two: Stamina = { value: 2, max: 100, refillSeconds: 180, nextPointAt: '2026-12-06T12:02:00.000Z', fullAt: '2026-12-06T16:56:00.000Z' };

function render(props: { nextLevel: number | null; playedLevel: number | null; stamina?: Stamina; cost?: number | null }, language = 'en'): string {
  void i18n.changeLanguage(language);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location="/games/levels">
        <StageNextStep stamina={plenty} cost={10} onPlay={() => undefined} {...props} />
      </StaticRouter>
    </I18nextProvider>,
  );
}

/** Each step as its label, "(primary)" and "(waits)" when it is so. */
const steps = (html: string): string[] =>
  [...(html.split('run-outcome__next')[1] ?? '').matchAll(/<(a|button)([^>]*)>(.*?)<\/(?:a|button)>/g)].map(
    ([, , attributes = '', label = '']) => `${label}${attributes.includes('button--primary') ? ' (primary)' : ''}${attributes.includes('aria-disabled="true"') ? ' (waits)' : ''}`,
  );

describe("the next step after a run, on the stage", () => {
  it('offers the next level and Play again after a level completed', () => {
    expect(nextSteps(11, 10, false)).toEqual([{ kind: 'level', level: 11 }, { kind: 'again', level: 10 }]);
    expect(steps(render({ nextLevel: 11, playedLevel: 10 }))).toEqual(['Play level 11 (primary)', 'Play again']);
  });

  it('offers Play again at the level just played, which may not be the one the stage opened', () => {
    // Opened at level 10, the player picked level 4 in the game and completed it: the server's next level is still 11.
    expect(nextSteps(11, 4, false)).toEqual([{ kind: 'level', level: 11 }, { kind: 'again', level: 4 }]);
  });

  it('offers one step after a level given up: its next level is the level Play again would open', () => {
    expect(nextSteps(10, 10, false)).toEqual([{ kind: 'level', level: 10 }]);
    expect(steps(render({ nextLevel: 10, playedLevel: 10 }))).toEqual(['Play level 10 (primary)']);
    expect(steps(render({ nextLevel: 10, playedLevel: 10 }, 'es'))).toEqual(['Jugar el nivel 10 (primary)']);
  });

  it('offers Play again alone for a game without levels', () => {
    expect(steps(render({ nextLevel: null, playedLevel: null }))).toEqual(['Play again (primary)']);
  });

  it('with too little stamina left for a run, offers recovering it first, and one Play that waits, saying why', () => {
    expect(nextSteps(11, 10, true)).toEqual([{ kind: 'recover' }, { kind: 'level', level: 11 }]);
    const html = render({ nextLevel: 11, playedLevel: 10, stamina: two });
    expect(steps(html)).toEqual(['Recover stamina (primary)', 'Play level 11 (waits)']);
    expect(html).toContain('href="/recover-stamina"');
    const reason = /<p id="([^"]+)"[^>]*data-testid="stamina-short"[^>]*>(.*?)<\/p>/.exec(html);
    expect(reason?.[2]).toMatch(/^A run costs 10 stamina points and you have 2\. Enough is back in \d+ minutes \(at [^)]+\), or recover it now with gold coins\.$/);
    expect(html).toContain(`aria-describedby="${reason?.[1] ?? 'none'}"`);
    expect(steps(render({ nextLevel: 11, playedLevel: 10, stamina: two }, 'es'))).toEqual(['Recuperar energía (primary)', 'Jugar el nivel 11 (waits)']);
  });

  it('offers the steps as usual when what a run costs is not known', () => {
    expect(steps(render({ nextLevel: 11, playedLevel: 10, stamina: two, cost: null }))).toEqual(['Play level 11 (primary)', 'Play again']);
  });
});
