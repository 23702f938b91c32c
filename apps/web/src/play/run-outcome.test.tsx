import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FinishedRun } from './run-bridge.ts';
import { RunOutcome } from './run-outcome.tsx';

const i18n = i18next.createInstance();
const translation = (language: string) => JSON.parse(readFileSync(new URL(`../../public/locales/${language}/ui.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
beforeAll(async () => {
  await i18n.init({ lng: 'en', interpolation: { escapeValue: false }, resources: { en: { translation: translation('en') }, es: { translation: translation('es') } } });
});

const finishedAt = '2026-12-06T09:00:00.000Z';

/** A new player's first run of Levels: level 1 at its most score, 18 coins, and what the same finish paid besides. */
const firstRun: FinishedRun = {
  run: { id: '00000000-0000-4000-8000-000000000001', game: 'levels', version: 1, startedAt: finishedAt, finishableAt: finishedAt, finishedAt, score: 1000, level: 1, completed: true, coinsPaid: '18' },
  earned: '18',
  tableReward: '18',
  cappedBy: null,
  dailyRewards: { limit: '2000', paidToday: '18', leftToday: '1982', resetsAt: '2026-12-07T00:00:00.000Z' },
  balances: { gold_coin: '0', game_coin: '83', invite_point: '0' },
  stamina: { value: 90, max: 100, refillSeconds: 60, nextPointAt: '2026-12-06T09:01:00.000Z', fullAt: '2026-12-06T09:10:00.000Z' },
  levelProgress: { level: { level: 1, maxScore: 1000, completedCoins: 8, bestScore: 1000, completedAt: finishedAt }, newBest: true, firstCompletion: true, nextLevel: 2 },
  achievements: { site: ['first_run'], game: [] },
  bonuses: {
    streak: { day: 1, coins: '10' },
    quests: [
      { slot: 1, kind: 'reach_score', target: 500, gameId: 'levels', reward: '25' },
      { slot: 2, kind: 'three_star_level', target: 1, gameId: null, reward: '30' },
    ],
    leaguePoints: 20,
  },
};

function rendered(finished: FinishedRun, language = 'en', compact = true): string {
  void i18n.changeLanguage(language);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location="/games/levels">
        <RunOutcome started={null} finished={finished} gameTitle="Levels" compact={compact} />
      </StaticRouter>
    </I18nextProvider>,
  );
}

/** The text of the element with `testId`, tags dropped. */
const shown = (html: string, testId: string): string | undefined => new RegExp(`data-testid="${testId}"[^>]*>(.*?)</`).exec(html)?.[1];
/** Each figure as "label: value", in order. */
const figures = (html: string): string[] => [...html.matchAll(/<dt>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, label, value]) => `${label ?? ''}: ${value ?? ''}`);

describe("a run's result on the stage", () => {
  it('says everything the finish paid and the achievements it unlocked, the balance of a new player, and names its parts: the run, the streak day, each quest', () => {
    const html = rendered(firstRun);
    // Seen at once: what was earned, and a first achievement (not behind "All figures").
    expect(figures(html.split('<details')[0] ?? '')).toEqual(['Earned: 83 game coins', 'Achievement unlocked: First run']);
    expect(shown(html, 'run-paid-parts')).toBe('18 for the run · 10 for day 1 of your daily streak · 25 for the quest “Score 500 in Levels” · 30 for the quest “Complete a level with its top score”');
    expect(shown(html, 'run-balance')).toBe('83 game coins');
    expect(figures(html.split('<details')[1] ?? '')).toContain('Weekly league points: +20');
    expect(html.split('<details')[1]).not.toContain('run-achievements');
  });

  it('names every achievement unlocked, the site\'s and the game\'s, where it is seen at once', () => {
    const both: FinishedRun = {
      ...firstRun,
      achievements: { site: ['first_run'], game: [{ id: '7', gameId: 'levels', kind: 'runs', threshold: 100, position: 1, retired: false, texts: [{ language: 'en', title: 'Ice walker', description: '' }] }] },
    };
    expect(figures(rendered(both).split('<details')[0] ?? '')).toEqual(['Earned: 83 game coins', 'Achievements unlocked: First run, Ice walker']);
  });

  it('in Spanish too', () => {
    const html = rendered(firstRun, 'es');
    expect(figures(html.split('<details')[0] ?? '')).toEqual(['Ganado: 83 monedas de juego', 'Logro desbloqueado: Primera partida']);
    expect(shown(html, 'run-paid-parts')).toBe('18 por la partida · 10 por el día 1 de tu racha diaria · 25 por la misión «Consigue 500 puntos en Levels» · 30 por la misión «Completa un nivel con su puntuación máxima»');
    expect(figures(html.split('<details')[1] ?? '')).toContain('Puntos de la liga semanal: +20');
  });

  it("on the stage, leaves a level's first completion to the heading, the game and the next step, and says a new best", () => {
    expect(rendered(firstRun)).not.toContain('run-level');
    expect(shown(rendered(firstRun, 'en', false), 'run-level')).toMatch(/^Level 1 completed\. <a href="\/games\/levels\?level=2"/);
    const replayed = { ...firstRun, levelProgress: firstRun.levelProgress && { ...firstRun.levelProgress, firstCompletion: false, newBest: false } };
    expect(rendered(replayed)).not.toContain('run-level');
  });

  it("links a maker's game with levels to its own next level, not to Levels'", () => {
    const makers = { ...firstRun, run: { ...firstRun.run, game: 'ice-caves' } };
    expect(shown(rendered(makers, 'en', false), 'run-level')).toMatch(/^Level 1 completed\. <a href="\/games\/ice-caves\?level=2"/);
  });

  it('on the page, after the stage, keeps the achievements among all the figures', () => {
    const html = rendered(firstRun, 'en', false);
    expect(figures(html)).toEqual(expect.arrayContaining(['Earned: 83 game coins', 'Weekly league points: +20', 'Achievement unlocked: First run']));
    expect(html.match(/run-achievements/g)).toHaveLength(1);
  });

  it("says only what the run earned when the finish paid nothing besides, and for an answer kept before bonuses existed", () => {
    const { bonuses: _bonuses, achievements: _achievements, ...kept } = firstRun;
    for (const finished of [{ ...firstRun, bonuses: { streak: null, quests: [], leaguePoints: 0 }, achievements: { site: [], game: [] } }, kept]) {
      const html = rendered({ ...finished, balances: { ...firstRun.balances, game_coin: '18' } });
      expect(figures(html.split('<details')[0] ?? '')).toEqual(['Earned: 18 game coins']);
      expect(html).not.toContain('run-paid-parts');
      expect(html).not.toContain('run-league-points');
      expect(html).not.toContain('run-achievements');
    }
  });

  it('heads a run by what it counts for: completed, finished with a score, or given up (a level not completed, a run ended at 0), in English and Spanish', () => {
    const heading = (run: Partial<FinishedRun['run']>, language = 'en') => /<h2 id="run-outcome-heading">(.*?)<\/h2>/.exec(rendered({ ...firstRun, run: { ...firstRun.run, ...run }, levelProgress: null }, language))?.[1];
    expect(heading({})).toBe('Completed!');
    // Levels: a level given up counts for nothing, whatever it scored.
    expect(heading({ level: 3, score: 0, completed: false })).toBe('Level 3 not completed');
    expect(heading({ level: 3, score: 200, completed: false })).toBe('Level 3 not completed');
    // A game without levels: a score counts the run; given up at 0, it does not.
    expect(heading({ game: 'jumper', level: null, score: 120, completed: false })).toBe('Run finished');
    expect(heading({ game: 'jumper', level: null, score: 0, completed: false })).toBe('Run ended without points');
    expect(heading({ game: 'jumper', level: null, score: 0, completed: true })).toBe('Completed!');
    expect(heading({ level: 3, score: 0, completed: false }, 'es')).toBe('Nivel 3 sin completar');
    expect(heading({ game: 'jumper', level: null, score: 0, completed: false }, 'es')).toBe('Partida terminada sin puntos');
    expect(heading({ game: 'jumper', level: null, score: 120, completed: false }, 'es')).toBe('Partida terminada');
  });

  it('writes the score and a new best as the boards do, grouped in the reader\'s language', () => {
    const best = { ...firstRun, run: { ...firstRun.run, score: 12500 }, levelProgress: firstRun.levelProgress && { ...firstRun.levelProgress, firstCompletion: false, level: { ...firstRun.levelProgress.level, bestScore: 12500 } } };
    expect(shown(rendered(firstRun), 'run-score')).toBe('1,000');
    expect(shown(rendered(best), 'run-score')).toBe('12,500');
    expect(shown(rendered(best), 'run-level')).toBe('New best score: 12,500.');
    expect(shown(rendered(best, 'es'), 'run-score')).toBe('12.500');
  });
});
