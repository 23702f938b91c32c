import { describe, expect, it } from 'vitest';
import { loadConfig } from './load-config.ts';
import { configProblems } from '../test-support/config-problems.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { parseStoreLink } from './native-app-config.ts';

const appStore = 'https://apps.apple.com/app/core-games/id6400000000';
const googlePlay = 'https://play.google.com/store/apps/details?id=org.example.coregames';

describe('store links of the native apps', () => {
  it('accepts https links only', () => {
    expect(parseStoreLink(appStore)).toBe(appStore);
    expect(parseStoreLink(googlePlay)).toBe(googlePlay);
    for (const bad of ['http://apps.apple.com/app/id1', 'javascript:alert(1)', 'itms-apps://apps.apple.com/app/id1', 'apps.apple.com/app/id1', 'https://user:pw@apps.apple.com/', 'https://', `https://example.com/${'a'.repeat(2_000)}`]) {
      expect(parseStoreLink(bad), bad).toBeNull();
    }
  });

  it('are off by default and named when wrong', () => {
    expect(loadConfig({}).nativeApps).toEqual({ iosUrl: null, androidUrl: null });
    expect(loadConfig({ IOS_APP_URL: ` ${appStore} `, ANDROID_APP_URL: '' }).nativeApps).toEqual({ iosUrl: appStore, androidUrl: null });
    expect(configProblems({ IOS_APP_URL: 'http://apps.apple.com/app/id1', ANDROID_APP_URL: 'javascript:alert(1)' })).toEqual([
      'IOS_APP_URL: must be an https link of at most 2000 characters with no user name or password (got "http://apps.apple.com/app/id1")',
      'ANDROID_APP_URL: must be an https link of at most 2000 characters with no user name or password (got "javascript:alert(1)")',
    ]);
  });

  it('are served at /api/config, null when not configured', async () => {
    const server = await startTestServer({ ANDROID_APP_URL: googlePlay });
    expect((await server.client().api.call('publicConfig')).nativeApps).toEqual({ ios: null, android: googlePlay });
  });
});
