import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { VisitorRunEnd } from './visitor-run-end.tsx';

const i18n = i18next.createInstance();
const english = JSON.parse(readFileSync(new URL('../../public/locales/en/ui.json', import.meta.url), 'utf8')) as { play: { visitorEnd: Record<string, string> } };
beforeAll(async () => {
  await i18n.init({ lng: 'en', interpolation: { escapeValue: false }, resources: { en: { translation: english } } });
});

const render = (props: { hasLevels: boolean; nextLevel: number | null }): string =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location="/games/levels">
        <VisitorRunEnd returnPath="/games/levels" onPlay={() => undefined} {...props} />
      </StaticRouter>
    </I18nextProvider>,
  );

/** The labels of the next steps, in order. */
const steps = (html: string): string[] => [...(html.split('run-outcome__next')[1] ?? '').matchAll(/<(?:a|button)[^>]*>(.*?)<\/(?:a|button)>/g)].map(([, label]) => label ?? '');

describe("a visitor's result", () => {
  it('offers the next level the game opened in place of Play again, beside Sign in', () => {
    expect(steps(render({ hasLevels: true, nextLevel: 2 }))).toEqual(['Sign in', 'Play level 2']);
    expect(steps(render({ hasLevels: true, nextLevel: null }))).toEqual(['Sign in', 'Play again']);
  });

  it("says what signing in keeps: for a game with levels, that levels won now do not count; for another, that its save moves", () => {
    const levels = render({ hasLevels: true, nextLevel: 2 });
    expect(levels).toContain(english.play.visitorEnd.levelsText);
    expect(levels).not.toContain('progress comes with you');
    expect(render({ hasLevels: false, nextLevel: null }).replaceAll('&#x27;', "'")).toContain(english.play.visitorEnd.text);
  });
});
