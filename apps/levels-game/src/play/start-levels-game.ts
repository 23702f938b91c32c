import { isGameSdkError, type GameClientV2 } from '@site/game-sdk/v2';
import { type Direction, type Level, levels, scoreRun } from '@site/levels-rules';
import { createBoardView, type BoardView } from '../ui/board-view.ts';
import { describeMove } from '../ui/describe-board.ts';
import { findElements } from '../ui/find-elements.ts';
import { listenForInput } from '../ui/listen-for-input.ts';
import { stringsFor, translatePage } from '../ui/strings.ts';
import { createLevelSession, type LevelSession } from './level-session.ts';
import { readLaunchParams } from './read-launch-params.ts';
import { saveProgress, unlockedBySave } from './saved-progress.ts';
import { finishRunWhenAllowed, startRunWhenAllowed } from './run-requests.ts';

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * The whole game on `doc`: reads the level and language from `search`, says ready, loads the
 * player's progress from their save (SDK v2 `load()`: the only source of progress; the level the
 * site starts with is playable too, and the site's server refuses a finish for a level its
 * records do not open, so no level beyond the site's `open` is offered), starts a run when the player starts a level, finishes it with the score when the level
 * is won or given up, and saves the progress a win unlocks. Without a host (the page opened on its
 * own) it plays without runs or saves. On the site, a level's end shows the game's part of the
 * result only (the level, stars, moves) and says `gameOver({ level, completed })`: the coins and the next step (the next
 * level, again, sign in) are the site's (packages/game-sdk README "One result per run"); on its
 * own, the game offers its own next step. In steps, after the state and the screen's parts:
 * `listenForControls`, `focusWhatComesNext`, the start panel, then `loadSavedProgress`.
 */
