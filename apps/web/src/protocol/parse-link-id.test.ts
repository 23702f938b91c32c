import { describe, expect, it } from 'vitest';
import { parseLinkId } from './parse-link-id.ts';

const scheme = 'web+coregames';

describe('parseLinkId', () => {
  it('reads a bare id and a protocol-handler link', () => {
    expect(parseLinkId('invite-users', scheme)).toEqual({ kind: 'valid', id: 'invite-users' });
    expect(parseLinkId('web+coregames:welcome', scheme)).toEqual({ kind: 'valid', id: 'welcome' });
    expect(parseLinkId('WEB+COREGAMES://Season-2/', scheme)).toEqual({ kind: 'valid', id: 'season-2' });
  });

  it('reports a missing id as none', () => {
    expect(parseLinkId(null, scheme)).toEqual({ kind: 'none' });
  });

  it('rejects anything outside the pattern', () => {
    for (const raw of ['', '-start', 'end-', '../etc/passwd', '<script>', 'a'.repeat(65), 'web+other:welcome', 'news/1', 'javascript:alert(1)']) {
      expect(parseLinkId(raw, scheme), raw).toEqual({ kind: 'invalid' });
    }
  });
});
