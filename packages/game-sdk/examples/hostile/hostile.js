/* global SiteGame -- defined by game-sdk.js, loaded before this script */
// A game that tries everything a game must not do, and lists what happened: each line says
// "blocked" or "EXPOSED". The site's end-to-end test loads it in the real sandbox and reads the
// list (`li[data-probe]`, `data-result`). Then it floods the host with finishRun messages.
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

/** Starts a run, then posts 1,000 finishRun messages at once claiming the highest score. */
async function flood() {
  let runId = null;
  try {
    runId = (await SiteGame.startRun()).runId;
  } catch (error) {
    show('finishRun flood', 'blocked', `startRun refused: ${error.code}`);
    return;
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
  .then(flood)
  .finally(() => {
    done.textContent = `Finished: ${list.querySelectorAll('[data-result="exposed"]').length} exposed.`;
    done.dataset.finished = 'true';
  });
