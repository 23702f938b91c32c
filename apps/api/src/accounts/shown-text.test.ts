import { describe, expect, it } from 'vitest';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { signedInModerator } from '../test-support/support-test-helpers.ts';
import { startTestServer } from '../test-support/test-server.ts';

// Text one person writes for others to read on one line (a display name, a grant's reason, a
// news title) may not turn the text around it or show nothing (docs/architecture.md, "Text one
// person shows another"): a 400 naming the field and the character, the name kept as it was.
const server = await startTestServer();

const refused = (field: string, message: string) => ({ status: 400, body: { error: { code: 'validation_failed', message, details: { field } } } });

describe('a display name', () => {
  it('is refused on a rename when it has a direction control, an invisible character or nothing visible, and stays as it was', async () => {
    const { client } = await signedInPlayer(server);
    const before = (await client.api.call('getSession')).account?.displayName;
    const cases: Array<[string, string]> = [
      ['Mallory\u202eevil', 'body.displayName may not contain characters that change the direction of text (here U+202E).'],
      ['\u2067Ada', 'body.displayName may not contain characters that change the direction of text (here U+2067).'],
      ['\u200b\u200b\u200b', 'body.displayName may not contain invisible characters (here U+200B).'],
      ['\u2800', 'body.displayName has no visible character: it may not be only spaces or blank characters.'],
      ['\u3164', 'body.displayName has no visible character: it may not be only spaces or blank characters.'],
      ['Ada\u001b', 'body.displayName may not contain control characters (here U+001B).'],
    ];
    for (const [displayName, message] of cases) {
      expect(await client.call('updateAccount', { body: { displayName } }), JSON.stringify(displayName)).toMatchObject(refused('body.displayName', message));
    }
    expect((await client.api.call('getSession')).account?.displayName).toBe(before);
  });

  it('keeps names in every script, with emoji sequences and the joiners they need', async () => {
    const { client } = await signedInPlayer(server);
    for (const displayName of ['José Ñandú', '李小龍', 'محمد', 'דוד', 'علی\u200cرضا', '👨\u200d👩\u200d👧']) {
      expect((await client.api.call('updateAccount', { body: { displayName } })).account.displayName).toBe(displayName);
    }
  });

  it('is refused at registration the same way, before anything is created', async () => {
    const body = { email: 'shown-text@example.test', password: 'a-long-enough-password-7', displayName: 'Ana\u202eevil' };
    expect(await server.client().call('emailRegister', { body })).toMatchObject(
      refused('body.displayName', 'body.displayName may not contain characters that change the direction of text (here U+202E).'),
    );
  });
});

describe('a text of several lines', () => {
  it('keeps right-to-left marks but is refused when nothing of it shows, saying so', async () => {
    const { client } = await signedInPlayer(server);
    const body = { category: 'bug', message: '\u200b\n\u3164 \u2800', shareDiagnostics: false };
    expect(await client.call('createSupportTicket', { body })).toMatchObject(refused('body.message', 'body.message has no visible character: it may not be only spaces or blank characters.'));
    expect((await client.call('createSupportTicket', { body: { ...body, message: 'الصفحة \u200fلا تعمل\u200f.\n\u2067abc\u2069' } })).status).toBe(201);
  });
});

describe('a grant reason and a news title', () => {
  it('are refused with a direction control, naming the field', async () => {
    const admin = await signedInModerator(server, 'admin');
    const { accountId } = await signedInPlayer(server);
    const grant = { requestId: crypto.randomUUID(), accountId, asset: 'game_coin', amount: '5', reason: 'Prize\u202e 01-12' };
    expect(await admin.client.call('createAdminGrant', { body: grant })).toMatchObject(refused('body.reason', 'body.reason may not contain characters that change the direction of text (here U+202E).'));
    const texts = { en: { title: '\ufeff', summary: 'Summary', body: 'Body.' } };
    expect(await admin.client.call('createNews', { body: { texts } })).toMatchObject(refused('body.texts.en.title', 'body.texts.en.title may not contain invisible characters (here U+FEFF).'));
  });
});
