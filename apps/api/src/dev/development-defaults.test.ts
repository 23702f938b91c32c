import { describe, expect, it } from 'vitest';
import { developmentDefaults } from './development-defaults.ts';

describe("npm start's development defaults", () => {
  it('serve the site on 5173 and this server on 8787, the games on 8788, when no port is given', () => {
    expect(developmentDefaults({})).toMatchObject({
      PORT: '8787',
      PUBLIC_ORIGIN: 'http://127.0.0.1:5173',
      EXTRA_ORIGINS: 'http://localhost:5173,http://127.0.0.1:4173,http://localhost:4173',
      PLAY_ORIGIN: 'http://127.0.0.1:8788',
    });
  });

  it('move the site and this server together with SITE_PORT and API_PORT', () => {
    expect(developmentDefaults({ SITE_PORT: '5373', API_PORT: '8887' })).toMatchObject({
      PORT: '8887',
      PUBLIC_ORIGIN: 'http://127.0.0.1:5373',
      EXTRA_ORIGINS: 'http://localhost:5373,http://127.0.0.1:4173,http://localhost:4173',
      PLAY_ORIGIN: 'http://127.0.0.1:8888',
    });
  });

  it('refuse a port that is not one, naming the setting and the value', () => {
    expect(() => developmentDefaults({ SITE_PORT: 'eighty' })).toThrow('SITE_PORT: must be a port number from 1 to 65534 (got "eighty").');
    expect(() => developmentDefaults({ API_PORT: '70000' })).toThrow('API_PORT: must be a port number from 1 to 65534 (got "70000").');
    expect(() => developmentDefaults({ API_PORT: '0' })).toThrow('API_PORT: must be a port number');
  });

  it('refuse ports that collide, and an API_PORT that PORT contradicts', () => {
    expect(() => developmentDefaults({ SITE_PORT: '8788' })).toThrow("SITE_PORT (8788) must differ from API_PORT (8787) and from the games' port after it (8788).");
    expect(() => developmentDefaults({ API_PORT: '8887', PORT: '9000' })).toThrow('API_PORT (8887) and PORT (9000) disagree: give one of them.');
    expect(developmentDefaults({ API_PORT: '8887', PORT: '8887' }).PORT).toBe('8887');
  });
});
