/* global SiteGame -- defined by game-sdk.js, loaded before this script */
// The smallest game that earns coins: press Start (a run begins and costs stamina), press the
// button ten times, and the run is finished with a score. On the site, the game shows its score
// and the site the coins and the next step (Play again): README "One result per run".
const statusText = document.getElementById('status');
const start = document.getElementById('start');
const tap = document.getElementById('tap');
let presses = 0;
let hosted = false;

SiteGame.ready().then(
  () => {
    hosted = true;
  },
  () => {
    statusText.textContent = 'Not running inside the site: you can play, but nothing is saved.';
  },
);

start.addEventListener('click', async () => {
  start.disabled = true;
  try {
    await SiteGame.startRun();
  } catch (error) {
    start.disabled = false;
    if (error.code === 'not_enough_stamina') {
      statusText.textContent = `Not enough stamina. Try again in ${Math.ceil(error.retryAfterSeconds / 60)} min.`;
      return;
    }
    if (error.code !== 'no_host') {
      statusText.textContent = `Could not start: ${error.message}`;
      return;
    }
  }
  presses = 0;
  tap.disabled = false;
  tap.textContent = 'Press me (0 of 10)';
  tap.focus();
});

tap.addEventListener('click', async () => {
  presses += 1;
  tap.textContent = `Press me (${presses} of 10)`;
  if (presses < 10) return;
  tap.disabled = true;
  // A quick player may be done before the site's minimum run time: the site holds the finish
  // until then and answers; nothing here needs to know.
  statusText.textContent = 'Saving your score…';
  try {
    await SiteGame.finishRun({ score: 100, completed: true });
    statusText.textContent = 'Done! Score: 100.';
  } catch (error) {
    statusText.textContent = error.code === 'no_host' || error.code === 'no_run' ? 'Done! Score: 100.' : `Done, but the score was not saved: ${error.message}`;
  }
  // On the site, Play again is the site's; on its own, the game offers it.
  if (hosted) {
    start.hidden = true;
    return;
  }
  start.disabled = false;
  start.focus();
});
