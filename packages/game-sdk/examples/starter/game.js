/* global SiteGame -- defined by game-sdk.v2.js, loaded before this script */
// Tap Sprint: press (tap, click, Space or Enter) as often as you can in 2 seconds; one run a round.
const roundMs = 2000;
const scoreText = document.getElementById('score');
const statusText = document.getElementById('status');
const game = { hosted: true, paused: false, sound: true, starting: false, playing: false, runId: null, score: 0, left: 0, endsAt: 0, timer: 0 };

// Life-cycle calls answer quickly; opened on its own (no_host) they fail, which is not an error.
const tell = (call) => (game.hosted ? call().catch((error) => console.warn(error.code)) : undefined);

// Handlers first, before gameReady: the site pauses, resumes and mutes the game from then on.
SiteGame.on('pause', () => {
  game.paused = true;
  if (!game.playing) return;
  clearTimeout(game.timer);
  game.left = game.endsAt - performance.now();
  tell(() => SiteGame.gameplayStop());
});
SiteGame.on('resume', () => {
  game.paused = false;
  if (!game.playing) return;
  tell(() => SiteGame.gameplayStart());
  runClock();
});
SiteGame.on('audio', ({ enabled }) => {
  game.sound = enabled;
});

let audio = null;
function beep() {
  if (!game.sound) return;
  audio ??= new AudioContext();
  const tone = audio.createOscillator();
  tone.connect(audio.destination);
  tone.start();
  tone.stop(audio.currentTime + 0.05);
}

function runClock() {
  game.endsAt = performance.now() + game.left;
  game.timer = setTimeout(endRound, game.left);
}

async function startRound() {
  game.starting = true;
  game.runId = null;
  if (game.hosted) {
    try {
      ({ runId: game.runId } = await SiteGame.startRun());
    } catch (error) {
      // A visitor (signed_out) or a tired player plays for fun: no run, no coins.
      statusText.textContent = error.code === 'not_enough_stamina' ? `Not enough stamina: back in ${Math.ceil(error.retryAfterSeconds / 60)} min. Playing for fun.` : 'Playing for fun.';
    }
  }
  game.starting = false;
  game.playing = true;
  game.score = 0;
  scoreText.textContent = '0';
  game.left = roundMs;
  tell(() => SiteGame.gameplayStart());
  runClock();
}

async function endRound() {
  game.playing = false;
  tell(() => SiteGame.gameplayStop());
  statusText.textContent = `Score ${game.score}. Press to play again.`;
  if (game.runId) {
    try {
      // The site shows the coins and the next step; the game shows only its score.
      await SiteGame.finishRun({ score: game.score, completed: true });
    } catch (error) {
      statusText.textContent = `Score ${game.score} (not recorded: ${error.code}).`;
    }
  }
  tell(() => SiteGame.gameOver());
}

function press(event) {
  if (event.type === 'keydown') {
    if (event.key !== ' ' && event.key !== 'Enter') return; // Escape belongs to the site
    event.preventDefault();
  }
  if (game.paused || game.starting) return;
  if (!game.playing) {
    void startRound();
    return;
  }
  game.score += 1;
  scoreText.textContent = String(game.score);
  beep();
}
addEventListener('pointerdown', press);
addEventListener('keydown', press);

// Ready once the page and its files are here; start paused and muted if the site says so.
SiteGame.gameReady().then(
  ({ paused, audio: sound }) => {
    game.paused = paused;
    game.sound = sound;
    statusText.textContent = 'Press to start: tap, click, Space or Enter.';
  },
  () => {
    game.hosted = false; // opened on its own (no_host): play without the site
    statusText.textContent = 'Press to start (not on the site: no coins).';
  },
);
