import { describe, expect, it } from 'vitest';
import { describeBrowser } from './describe-browser.ts';

describe('describeBrowser', () => {
  it('names the browser and the system of common User-Agent headers', () => {
    expect(describeBrowser('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36')).toEqual({ browser: 'Chrome', system: 'Linux' });
    expect(describeBrowser('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toEqual({ browser: 'Edge', system: 'Windows' });
    expect(describeBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(describeBrowser('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0')).toEqual({ browser: 'Firefox', system: 'macOS' });
    expect(describeBrowser('Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36')).toEqual({ browser: 'Samsung Internet', system: 'Android' });
  });

  it('says what it knows of an unusual one, and nothing of an unknown one', () => {
    expect(describeBrowser('curl/8.5.0')).toBeNull();
    expect(describeBrowser('')).toBeNull();
    expect(describeBrowser('SomeBot/1.0 (Linux)')).toEqual({ browser: null, system: 'Linux' });
  });
});
