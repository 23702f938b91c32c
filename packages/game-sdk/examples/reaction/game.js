/* global SiteGame, SiteReplay -- defined by game-sdk.v2.js and game-sdk.replay.js, loaded before this script */
// Quick Tap: five rounds; tap the target as soon as it turns green. A complete game of the SDK's
// version 2: loading progress and gameReady, a run per game (startRun, finishRun; a visitor plays
// without one), gameplayStart/Stop, the site's pause and sound, happyTime on a new best, gameOver
// (the site then shows the coins and the next step), the player's save on the site (a review
// keeps none), and the site's leaderboard. Opened on its own (not on the site) it plays without any.
// Its runs carry a replay record, so the site can play them again (README "Replays").
const rounds = 5;
/** The game's own version, in every run's replay record: change it with the rules. */
const version = '1.1.0';
// The score depends only on the recorder: its random draws, its run clock and the inputs it hands
// on. A replay feeds the recorded inputs through `onInput` and must come to the same score.
const recorder = SiteReplay.createRunRecorder({ version });
const $ = (id) => document.getElementById(id);
const statusText = $('status');
const start = /** @type {HTMLButtonElement} */ ($('start'));
const target = /** @type {HTMLButtonElement} */ ($('target'));

const game = {
  hosted: true,
  /** Whether this game is a run on the site (false for a visitor: no coins). */
  run: false,
  /** The player's save: `{ best, plays }` (kept by the site, for this player and this game). */
  progress: { best: 0, plays: 0 },
  round: 0,
  score: 0,
  phase: 'idle', // idle | wait | go | over (the target's data-state, with paused)
  /** When the target turns green, on the run clock. */
  goAt: 0,
  cancelGo: () => undefined,
  paused: false,
  /** @type {'day' | 'week' | 'all'} */
  period: 'week',
  /** Whether this game finished a run on the site: until its replay is checked, a top score is not on the board yet. */
  finishedRun: false,
};

// ---- The site answers a burst of requests, then a few a second: a request it refuses as
// rate_limited is asked again after the wait it names (switching boards quickly after a run).
async function politely(request) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await request();
    } catch (error) {
      if (error.code !== 'rate_limited' || attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, (error.retryAfterSeconds ?? 1) * 1000));
    }
  }
}

// ---- Sound: a short beep through Web Audio, only while the site lets the game play sound.
let audio = null;
function beep(frequency) {
  if (!SiteGame.isAudioEnabled() || game.paused) return;
  audio ??= new AudioContext();
  const tone = audio.createOscillator();
  const volume = audio.createGain();
  tone.frequency.value = frequency;
  volume.gain.setValueAtTime(0.15, audio.currentTime);
  volume.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.2);
  tone.connect(volume).connect(audio.destination);
  tone.start();
  tone.stop(audio.currentTime + 0.2);
}
SiteGame.on('audio', ({ enabled }) => {
  if (!enabled) void audio?.suspend();
  else void audio?.resume();
});

// ---- Pause: the site pauses the game while its page is hidden or a dialog is open. The run clock
// stops meanwhile (the recorder's), so a round goes on where it was and a pause costs no points.
// Play stops and starts again with it: gameplayStop, then gameplayStart.
SiteGame.on('pause', () => {
  game.paused = true;
  if (game.phase !== 'wait' && game.phase !== 'go') return;
  show('paused', 'Paused', false);
  void SiteGame.gameplayStop().catch(() => undefined);
});
SiteGame.on('resume', () => {
  game.paused = false;
  if (game.phase !== 'wait' && game.phase !== 'go') return;
  if (game.phase === 'wait') show('wait', `Round ${game.round} of ${rounds}: wait for green…`, true);
  if (game.phase === 'go') show('go', 'Tap now!', true);
  void SiteGame.gameplayStart().catch(() => undefined);
});

// ---- The target.
function show(state, label, enabled) {
  target.dataset.state = state;
  target.textContent = label;
  target.disabled = !enabled;
}

