import type { LayoutAwaited, LevelsLayout, LevelsMove, SlideRead } from './levels-frame-commands.ts';

// Custom browser commands defined in vitest.config.ts.
declare module 'vitest/browser' {
  interface BrowserCommands {
    readFrameFocus: (frameSelector: string) => Promise<string>;
    readFrameText: (frameSelector: string, selector: string) => Promise<string>;
    readLevelsLayout: (frameSelector: string, awaited?: LayoutAwaited) => Promise<LevelsLayout>;
    moveAndReadLevelsLayout: (frameSelector: string, move: LevelsMove, awaited: LayoutAwaited, slide?: SlideRead) => Promise<LevelsLayout>;
    actInFrame: (frameSelector: string, selector: string, action: 'click' | 'press' | 'select', value?: string) => Promise<void>;
    readFrameAttribute: (frameSelector: string, selector: string, name: string) => Promise<string | null>;
    setScreen: (size: { width: number; height: number }, reducedMotion: boolean, touch: boolean, colorScheme: 'light' | 'dark') => Promise<void>;
  }
}

export {};
