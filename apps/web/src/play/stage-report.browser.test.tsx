import i18next from 'i18next';
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { strictMount } from '../../test/strict-mount.tsx';
import { StageReport } from './stage-report.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: { play: { hideResult: 'Hide the result', showResult: 'Show the result' } } } } });
});

const button = (name: string): HTMLButtonElement | undefined => [...document.querySelectorAll('button')].find((element) => element.textContent === name);
const sheet = (): HTMLElement | null => document.querySelector('[data-testid="stage-report"]');

describe('the result sheet on the stage', () => {
  it('when hidden, leaves "Show the result", which brings it back as the player left it; the focus goes from each to the other', () => {
    strictMount().render(
      <I18nextProvider i18n={i18n}>
        <StageReport>
          <details>
            <summary>All figures</summary>
            <button type="button">Play level 11</button>
          </details>
        </StageReport>
      </I18nextProvider>,
    );
    // Shown at first, and the focus left where it was (the game's).
    expect(sheet()?.hidden).toBe(false);
    expect(button('Show the result')).toBeUndefined();
    expect(document.activeElement).toBe(document.body);
    const details = document.querySelector('details');
    if (details) details.open = true;

    act(() => button('Hide the result')?.click());
    expect(sheet()?.hidden).toBe(true);
    const show = button('Show the result');
    expect(document.activeElement).toBe(show);
    expect(show?.getAttribute('aria-controls')).toBe(sheet()?.id);

    act(() => show?.click());
    expect(sheet()?.hidden).toBe(false);
    expect(button('Show the result')).toBeUndefined();
    expect(document.activeElement).toBe(button('Hide the result'));
    // The same result, its figures as they were left, and its next step there.
    expect(document.querySelector('details')?.open).toBe(true);
    expect(button('Play level 11')).toBeDefined();
  });
});
