import { readFileSync } from 'node:fs';
import { inspectionLimits } from '@site/api-contract';
import { claimBeyondLimits, claimLimitsOf, levelNotOpen, type ClaimRefusal } from '@site/api-contract/claim-rules';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyObservation, observe, type PlaygroundObservation } from './playground-checks.ts';
import { PlaygroundChecks, PlaygroundSummary } from './playground-checks-view.tsx';

const translators: Record<'en' | 'es', I18n> = { en: i18next.createInstance(), es: i18next.createInstance() };
beforeAll(async () => {
  for (const [language, i18n] of Object.entries(translators)) {
    const translation = JSON.parse(readFileSync(new URL(`../../public/locales/${language}/ui.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
    await i18n.init({ lng: language, resources: { [language]: { translation } }, interpolation: { escapeValue: false } });
  }
});

const textOf = (node: ReactNode, language: 'en' | 'es'): string =>
  renderToStaticMarkup(<I18nextProvider i18n={translators[language]}>{node}</I18nextProvider>)
    .replace(/<[^>]+>/g, '|')
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' | ');

const waiting: PlaygroundObservation = emptyObservation;
const timedOut = observe(emptyObservation, { kind: 'ready_wait_over' });
const readyAt = (atMs: number): PlaygroundObservation => observe(emptyObservation, { kind: 'request', atMs, type: 'gameReady' });

describe('the playground\'s summary bar', () => {
  it('says where ready stands as a sentence of its own, in English', () => {
    expect(textOf(<PlaygroundSummary seen={waiting} />, 'en')).toMatch(/^Waiting for gameReady… \| 0 errors/);
    expect(textOf(<PlaygroundSummary seen={timedOut} />, 'en')).toMatch(new RegExp(`^Not ready within ${String(inspectionLimits.readyTimeoutMs / 1000)} sec \\| 0 errors`));
    expect(textOf(<PlaygroundSummary seen={readyAt(360)} />, 'en')).toMatch(/^Ready in 0\.36 sec \| 0 errors/);
  });

  it('and in Spanish', () => {
    expect(textOf(<PlaygroundSummary seen={waiting} />, 'es')).toMatch(/^Esperando gameReady… \| 0 errores/);
    expect(textOf(<PlaygroundSummary seen={timedOut} />, 'es')).toMatch(new RegExp(`^No estuvo listo en ${String(inspectionLimits.readyTimeoutMs / 1000)} s \\| 0 errores`));
    expect(textOf(<PlaygroundSummary seen={readyAt(360)} />, 'es')).toMatch(/^Listo en 0,36 s \| 0 errores/);
  });
});

describe('the playground\'s checks', () => {
  it('label the time to ready, and name the inspector\'s wait while waiting', () => {
    expect(textOf(<PlaygroundChecks seen={readyAt(360)} />, 'en')).toContain('Time to ready | 0.36 sec');
    expect(textOf(<PlaygroundChecks seen={waiting} />, 'en')).toContain(`Time to ready | Waiting for gameReady… | SDK protocol`);
    expect(textOf(<PlaygroundChecks seen={waiting} />, 'en')).toContain(`would stop waiting (${String(inspectionLimits.readyTimeoutMs / 1000)} seconds).`);
  });

  it('never mark the slowed phone\'s ready time passed: they say what this computer\'s time suggests, in either language', () => {
    const { interactiveMaxMs: limit, throttledCpuRate: rate } = inspectionLimits;
    expect(textOf(<PlaygroundChecks seen={readyAt(360)} />, 'en')).toContain(
      `Not tried | Ready within ${String(limit / 1000)} seconds on a phone with its CPU ${String(rate)}× slower | — the inspection times it on its slowed phone; here, not slowed, it was ready in 0.36 sec, which ${String(rate)}× slower makes roughly ${String(Math.round((360 * rate) / 100) / 10)} sec: likely in time`,
    );
    expect(textOf(<PlaygroundChecks seen={readyAt(2000)} />, 'en')).toContain(`it was ready in 2 sec, which ${String(rate)}× slower makes roughly ${String((2000 * rate) / 1000)} sec: it may be too slow`);
    expect(textOf(<PlaygroundChecks seen={readyAt(2000)} />, 'es')).toContain(`estuvo listo en 2 s, que con la CPU ${String(rate)} veces más lenta serían unos ${String((2000 * rate) / 1000)} s: puede que sea demasiado lento`);
    expect(textOf(<PlaygroundChecks seen={readyAt(limit + 1)} />, 'en')).toContain(`Failed | Ready within ${String(limit / 1000)} seconds on a phone with its CPU`);
  });
});

describe("the playground's refused finishes", () => {
  const refusal = (found: ClaimRefusal | null): ClaimRefusal => {
    if (found === null) throw new Error('not refused');
    return found;
  };
  const levels = claimLimitsOf({ levels: 3, topScore: 500 });
  const seen = [
    refusal(claimBeyondLimits(levels, { score: 10, level: 4 })),
    refusal(levelNotOpen(2, 1)),
    refusal(claimBeyondLimits(levels, { score: 1200, level: 1 })),
    refusal(claimBeyondLimits(levels, { score: 10 })),
    refusal(claimBeyondLimits(claimLimitsOf({ levels: null, topScore: 10_000 }), { score: 10, level: 1 })),
  ].reduce((observed, found, index) => observe(observed, { kind: 'refused', atMs: 1000 * (index + 1), refusal: found }), readyAt(100));

  it("list each in the dashboard's words, then what the declaration or the progress did not allow", () => {
    const text = textOf(<PlaygroundChecks seen={seen} />, 'en');
    expect(text).toContain('Runs refused, and why (5)');
    expect(text).toContain('1 sec | A finish with a level the game does not have, or not open yet for the player | Level 4: the game declares 3 levels.');
    expect(text).toContain('2 sec | A finish with a level the game does not have, or not open yet for the player | Level 2 is not open yet here: complete level 1 first.');
    expect(text).toContain('3 sec | A finish with a score above the top score declared | A score of 1,200: the top score declared is 500.');
    expect(text).toContain('finishRun named no level, and the game declares levels.');
    expect(text).toContain('Level 1: the game declares no levels.');
    expect(textOf(<PlaygroundChecks seen={readyAt(100)} />, 'en')).toContain('Runs refused, and why (0) | No run was refused.');
  });

  it("are counted in the stage's bar once there is one", () => {
    expect(textOf(<PlaygroundSummary seen={seen} />, 'en')).toMatch(/\| 1 SDK call \| 5 finishes refused \|/);
    expect(textOf(<PlaygroundSummary seen={seen} />, 'es')).toContain('5 finales rechazados');
    expect(textOf(<PlaygroundSummary seen={readyAt(100)} />, 'en')).not.toContain('refused');
  });

  it('and in Spanish', () => {
    const text = textOf(<PlaygroundChecks seen={seen} />, 'es');
    expect(text).toContain('Partidas rechazadas y por qué (5)');
    expect(text).toContain('Un final con un nivel que el juego no tiene, o aún no abierto para el jugador | Nivel 4: el juego declara 3 niveles.');
    expect(text).toContain('Un final con una puntuación por encima de la máxima declarada | Una puntuación de 1200: la máxima declarada es 500.');
  });
});
