import { toDisplayMessage } from '../errors/error-message.ts';

/**
 * The fallback screen for a start-up that failed: plain DOM, no React (which may be what
 * failed), English text, the error's message but never its stack, and a refresh button.
 */
export function showStartupFailure(error: unknown, doc: Document = document): void {
  const container = doc.getElementById('root') ?? doc.body;
  const screen = doc.createElement('main');
  screen.className = 'error-screen startup-failure';
  const alert = doc.createElement('div');
  alert.setAttribute('role', 'alert');

  const title = doc.createElement('h1');
  title.textContent = 'Something went wrong';
  const explanation = doc.createElement('p');
  explanation.textContent = 'The site could not start.';
  const message = doc.createElement('p');
  message.className = 'error-screen__message';
  message.textContent = toDisplayMessage(error) ?? 'Unknown error';
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'button button--primary';
  button.textContent = 'Refresh page';
  button.addEventListener('click', () => {
    doc.defaultView?.location.reload();
  });

  alert.append(title, explanation, message);
  screen.append(alert, button);
  container.replaceChildren(screen);
}
