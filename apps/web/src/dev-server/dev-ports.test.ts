import { describe, expect, it } from 'vitest';
import { readDevPorts } from './dev-ports.ts';

describe("npm start's site ports", () => {
  it('listen on 5173 and send /api to 127.0.0.1:8787 when no port is given', () => {
    expect(readDevPorts({})).toEqual({ sitePort: 5173, apiTarget: 'http://127.0.0.1:8787' });
  });

  it('follow SITE_PORT and API_PORT', () => {
    expect(readDevPorts({ SITE_PORT: '5373', API_PORT: '8887' })).toEqual({ sitePort: 5373, apiTarget: 'http://127.0.0.1:8887' });
  });

  it('send /api to API_URL when one is given', () => {
    expect(readDevPorts({ API_PORT: '8887', API_URL: 'http://127.0.0.1:9999' }).apiTarget).toBe('http://127.0.0.1:9999');
  });

  it('refuse a port that is not one, naming the setting and the value', () => {
    expect(() => readDevPorts({ SITE_PORT: '53 73' })).toThrow('SITE_PORT: must be a port number from 1 to 65534 (got "53 73").');
    expect(() => readDevPorts({ API_PORT: '65535' })).toThrow('API_PORT: must be a port number from 1 to 65534 (got "65535").');
  });
});
