import type { Stamina } from '@site/api-contract';
import i18next from 'i18next';
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { strictMount } from '../../test/strict-mount.tsx';
import { StageNextStep } from './stage-next-step.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: { play: { outcome: { playAgain: 'Play again', nextLevel: 'Play level {{level}}' } } } } } });
});

const plenty: Stamina = { value: 90, max: 100, refillSeconds: 180, nextPointAt: null, fullAt: null };

describe('the next step after a run, pressed', () => {
  it('opens the next level, or the level just played again with the levels offered still up to the next', () => {
    const asked: [number | null, number | null | undefined][] = [];
    strictMount().render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <StageNextStep nextLevel={11} playedLevel={4} stamina={plenty} cost={10} onPlay={(level, open) => asked.push([level, open])} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const button = (name: string) => [...document.querySelectorAll('button')].find((element) => element.textContent === name);
    act(() => button('Play level 11')?.click());
    act(() => button('Play again')?.click());
    expect(asked).toEqual([
      [11, undefined],
      [4, 11],
    ]);
  });
});
