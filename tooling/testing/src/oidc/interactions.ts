import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { renderLoginPage } from './login-page.ts';

const maxBodyBytes = 16 * 1024;

/**
 * The provider's own pages under `/interaction/:uid`: GET shows the login form, POST `…/login`
 * signs in as the typed user id, POST `…/abort` cancels (the client gets `access_denied`).
 */
export async function handleInteraction(provider: Provider, request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
  try {
    await answerInteraction(provider, request, response, path);
  } catch (error) {
    // An expired or unknown interaction (no cookie, a finished sign-in): say so, like a real provider.
    sendText(response, 400, `The sign-in could not continue: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function answerInteraction(provider: Provider, request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
  const [, , uid = '', action = ''] = path.split('/');
  const details = await provider.interactionDetails(request, response);
  const clientId = String(details.params.client_id);
  if (details.uid !== uid) {
    sendText(response, 400, 'This sign-in page belongs to another authorization.');
  } else if (request.method === 'GET' && action === '' && details.prompt.name === 'login') {
    const loginHint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
    sendHtml(response, 200, renderLoginPage({ uid, clientId, loginHint }));
  } else if (request.method === 'POST' && action === 'login') {
    const login = new URLSearchParams(await readBody(request)).get('login')?.trim() ?? '';
    if (login === '') sendHtml(response, 400, renderLoginPage({ uid, clientId }));
    else await provider.interactionFinished(request, response, { login: { accountId: login } }, { mergeWithLastSubmission: false });
  } else if (request.method === 'POST' && action === 'abort') {
    const result = { error: 'access_denied', error_description: 'The user cancelled the sign-in.' };
    await provider.interactionFinished(request, response, result, { mergeWithLastSubmission: false });
  } else {
    sendText(response, 404, `The test provider has no page for ${request.method ?? ''} ${path} (prompt ${details.prompt.name}).`);
  }
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  response.end(html);
}

function sendText(response: ServerResponse, status: number, text: string): void {
  if (response.headersSent) return;
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  response.end(text);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) throw new Error('the form is too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
