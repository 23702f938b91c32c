// Custom browser commands defined in vitest.config.ts.
declare module 'vitest/browser' {
  interface BrowserCommands {
    readFrameFocus: (frameSelector: string) => Promise<string>;
    readFrameText: (frameSelector: string, selector: string) => Promise<string>;
  }
}

export {};
