import { describe, expect, it } from 'vitest';
import { passkeyAvailability } from './passkey-availability.ts';

describe('passkeyAvailability', () => {
  const browser = { hostname: 'games.example.com', hasWebAuthn: true };

  it('is usable on the rpID and under it', () => {
    expect(passkeyAvailability('games.example.com', browser)).toBe('usable');
    expect(passkeyAvailability('example.com', browser)).toBe('usable');
    expect(passkeyAvailability('Example.COM', { ...browser, hostname: 'GAMES.example.com' })).toBe('usable');
  });

  it('is not on another host: the site by its IP address, or a look-alike domain', () => {
    expect(passkeyAvailability('localhost', { hostname: '127.0.0.1', hasWebAuthn: true })).toBe('other-host');
    expect(passkeyAvailability('example.com', { hostname: 'badexample.com', hasWebAuthn: true })).toBe('other-host');
    expect(passkeyAvailability('games.example.com', { hostname: 'example.com', hasWebAuthn: true })).toBe('other-host');
  });

  it('is disabled when the server has no rpID, whatever the browser, and unsupported without WebAuthn', () => {
    expect(passkeyAvailability(null, browser)).toBe('disabled');
    expect(passkeyAvailability(null, { ...browser, hasWebAuthn: false })).toBe('disabled');
    expect(passkeyAvailability('games.example.com', { ...browser, hasWebAuthn: false })).toBe('unsupported');
  });
});