// Green comes 0.7 to 2 s after the round starts (`from`, on the run clock: 0, or the tap that
// ended the round before), drawn from the run's random source.
function nextRound(round, from) {
  game.round = round;
  game.phase = 'wait';
  show('wait', `Round ${round} of ${rounds}: wait for green…`, true);
  game.goAt = from + 700 + Math.floor(recorder.random() * 1300);
  game.cancelGo = recorder.at(game.goAt, () => {
    game.phase = 'go';
    show('go', 'Tap now!', true);
    beep(880);
  });
}

target.addEventListener('pointerdown', (event) => {
  // A tap reacts on touch-down; a click from the keyboard (Enter, Space) arrives as `click`.
  event.preventDefault();
  press();
});
target.addEventListener('click', (event) => {
  if (event.detail === 0) press();
});

// The player's press is only recorded here; what it does is decided in `tap`, where a replay's
// presses arrive too.
function press() {
  if (game.paused || target.disabled) return;
  recorder.input('tap');
}
recorder.onInput(({ at }) => tap(at));

function tap(at) {
  if (game.phase === 'wait') {
    game.cancelGo();
    statusText.textContent = `Too soon! No points for round ${game.round}.`;
  } else if (game.phase === 'go') {
    const ms = at - game.goAt;
    const points = Math.max(50, 1000 - ms);
    game.score += points;
    statusText.textContent = `${ms} ms: ${points} points (${game.score} in all).`;
  } else {
    return;
  }
  if (game.round < rounds) nextRound(game.round + 1, at);
  else void finish();
}

// ---- A game: a run on the site (it costs stamina and pays coins for the score).
start.addEventListener('click', async () => {
  start.disabled = true;
  if (game.hosted) {
    try {
      game.run = false;
      // The site's seed starts the run's random source and clock (a replay's host also hands the inputs).
      await recorder.startRun();
      game.run = true;
    } catch (error) {
      // A visitor (`signed_out`) plays without a run: the site offers Sign in when the game is over.
      if (error.code !== 'signed_out') {
        start.disabled = false;
        statusText.textContent = error.code === 'not_enough_stamina' ? `Not enough stamina. Try again in ${Math.ceil(error.retryAfterSeconds / 60)} min.` : `Could not start: ${error.message}`;
        return;
      }
    }
  }
  if (!game.run) recorder.playWithoutRun();
  // No await between the start and the first round: a replay's first input comes in the next task.
  game.score = 0;
  statusText.textContent = 'Tap the target as soon as it turns green.';
  nextRound(1, 0);
  target.focus();
  if (game.hosted) await SiteGame.gameplayStart().catch(() => undefined);
});

async function finish() {
  game.phase = 'over';
  show('over', `${game.score} points`, false);
  const newBest = game.score > game.progress.best;
  if (newBest) beep(1320);
  if (!game.hosted) {
    statusText.textContent = `Game over: ${game.score} points. (Not on the site: nothing is saved.)`;
    start.disabled = false;
    return;
  }
  statusText.textContent = game.run ? 'Saving your score…' : '';
  // The game's part of the result: the score and its celebration. The coins and the next step
  // (Play again, Sign in) are the site's: README "One result per run".
  const over = `Game over: ${game.score} points${newBest ? ', a new best!' : '.'}`;
  try {
    await SiteGame.gameplayStop().catch(() => undefined);
    if (newBest) await SiteGame.happyTime();
    // The site holds a quick finish until the minimum run time, then answers.
    // The recorder adds the run's replay record: its seed, inputs and this game's version.
    if (game.run) await recorder.finishRun({ score: game.score, completed: true });
    game.finishedRun = game.run;
    statusText.textContent = over;
  } catch (error) {
    statusText.textContent = `${over} The score was not saved (${error.message}).`;
  }
  start.hidden = true;
  await SiteGame.gameOver().catch(() => undefined);
  await keepProgress({ best: Math.max(game.progress.best, game.score), plays: game.progress.plays + 1 });
  await showBoard();
}

