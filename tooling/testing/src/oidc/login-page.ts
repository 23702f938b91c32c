/** The label of the user id field; Playwright finds the field by it (`page.getByLabel`). */
export const userIdLabel = 'User id';
export const signInButtonName = 'Sign in';
export const cancelButtonName = 'Cancel';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The provider's sign-in page: one labelled field for the user id (no password: every id is a
 * test user), a submit button and a way to cancel, usable with a keyboard and a screen reader.
 */
export function renderLoginPage(options: { uid: string; clientId: string; loginHint?: string | undefined }): string {
  const uid = encodeURIComponent(options.uid);
  const value = options.loginHint ? ` value="${escapeHtml(options.loginHint)}"` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · local test OpenID provider</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 24rem; margin: 3rem auto; padding: 0 1rem; color: #1a1a1a; background: #fff; }
label, input, button { display: block; font-size: 1rem; }
input { margin: 0.25rem 0 1rem; padding: 0.5rem; width: 100%; box-sizing: border-box; }
button { padding: 0.5rem 1rem; margin-bottom: 0.5rem; }
</style>
</head>
<body>
<main>
<h1>Local test OpenID provider</h1>
<p>Sign in to <strong>${escapeHtml(options.clientId)}</strong> as any test user.</p>
<form method="post" action="/interaction/${uid}/login">
<label for="user-id">${userIdLabel}</label>
<input id="user-id" name="login" required autocomplete="username" autofocus${value}>
<button type="submit">${signInButtonName}</button>
</form>
<form method="post" action="/interaction/${uid}/abort">
<button type="submit">${cancelButtonName}</button>
</form>
</main>
</body>
</html>
`;
}
