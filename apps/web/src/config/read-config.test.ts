import { describe, expect, it } from 'vitest';
import { configDefaults, readConfig } from './read-config.ts';

describe('readConfig', () => {
  it('gives working defaults when nothing is configured', () => {
    const { config, problems } = readConfig({});
    expect(problems).toEqual([]);
    expect(config.chain).toEqual({
      rpcUrl: configDefaults.rpcUrl,
      icon: null,
      blockExplorerUrl: configDefaults.blockExplorerUrl,
    });
    expect(config.analyticsScriptUrl).toBeNull();
    expect(config.allowedHostnames).toEqual(['localhost', '127.0.0.1']);
    expect(config.telegramMiniAppUrl).toBeNull();
    expect(config.protocolScheme).toBe('web+coregames');
    expect(config.e2eHooks).toBe(false);
    expect(config.version).toBe('dev');
  });

  it('takes valid values', () => {
    const { config, problems } = readConfig({
      VITE_CORE_RPC_URL: 'https://rpc.example.org/core',
      VITE_CORE_CHAIN_ICON: 'https://cdn.example.org/core.svg',
      VITE_ANALYTICS_SCRIPT: 'https://stats.example.org/script.js',
      VITE_ALLOWED_HOSTNAMES: 'localhost, Games.Example.org,games.example.org',
      VITE_PROTOCOL_NAME: 'web+arcade',
      VITE_TELEGRAM_APP_URL: 'https://t.me/CoreGamesBot/play/',
      VITE_APP_VERSION: '1.2.3',
      VITE_E2E_HOOKS: 'true',
    });
    expect(problems).toEqual([]);
    expect(config.chain.rpcUrl).toBe('https://rpc.example.org/core');
    expect(config.chain.icon).toBe('https://cdn.example.org/core.svg');
    expect(config.analyticsScriptUrl).toBe('https://stats.example.org/script.js');
    expect(config.allowedHostnames).toEqual(['localhost', 'games.example.org']);
    expect(config.protocolScheme).toBe('web+arcade');
    expect(config.telegramMiniAppUrl).toBe('https://t.me/CoreGamesBot/play');
    expect(config.version).toBe('1.2.3');
    expect(config.e2eHooks).toBe(true);
  });

  it('treats "none" and empty analytics as off', () => {
    expect(readConfig({ VITE_ANALYTICS_SCRIPT: 'none' }).config.analyticsScriptUrl).toBeNull();
    expect(readConfig({ VITE_ANALYTICS_SCRIPT: '  ' }).config.analyticsScriptUrl).toBeNull();
  });

  it('replaces invalid values by defaults and names each problem', () => {
    const { config, problems } = readConfig({
      VITE_CORE_RPC_URL: 'javascript:alert(1)',
      VITE_CORE_CHAIN_ICON: 'http://plain.example/icon.svg',
      VITE_ANALYTICS_SCRIPT: 'data:text/javascript,alert(1)',
      VITE_ALLOWED_HOSTNAMES: 'localhost,bad host',
      VITE_PROTOCOL_NAME: 'Web+Bad1',
      VITE_TELEGRAM_APP_URL: 'http://t.me/CoreGamesBot/play',
    });
    expect(config.chain.rpcUrl).toBe(configDefaults.rpcUrl);
    expect(config.chain.icon).toBeNull();
    expect(config.analyticsScriptUrl).toBeNull();
    expect(config.allowedHostnames).toEqual(['localhost', '127.0.0.1']);
    expect(config.protocolScheme).toBe('web+coregames');
    expect(config.telegramMiniAppUrl).toBeNull();
    expect(problems).toHaveLength(6);
    expect(problems.join('\n')).toMatch(/VITE_CORE_RPC_URL[\s\S]*VITE_CORE_CHAIN_ICON[\s\S]*VITE_ANALYTICS_SCRIPT[\s\S]*VITE_ALLOWED_HOSTNAMES[\s\S]*VITE_TELEGRAM_APP_URL[\s\S]*VITE_PROTOCOL_NAME/);
    expect(problems).toContain('VITE_TELEGRAM_APP_URL must be an https://t.me/<bot>/<app> link; invite links open the website.');
  });

  it('never turns on the test triggers for anything but "true"', () => {
    expect(readConfig({ VITE_E2E_HOOKS: '1' }).config.e2eHooks).toBe(false);
    expect(readConfig({ VITE_E2E_HOOKS: true }).config.e2eHooks).toBe(false);
  });
});
