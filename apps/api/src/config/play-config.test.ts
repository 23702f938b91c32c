import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.ts';

describe('PLAY_FRAME_ANCESTORS', () => {
  it("lets Telegram's web client frame the games by default, as it frames the site", () => {
    expect(loadConfig({}).play.extraFrameAncestors).toEqual(['https://web.telegram.org']);
  });

  it('takes a list of origins, or none', () => {
    expect(loadConfig({ PLAY_FRAME_ANCESTORS: 'https://a.example, http://127.0.0.1:3000/' }).play.extraFrameAncestors).toEqual(['https://a.example', 'http://127.0.0.1:3000']);
    expect(loadConfig({ PLAY_FRAME_ANCESTORS: 'none' }).play.extraFrameAncestors).toEqual([]);
  });

  it('refuses what is not an origin, naming the variable', () => {
    for (const value of ['https://a.example/path', 'javascript:alert(1)', '*', "'self'"]) {
      expect(() => loadConfig({ PLAY_FRAME_ANCESTORS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ PLAY_FRAME_ANCESTORS: value })).toThrow(/PLAY_FRAME_ANCESTORS: each entry must be an origin: http:\/\/ or https:\/\/, .*, or the whole value none \(got /);
    }
  });
});