// ---- The save: the best score and the games played, on the site for this player.
/** The player's save, or a first game's: a load that is refused (`refused`) or fails starts afresh. */
async function loadProgress() {
  try {
    const saved = await SiteGame.load();
    return progressOf(saved?.data);
  } catch {
    return progressOf(null);
  }
}

/** A save's `{ best, plays }`, whatever it holds (another version of the game may have saved it). */
function progressOf(data) {
  const numberOf = (value) => (Number.isSafeInteger(value) && value > 0 ? value : 0);
  return { best: numberOf(data?.best), plays: numberOf(data?.plays) };
}

/** Keeps the progress for this visit, and saves it on the site where the site keeps saves (not in a review). */
async function keepProgress(progress) {
  game.progress = progress;
  try {
    await SiteGame.save(progress);
  } catch (error) {
    if (error.code === 'save_conflict') {
      // Another tab or device saved meanwhile: keep the better of both, then save on top of it.
      const theirs = progressOf(error.save.data);
      game.progress = { best: Math.max(progress.best, theirs.best), plays: Math.max(progress.plays, theirs.plays) };
      await SiteGame.save(game.progress).catch(() => undefined);
    }
  }
  showBest();
}

function showBest() {
  $('best').textContent = game.progress.best > 0 ? `Your best: ${game.progress.best}` : 'Your best: none yet';
}

// ---- The leaderboard: ranked by the site from the runs it accepted.
async function showBoard() {
  const list = $('board');
  const rank = $('rank');
  if (!game.hosted) {
    rank.textContent = 'The leaderboard is on the site.';
    return;
  }
  try {
    const board = await politely(() => SiteGame.getLeaderboard({ period: game.period }));
    list.replaceChildren(
      ...board.entries.slice(0, 10).map((entry) => {
        const row = document.createElement('li');
        row.classList.toggle('you', entry.you);
        const name = document.createElement('span');
        name.textContent = `${entry.rank}. ${entry.displayName}`;
        const score = document.createElement('span');
        // The site played this run again from its replay record and it made this score.
        score.textContent = entry.verified ? `✓ ${entry.score}` : String(entry.score);
        if (entry.verified) score.title = 'Verified by replay';
        row.append(name, score);
        return row;
      }),
    );
    if (board.entries.length === 0) list.replaceChildren(Object.assign(document.createElement('li'), { textContent: 'No scores yet: be the first!' }));
    const around = await politely(() => SiteGame.getLeaderboard({ view: 'aroundMe', period: game.period }));
    // A run that would enter the top 100 joins the board once the site has played its replay again.
    rank.textContent = around.me ? `Your rank: #${around.me.rank}` : game.finishedRun ? 'Your run joins the board once the site has checked its replay.' : 'Play a game to get on the board.';
  } catch (error) {
    rank.textContent = error.code === 'signed_out' ? 'Sign in on the site to get on the board.' : 'The leaderboard could not be read.';
  }
}

for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll('button[data-period]'))) {
  button.addEventListener('click', () => {
    game.period = /** @type {typeof game.period} */ (button.dataset.period);
    for (const other of document.querySelectorAll('[data-period]')) other.setAttribute('aria-pressed', String(other === button));
    void showBoard();
  });
}

// ---- Loading: report progress, load the save, then say the game is ready, whatever the save's
// answer: a refused or failed load is no save (a review run, and the site's inspection, keep none).
async function boot() {
  await SiteGame.loadingProgress(30).catch(() => undefined);
  game.progress = await loadProgress();
  await SiteGame.loadingProgress(90).catch(() => undefined);
  try {
    const ready = await SiteGame.gameReady();
    game.paused = ready.paused;
  } catch (error) {
    // `no_host`: opened on its own, it plays without the site.
    if (error.code === 'no_host') game.hosted = false;
  }
  showBest();
  statusText.textContent = 'Press Start: five rounds, tap when the target turns green.';
  start.disabled = false;
  await showBoard();
}

void boot();
