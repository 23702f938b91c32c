/* global SiteGame -- defined by game-sdk.js, loaded before this script */
// A game that tries everything a game must not do, and lists what happened: each line says
// "blocked" or "EXPOSED". The site's end-to-end test loads it in the real sandbox and reads the
// list (`li[data-probe]`, `data-result`). It asks for another game's save, and another player's,
// by naming them in save and load messages and by fetching the site's save route. Then it floods
// the host with finishRun messages.
const list = document.getElementById('probes');
const done = document.getElementById('done');

function show(probe, result, detail) {
  const item = document.createElement('li');
  item.dataset.probe = probe;
  item.dataset.result = result;
  item.textContent = `${probe}: ${result === 'blocked' ? 'blocked' : 'EXPOSED'} (${detail})`;
  list.append(item);
}

/** Blocked when reading throws or yields nothing; exposed when it yields a value. */
function probe(name, read) {
  try {
    const value = read();
    if (value === undefined || value === null || value === '') show(name, 'blocked', `nothing: ${String(value)}`);
    else show(name, 'exposed', String(value).slice(0, 80));
  } catch (error) {
    show(name, 'blocked', error && error.name ? error.name : 'error');
  }
}

async function probeAsync(name, attempt) {
  try {
    const value = await attempt();
    if (value === undefined || value === null || value === '') show(name, 'blocked', `nothing: ${String(value)}`);
    else show(name, 'exposed', String(value).slice(0, 80));
  } catch (error) {
    show(name, 'blocked', error && error.name ? error.name : 'error');
  }
}

probe('document.cookie', () => document.cookie);
probe('parent.document', () => parent.document.title);
probe('top.document', () => top.document.title);
probe('localStorage', () => localStorage.length + ' keys');
probe('sessionStorage', () => sessionStorage.length + ' keys');
probe('parent.localStorage', () => parent.localStorage.length + ' keys');
probe('parent.ethereum', () => parent.ethereum);
probe('top.ethereum', () => top.ethereum);
probe('window.ethereum', () => window.ethereum);
probe('indexedDB.open', () => {
  indexedDB.open('hostile');
  return 'opened';
});
probe('window.open', () => window.open('about:blank'));
probe('top.location (navigate the site)', () => {
  top.location.href = 'about:blank';
  return 'navigated';
});

async function probeNetwork() {
  await probeAsync('fetch site API with cookies', async () => {
    const response = await fetch('/api/session', { credentials: 'include' });
    const body = await response.text();
    return response.ok && body.includes('account') ? body : '';
  });
  await probeAsync('fetch another site', async () => {
    const response = await fetch('https://example.com/');
    return response.status ? `status ${response.status}` : '';
  });
}

/** The site's own game, whose save a hostile game would like to read or overwrite. */
const otherGame = 'levels';
let asked = 0;

/**
 * Posts `hostile` (a save or load message that names another game or player), then a plain
 * `load` of this game's own save as a barrier, and resolves with both answers (null for none).
 * The host answers in order: a message still unanswered once the barrier is, was ignored; a
 * barrier answered `busy` means the host took the hostile message up.
 */
function askWithBarrier(hostile) {
  asked += 1;
  const ids = { hostile: `hostile${asked}`, barrier: `barrier${asked}` };
  return new Promise((resolve) => {
    const answers = { hostile: null, barrier: null };
    const finish = () => {
      clearTimeout(timer);
      removeEventListener('message', onMessage);
      resolve(answers);
    };
    const timer = setTimeout(finish, 10_000);
    const onMessage = (event) => {
      const data = event.data;
      if (event.source !== parent || !data || data.type !== 'response') return;
      if (data.id === ids.hostile) answers.hostile = data;
      if (data.id === ids.barrier) {
        answers.barrier = data;
        finish();
      }
    };
    addEventListener('message', onMessage);
    parent.postMessage({ protocol: 'site-game', version: 2, id: ids.hostile, ...hostile }, '*');
    parent.postMessage({ protocol: 'site-game', version: 2, type: 'load', id: ids.barrier }, '*');
  });
}

async function probeSaveMessage(name, hostile) {
  const { hostile: answer, barrier } = await askWithBarrier(hostile);
  if (answer && answer.ok) show(name, 'exposed', `answered: ${JSON.stringify(answer.result)}`);
  else if (barrier && !barrier.ok && barrier.error.code === 'busy') show(name, 'exposed', 'the host took it up');
  else if (!barrier) show(name, 'blocked', 'no answer at all');
  else show(name, 'blocked', answer ? `refused: ${answer.error.code}` : 'ignored');
}

/** Reads another game's save, and another player's, by naming them; and overwrites another game's. */
async function probeSaves() {
  await probeSaveMessage('load naming another game', { type: 'load', game: otherGame });
  await probeSaveMessage('load naming another player', { type: 'load', player: 'someone-else' });
  await probeSaveMessage('save naming another game', { type: 'save', game: otherGame, baseVersion: 0, json: '{"overwritten":true}' });
  // Straight to the site's save route, from the frame's opaque origin: relative (the game's own
  // server) and at the site's origin (which Chromium tells a frame in location.ancestorOrigins).
  const site = location.ancestorOrigins && location.ancestorOrigins.length > 0 ? location.ancestorOrigins[0] : null;
  for (const [name, base] of [['fetch another game\'s save', ''], ['fetch another game\'s save at the site', site]]) {
    await probeAsync(name, async () => {
      if (base === null) return '';
      const response = await fetch(`${base}/api/games/${otherGame}/save`, { credentials: 'include' });
      const body = await response.text();
      return response.ok && body.includes('"save"') ? body : '';
    });
  }
}

/** Starts a run, then posts 1,000 finishRun messages at once claiming the highest score. */
async function flood() {
  let runId = null;
  for (let attempt = 0; runId === null; attempt += 1) {
    try {
      runId = (await SiteGame.startRun()).runId;
    } catch (error) {
      // The probes before may have spent the host's burst: wait as it says, once.
      if (error.code === 'rate_limited' && attempt === 0) {
        await new Promise((resolve) => setTimeout(resolve, (error.retryAfterSeconds || 1) * 1000));
        continue;
      }
      show('finishRun flood', 'blocked', `startRun refused: ${error.code}`);
      return;
    }
  }
  const tally = {};
  const total = 1000;
  await new Promise((resolve) => {
    let answered = 0;
    const timer = setTimeout(resolve, 10_000);
    addEventListener('message', (event) => {
      const data = event.data;
      if (event.source !== parent || !data || data.type !== 'response' || !String(data.id).startsWith('flood')) return;
      const key = data.ok ? 'accepted' : data.error.code;
      tally[key] = (tally[key] || 0) + 1;
      answered += 1;
      if (answered === total) {
        clearTimeout(timer);
        resolve();
      }
    });
    for (let index = 0; index < total; index += 1) {
      parent.postMessage({ protocol: 'site-game', version: 1, type: 'finishRun', id: `flood${index}`, runId, score: 1_000_000_000, completed: true }, '*');
    }
  });
  const summary = Object.entries(tally).map(([key, count]) => `${key} ${count}`).join(', ');
  show('finishRun flood', (tally.accepted || 0) <= 1 ? 'blocked' : 'exposed', `${total} sent: ${summary}`);
}

SiteGame.ready()
  .catch(() => undefined)
  .then(probeNetwork)
  .then(probeSaves)
  .then(flood)
  .finally(() => {
    done.textContent = `Finished: ${list.querySelectorAll('[data-result="exposed"]').length} exposed.`;
    done.dataset.finished = 'true';
  });
