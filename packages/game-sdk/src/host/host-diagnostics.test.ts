import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../protocol/diagnostic.ts';
import type { ProtocolErrorReport } from './host-callbacks.ts';
import { createHostProtocol } from './host-protocol.ts';

const diagnostic = (fields: object) => ({ protocol: 'site-game', version: 2, type: 'diagnostic', ...fields });

function setup(listening: boolean) {
  const heard: Diagnostic[] = [];
  const requests: string[] = [];
  const refusals: string[] = [];
  const errors: ProtocolErrorReport[] = [];
  const host = createHostProtocol({
    send: () => undefined,
    onStartRun: () => Promise.resolve({ runId: 'run-1' }),
    onFinishRun: () => Promise.resolve({ coins: '0', capped: false }),
    onProtocolError: (report) => errors.push(report),
    onRequest: (request) => requests.push(request.type),
    onRefusal: (request, error) => refusals.push(`${request.id} ${request.type}: ${error.code}`),
    ...(listening ? { onDiagnostic: (item: Diagnostic) => heard.push(item) } : {}),
  });
  return { host, heard, requests, refusals, errors };
}

describe('a game page\'s diagnostics', () => {
  it('reach a host that listens, cut to one line, and are no protocol error', () => {
    const { host, heard, errors } = setup(true);
    host.receive(diagnostic({ kind: 'console', text: 'x'.repeat(600) }));
    host.receive(diagnostic({ kind: 'csp', text: 'connect-src https://elsewhere.example' }));
    expect(heard.map((item) => [item.kind, item.text.length])).toEqual([
      ['console', 500],
      ['csp', 37],
    ]);
    expect(errors).toEqual([]);
  });

  it('are dropped silently by the site\'s play stage, which does not listen', () => {
    const { host, errors } = setup(false);
    host.receive(diagnostic({ kind: 'error', text: 'boom' }));
    expect(errors).toEqual([]);
  });

  it('of an unknown kind or with other fields are refused as any malformed message', () => {
    const { host, heard, errors } = setup(true);
    host.receive(diagnostic({ kind: 'shout', text: 'boom' }));
    host.receive(diagnostic({ kind: 'error', text: 'boom', extra: 1 }));
    expect(heard).toEqual([]);
    expect(errors).toHaveLength(2);
  });

  it('leave requests to the protocol, each told to onRequest before its answer', () => {
    const { host, requests } = setup(true);
    host.receive({ protocol: 'site-game', version: 2, type: 'gameReady', id: 'a' });
    host.receive({ protocol: 'site-game', version: 2, type: 'startRun', id: 'b', requestId: 'request-1' });
    expect(requests).toEqual(['gameReady', 'startRun']);
  });

  it('tell each refused request to onRefusal with the code the game was sent, and no answered one', async () => {
    const { host, refusals } = setup(true);
    host.receive({ protocol: 'site-game', version: 2, type: 'loadingProgress', id: 'a', progress: 30 });
    host.receive({ protocol: 'site-game', version: 2, type: 'load', id: 'b' });
    host.receive({ protocol: 'site-game', version: 2, type: 'gameplayStart', id: 'c' });
    host.receive({ protocol: 'site-game', version: 2, type: 'gameReady', id: 'd' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A host without onLoad keeps no saves (the inspector's, a review's): `load` is refused.
    expect(refusals).toEqual(['c gameplayStart: out_of_order', 'b load: refused']);
  });
});
