/** Debian's Chromium, never a downloaded browser: its headless shell first (the same engine for far less CPU), then the full browser. */
export declare const debianChromiums: readonly string[];

/** Flags that keep headless Chromium quiet on a machine with no outside network; `--no-sandbox` is the caller's choice. */
export declare const quietChromiumArgs: readonly string[];

/** The full browser's own pages (the address bar's popup) as features to turn off; merge them into the one `--disable-features` Chromium reads. */
export declare const browserPageFeatures: readonly string[];