export function startLevelsGame(doc: Document, search: string, client: GameClientV2): void {
  const ui = findElements(doc);
  const launch = readLaunchParams(search, levels.length);
  const words = stringsFor(launch.language);
  translatePage(doc, launch.language);
  let current = launch.level;
  /** The highest level the list offers: the save's progress, within what the site pays for (`open`). */
  let unlocked = launch.level;
  /** The highest level the site pays a run of, raised by each paid win of it; null: no limit. */
  let open = launch.open;
  /** The highest level the player's save holds, offered or not: a save never lowers it. */
  let savedLevel = 0;
  /** Why levels are played without runs (no coins): no site around the game, or a visitor who is not signed in. */
  let withoutRuns: 'offline' | 'signedOut' | null = null;
  /** No site around the game: nothing to save progress to either. */
  let noHost = false;
  /** The site answered `gameReady`: it shows the coins and the next step of every level's end. */
  let hosted = false;
  let session: LevelSession | null = null;
  let board: BoardView | null = null;
  /** The result of the last level being saved; the next start waits for it. */
  let lastFinish: Promise<string> = Promise.resolve('');
  /** The progress being loaded or saved: the site answers one save or load at a time. */
  let lastSave: Promise<void> = Promise.resolve();
  /** Progress from a save or a win (never lowers what the player has); offered up to `open`. */
  const unlock = (level: number) => {
    savedLevel = Math.max(savedLevel, level);
    unlocked = Math.max(unlocked, open === null ? level : Math.min(level, open));
  };

  const show = (panel: 'start' | 'play' | 'end') => {
    ui.startPanel.hidden = panel !== 'start';
    ui.playPanel.hidden = panel !== 'play';
    ui.endPanel.hidden = panel !== 'end';
  };
  const level = () => levels[Math.min(Math.max(current, 1), levels.length) - 1] as Level;
  const updateStats = () => {
    const state = session?.state;
    const gems = level().gems.length;
    ui.stats.textContent = words.stats(state ? state.moves : null, level().par, state && gems ? words.gemsShort(state.gemMask.toString(2).replaceAll('0', '').length, gems) : '');
  };

  const fillLevelSelect = () => {
    ui.levelSelect.replaceChildren(
      ...levels.slice(0, unlocked).map((each) => {
        const option = doc.createElement('option');
        option.value = String(each.number);
        option.textContent = String(each.number);
        option.selected = each.number === current;
        return option;
      }),
    );
  };

  const showStart = (message = '') => {
    session = null;
    ui.levelTitle.textContent = words.levelOf(current, levels.length);
    ui.startHeading.textContent = words.level(current);
    ui.startButton.textContent = words.start(current);
    ui.startButton.disabled = false;
    ui.startMessage.textContent = message;
    fillLevelSelect();
    updateStats();
    show('start');
    // Only a game the player is in takes the focus: a frame loaded ahead of Play, hidden behind
    // the page, must not pull a keyboard player's focus (and keys) out of the page they are on.
    if (doc.hasFocus()) ui.startButton.focus();
  };

  const play = () => {
    session = createLevelSession(level());
    board = createBoardView(ui.board, level(), words);
    board.update(session.state, 0);
    updateStats();
    show('play');
    ui.board.focus();
  };

  // The site tells an achievement this game's run unlocked (its maker defined it): celebrate it.
  client.on('achievementUnlocked', (event) => {
    ui.achievementToast.textContent = `★ ${words.achievement(event.achievement.title)}`;
    ui.achievementToast.hidden = false;
  });

  async function startLevel() {
    ui.achievementToast.hidden = true;
    ui.startButton.disabled = true;
    ui.startMessage.textContent = withoutRuns ? '' : words.starting;
    // The site answers one request at a time and may hold a finish until the run's minimum time:
    // a level started while the last one's result is being saved would be refused as busy.
    await lastFinish;
    try {
      if (!withoutRuns) await startRunWhenAllowed(client);
    } catch (error) {
      ui.startButton.disabled = false;
      if (isGameSdkError(error, 'no_host')) {
        withoutRuns = 'offline';
        noHost = true;
      } else if (isGameSdkError(error, 'signed_out')) {
        // A visitor plays without coins; their progress is still saved (the site keeps it in the browser).
        withoutRuns = 'signedOut';
      } else if (isGameSdkError(error, 'not_enough_stamina')) {
        ui.startMessage.textContent = words.noStamina(minutes(error.retryAfterSeconds ?? 60));
        return;
      } else {
        ui.startMessage.textContent = words.notStarted;
        return;
      }
    }
    ui.startMessage.textContent = '';
    play();
  }

  /**
   * The level is over, paid or not: the site shows what comes next (a visitor's Sign in too). It
   * names the level played and whether it was won: a visitor's next level is offered from it (the
   * site keeps the highest one completed, beside this game's own save, and takes the higher).
   */
  const sayGameOver = (played: number, completed: boolean) => {
    client.gameOver({ level: played, completed }).catch(() => undefined);
  };

  /** Finishes the run with the score and the moves that made it: the site replays them and pays only what they earn. */
  async function finish(completed: boolean, moves: readonly Direction[]): Promise<string> {
    if (withoutRuns) return words[withoutRuns];
    const { score } = scoreRun({ moves: moves.length, par: level().par, completed });
    const earned = await finishRunWhenAllowed(client, { score, level: current, completed, moves }, (seconds) => {
      if (!hosted) ui.rewardText.textContent = words.savingIn(seconds);
    });
    if (earned === null) return words.notSaved;
    if (completed && open !== null && current >= open) {
      // The server opens the next level with this paid win.
      open = Math.min(current + 1, levels.length);
      unlock(open);
    }
    return completed ? words.earned(earned.coins, earned.capped) : '';
  }

  async function win(made: readonly Direction[]) {
    const won = current;
    const moves = made.length;
    const { stars } = scoreRun({ moves, par: level().par, completed: true });
    const reached = Math.min(current + 1, levels.length);
    if (reached > Math.max(unlocked, savedLevel) && !noHost) lastSave = lastSave.then(() => saveProgress(client, reached, levels.length)).then(unlock);
    unlock(reached);
    ui.endHeading.textContent = words.complete(current);
    ui.endStars.textContent = '★'.repeat(stars) + '☆'.repeat(3 - stars);
    ui.endStars.setAttribute('aria-label', words.stars(stars));
    ui.endText.textContent = words.moves(moves, level().par);
    ui.rewardText.textContent = withoutRuns || hosted ? '' : words.saving;
    (ui.nextButton as HTMLButtonElement).hidden = hosted || current >= levels.length;
    (ui.againButton as HTMLButtonElement).hidden = hosted;
    show('end');
    ui.endHeading.focus();
    const saved = finish(true, made);
    lastFinish = saved;
    const reward = await saved;
    if (hosted) sayGameOver(won, true);
    else ui.rewardText.textContent = reward;
  }

  const move = (direction: Direction) => {
    if (!session || !board) return;
    const result = session.move(direction);
    board.update(session.state, result?.path.length ?? 0);
    updateStats();
    ui.announcer.textContent = describeMove(words, level(), session.state, result !== null, direction);
    if (session.state.won) void win(session.moves);
  };

  /** The board's keys, pad and swipes, and the panels' buttons. */
  function listenForControls() {
    listenForInput(doc, ui.board, ui.pad, {
      move,
      undo: () => {
        if (session?.undo()) {
          board?.update(session.state, 1);
          updateStats();
          ui.announcer.textContent = words.undone(session.state.moves);
        }
      },
      restart: () => {
        session?.restart();
        if (session) board?.update(session.state, 0);
        updateStats();
        ui.announcer.textContent = words.restarted;
      },
      playing: () => !ui.playPanel.hidden && session !== null && !session.state.won,
      player: () => board?.player() ?? { x: 0, y: 0 },
      size: () => ({ width: level().width, height: level().height }),
    });
    ui.undoButton.addEventListener('click', () => doc.dispatchEvent(new KeyboardEvent('keydown', { key: 'u' })));
    ui.restartButton.addEventListener('click', () => doc.dispatchEvent(new KeyboardEvent('keydown', { key: 'r' })));
    ui.startButton.addEventListener('click', () => void startLevel());
    ui.levelSelect.addEventListener('change', () => {
      current = Number(ui.levelSelect.value);
      showStart();
    });
    ui.giveUpButton.addEventListener('click', () => {
      const moves = session?.moves ?? [];
      const givenUp = current;
      showStart(words.givenUp);
      lastFinish = finish(false, moves);
      if (hosted) {
        void lastFinish.then(() => {
          sayGameOver(givenUp, false);
        });
      }
    });
    ui.nextButton.addEventListener('click', () => {
      current = Math.min(current + 1, levels.length);
      showStart();
    });
    ui.againButton.addEventListener('click', () => {
      showStart();
    });
  }

  /** When the site focuses the frame, focus lands on what the player would press next. */
  function focusWhatComesNext() {
    doc.defaultView?.addEventListener('focus', () => {
      if (doc.activeElement !== doc.body && doc.activeElement !== null) return;
      if (!ui.startPanel.hidden) ui.startButton.focus();
      else if (!ui.playPanel.hidden) ui.board.focus();
      else ui.endHeading.focus();
    });
  }

  /** Says ready, then raises the choosable levels to what the player's save unlocked; no host: plays offline. */
  function loadSavedProgress() {
    lastSave = client
      .gameReady()
      .then(() => {
        hosted = true;
        return client.load();
      })
      .then((save) => {
        const saved = save && unlockedBySave(save.data, levels.length);
        if (!saved) return;
        unlock(saved);
        fillLevelSelect();
      })
      .catch((error: unknown) => {
        if (isGameSdkError(error, 'no_host')) {
          withoutRuns = 'offline';
          noHost = true;
        }
      });
  }

  listenForControls();
  focusWhatComesNext();
  showStart();
  loadSavedProgress();
}
