import { storage } from '../storage/safe-storage.ts';
import { createStore } from '../store/create-store.ts';
import {
  defaultAppearance,
  effectiveScheme,
  isAppearancePreference,
  systemScheme,
  type Appearance,
  type AppearancePreference,
  type ColorScheme,
} from './resolve-appearance.ts';

const preferenceKey = 'site.appearance';

/** What the environment asks for: Telegram's theme and platform, or the no-SDK default. */
export const environmentAppearance = createStore<Appearance>(defaultAppearance);

function storedPreference(): AppearancePreference {
  const stored = storage.read(preferenceKey);
  return isAppearancePreference(stored) ? stored : 'auto';
}

/** The visitor's choice from the settings page, remembered across visits. */
export const appearancePreference = createStore<AppearancePreference>(storedPreference());

export function setAppearancePreference(preference: AppearancePreference): void {
  storage.write(preferenceKey, preference);
  appearancePreference.set(preference);
}

/** The scheme the site shows now: the visitor's choice, or the environment's for "Automatic". */
export function shownScheme(): ColorScheme {
  return effectiveScheme(appearancePreference.get(), environmentAppearance.get().scheme);
}

/**
 * Keeps `<html data-appearance data-platform>` in line with the stores; the styles key off these
 * attributes, so the right colours apply before React renders anything.
 */
export function bindAppearanceToDocument(root: HTMLElement = document.documentElement): () => void {
  const apply = (): void => {
    const environment = environmentAppearance.get();
    const scheme = shownScheme();
    root.dataset.appearance = scheme;
    root.dataset.platform = environment.platform;
    root.style.colorScheme = scheme;
  };
  apply();
  const stopEnvironment = environmentAppearance.subscribe(apply);
  const stopPreference = appearancePreference.subscribe(apply);
  return () => {
    stopEnvironment();
    stopPreference();
  };
}

/**
 * Outside Telegram, the environment's scheme is the system's, followed live (a phone switching to
 * dark at sunset switches the site too); returns a function that stops following.
 */
export function followSystemColorScheme(win: Pick<Window, 'matchMedia'> = window): () => void {
  const queries = ['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)'].map((query) => win.matchMedia(query));
  const apply = (): void => {
    environmentAppearance.set({ ...environmentAppearance.get(), scheme: systemScheme((query) => win.matchMedia(query).matches) });
  };
  apply();
  for (const query of queries) query.addEventListener('change', apply);
  return () => {
    for (const query of queries) query.removeEventListener('change', apply);
  };
}
