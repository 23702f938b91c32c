// Custom browser commands defined in vitest.config.ts.
declare module 'vitest/browser' {
  interface BrowserCommands {
    readFrameText: (frameSelector: string, selector: string) => Promise<string>;
  }
}

export {};
