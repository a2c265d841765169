// The game screen: board, side panels with clocks and per-side status, move
// list, keyboard SAN entry, and the game actions. Legal moves come from the
// backend with every position; the engine's replies arrive as events.
// A remote game (params.remote: LAN or online) uses the same screen, driven
// by the referee's events (the LAN host's or the server's): its actions go
// there, and a bar shows the pause countdown, the connection and the
// opponent's offers.
//
// The screen's functions share one state object `g`: the game view drawn
// (`view`) and a remote game's part of it (`remote`), the board's
// `orientation`, the engine's `hintArrow`, the game whose end was told
// (`shownOverFor`), a request on its way (`busy`), a remote move sent and
// not yet answered (`pending`), a remote game being left (`leaving`), the ply looked back at
// (`browsing`; null: the game as it stands) and the count of steps asked
// for (`browseRequest`); and the parts of the screen (ui/js/game/).

import { h, ltr, showError, confirmDialog } from '../dom.js';
import { t, tf } from '../i18n.js';
import { call, on } from '../bridge.js';
import { prefs } from '../prefs.js';
import { sound } from '../sound.js';
import { go } from '../main.js';
import { openNewGame } from './newgame.js';
import { remoteOf, screenOf, leaveRemote } from '../remote.js';
import { moveRows } from '../move-list.js';
import { playableBoard } from '../game/move-input.js';
import { SidePanels } from '../game/panels.js';
import { RemoteBar } from '../game/remote-bar.js';
import { RemoteFeed } from '../game/remote-feed.js';
import { askAfterGame } from '../game/game-over.js';
import { localLink, remoteLink } from '../game/link.js';
import { moveWords, clockWords } from '../game/announce.js';
import { actionButtons, showActions } from '../game/actions.js';
import { browseBar } from '../game/browse.js';
import { GameLines } from '../game/lines.js';
import { gameNote } from '../game/note.js';
import { sanBox } from '../game/san-box.js';
import { copyText } from '../clipboard.js';

export const title = '';

export async function mount(root, params = {}) {
  const src = remoteOf(params);
  const opened = await openView(src, params.view);
  if (!opened) return;
  const g = screenState(src, opened);
  buildParts(g);
  root.append(layout(g));
  const stop = follow(g);
  const first = g.view;
  g.view = null;
  render(g, first, false);
  // What the new-game dialog changed in a pasted position, or the army the engine chose, said once and long enough to read.
  if (params.notice) g.note.say(params.notice, 'info', 12000);
  return stop;
}

/**
 * The game view to open with, and a remote game's part of it: the
 * referee's for a remote game (`src`), else the view `given`, else the
 * local game's. Null when there is none: the app has gone elsewhere.
 */
async function openView(src, given) {
  if (src) {
    // A remote game opens while it is played or just finished; anything else is drawn by its own screen.
    const lv = await call(src.state).catch(() => null);
    const screen = lv ? screenOf(src, lv) : src.screen;
    if (screen !== 'game') {
      go(screen, screen === 'setup' ? { remote: src.kind } : {}, { replace: true });
      return null;
    }
    return { view: lv.game.game, remote: lv.game.remote };
  }
  if (given) return { view: given, remote: null };
  try {
    return { view: await call('game_state'), remote: null };
  } catch (e) {
    showError(e);
    go('home', {}, { replace: true });
    return null;
  }
}

/** The side the board shows at the bottom for game `view`: the settings' choice, or the player's colour ("auto"). */
function orientationFor(view) {
  const { orientation } = prefs();
  return orientation === 'auto' ? view.humanColor || 'white' : orientation;
}

/** The screen's state before anything is drawn. */
function screenState(src, { view, remote }) {
  return {
    src,
    networked: !!src,
    view,
    remote,
    orientation: orientationFor(view),
    hintArrow: null,
    shownOverFor: null,
    busy: false,
    browsing: null,
    browseRequest: 0,
  };
}

/** The screen's parts, kept in `g`: the board, panels, lists, buttons and bars, and where actions go. */
function buildParts(g) {
  g.note = gameNote();
  if (g.networked) {
    // A remote game's views come from its referee, as answers and as events.
    g.feed = new RemoteFeed(g, {
      say: g.note.say,
      draw: (next) => render(g, next, true),
      drawBar: () => g.remoteBar.render(g.remote, !!g.view.over),
      // The referee refused something (a move sent is then not pending any more).
      refused: () => settlePending(g),
    });
  }
  g.link = g.networked ? remoteLink(g.src, (lv) => g.feed.answer(lv)) : localLink();
  buildBoard(g);
  g.panels = new SidePanels();
  g.status = h('div.status', { 'data-testid': 'game-status', 'aria-live': 'polite' });
  // Moves and clocks in words for screen readers (not shown: the board and the move list show them).
  g.announcer = h('p.sr-only', { 'data-testid': 'announcer', 'aria-live': 'polite' });
  // Notation reads left to right in every language: numbers, then White's and Black's SAN.
  g.moveList = h('ol.moves', { 'data-testid': 'move-list', dir: 'ltr' });
  g.san = sanBox(() => playSan(g));
  g.actions = actionButtons({
    flip: () => flip(g),
    pause: () => act(g, { type: g.remote?.pause?.canResume ? 'resume' : 'pause' }),
    abort: () => act(g, { type: 'abort' }),
    takeBack: () => takeBack(g),
    hint: () => hint(g),
    lines: () => g.lines.toggle(g.actions.lines, g.view.variant),
    draw: () => offerDraw(g),
    resign: () => resign(g),
    copyFen: () => copyText(g.view.fen),
    copyPgn: () => copyPgn(g),
    newGame: () => newGame(g),
    rematch: () => rematch(g),
  });
  // The engine's best lines, when the player asks (local games only).
  g.lines = new GameLines(g.view);
  g.browse = browseBar(() => showPly(g, null));
  // Remote games only: the pause countdown, the connection, the opponent's offers.
  g.remoteBar = new RemoteBar(
    (action) => act(g, action),
    () => newGame(g),
  );
  g.remoteBar.el.hidden = !g.networked;
}

/** The board, played by click, drag or keys through a MoveInput that asks `g` what may be played. */
function buildBoard(g) {
  const played = playableBoard(
    'game-board',
    { files: g.view.files, orientation: g.orientation },
    {
      legal: () => (humanToMove(g) ? g.view.legal : []),
      sideToMove: () => g.view.sideToMove,
      pieces: () => g.view.pieces,
      // A click on the board while looking back returns to the game as it stands.
      intercept: () => {
        if (g.browsing === null) return false;
        showPly(g, null);
        return true;
      },
      // During a remote game's pause no move goes: said as such, not as an illegal move.
      onRefuse: (from, to) =>
        g.remote?.pause ? g.note.say(t('refusal-paused'), 'error') : tf('game-illegal-click', { from, to }).then((m) => g.note.say(m, 'error')),
      onMove: (move) => sendMove(g, move),
      // The opponent's turn, or the player's own move on its way (its answer is the opponent's turn).
      premover: () =>
        g.browsing === null && !g.view.over && g.view.humanColor && (g.busy || g.view.sideToMove !== g.view.humanColor) ? g.view.humanColor : null,
      onPremove: (pm) => {
        if (pm) tf('game-premove-set', { from: pm.from, to: pm.to }).then((m) => g.note.say(m, 'info'));
      },
    },
  );
  g.boardHost = played.host;
  g.board = played.board;
  g.input = played.input;
}

/** The board column and the side column with everything about the game. */
function layout(g) {
  return h(
    'div.game',
    {},
    h('div.board-col', {}, g.panels.top, g.boardHost, g.panels.bottom),
    h(
      'aside.game-side',
      {},
      g.status,
      g.announcer,
      g.remoteBar.el,
      h('div.moves-box', {}, h('h3', {}, t('game-moves')), g.moveList),
      g.lines.el,
      g.browse.el,
      g.note.el,
      g.san.form,
      h('div.actions-grid', {}, Object.values(g.actions)),
    ),
  );
}

/**
 * Follows the game: its updates (the local game's events, or the remote
 * referee's), the clocks ticking, and the keys; returns what stops it all.
 */
function follow(g) {
  const stopEvents = g.networked
    ? g.feed.start()
    : on('game-updated', (next) => {
        if (next.id === g.view.id || next.id > g.view.id) render(g, next, true);
      });
  const keys = (e) => gameKeys(g, e);
  document.addEventListener('keydown', keys);
  return () => {
    // The end-of-game dialog belongs to this game: it goes with the screen.
    document.querySelector('[data-testid="gameover"]')?.closest('.overlay')?.close?.();
    stopEvents();
    // The clocks and the pause countdown draw themselves when their text changes.
    g.panels.stop();
    g.remoteBar.stop();
    dropPending(g);
    document.removeEventListener('keydown', keys);
    g.lines.destroy();
  };
}

/**
 * ← and → step through the moves played (Home: the start, End: the game as
 * it stands); Shift+F flips the board, Shift+T reads the clocks; any other
 * letter, digit or SAN sign typed on the board starts a move in the move
 * box (files a–j, ranks 1–10, pieces in either case), when it is this
 * player's move.
 */
function gameKeys(g, e) {
  if (e.target.tagName === 'INPUT' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
  const { browsing } = g;
  const step = { ArrowLeft: (browsing ?? g.view.moves.length) - 1, ArrowRight: browsing === null ? null : browsing + 1, Home: 0, End: null };
  if (e.key in step && !document.querySelector('.overlay')) {
    e.preventDefault();
    if (e.key !== 'ArrowRight' || browsing !== null) showPly(g, step[e.key]);
    return;
  }
  if (e.key === 'F') g.actions.flip.click();
  else if (e.key === 'T') announceClocks(g);
  else if (/^[a-zA-Z0-9=+#-]$/.test(e.key) && humanToMove(g) && !document.querySelector('.overlay')) {
    g.san.input.focus();
  }
}

/** Whether the player may move now (on the game as it stands, no move of theirs on its way). */
function humanToMove(g) {
  const { view } = g;
  return g.browsing === null && !g.pending && !view.over && !view.engineThinking && (!view.humanColor || view.humanColor === view.sideToMove);
}

/** How long a remote move may wait for the referee's answer before the board shows the game as it stands again (ms). */
const PENDING_FOR_MS = 10_000;

/**
 * Plays a move: in a remote game it shows on the board as pending (the
 * piece on its new square, "Sending your move…") until the referee's event
 * with it arrives or the referee refuses it.
 */
function sendMove(g, move) {
  if (!g.networked || g.busy) return send(g, () => g.link.move(move.uci));
  dropPending(g);
  // A move the referee never answered is not kept as pending forever: one
  // timer per move (no polling), cleared as soon as the move is answered.
  g.pending = { move, plies: g.view.moves.length, expiry: setTimeout(() => settlePending(g), PENDING_FOR_MS) };
  drawLiveBoard(g, null);
  renderStatus(g);
  return send(g, () => g.link.move(move.uci));
}

/** The pending move is answered (played, refused, or not heard of in time): the board shows the game as it stands. */
function settlePending(g) {
  if (!g.pending) return;
  dropPending(g);
  if (g.browsing === null) drawLiveBoard(g, null);
  renderStatus(g);
}

/** Forgets the pending move and its expiry timer. */
function dropPending(g) {
  if (g.pending) clearTimeout(g.pending.expiry);
  g.pending = null;
}

/** `pieces` with the pending `move` played on them, as the board shows it until the referee answers. */
function withPending(pieces, move) {
  const mover = pieces.find((p) => p.square === move.from);
  if (!mover) return pieces;
  const moved = { ...mover, square: move.to, kind: move.promotion || mover.kind };
  return pieces.filter((p) => p.square !== move.from && p.square !== move.to).concat(moved);
}

/** Draws the game view `next` everywhere; `animate`: slide a move just played. */
function render(g, next, animate) {
  const prev = g.view;
  const prevMoves = prev ? prev.moves.length : 0;
  const prevPieces = prev ? prev.pieces : [];
  const sameGame = prev && next.id === prev.id;
  if (!sameGame) {
    g.orientation = orientationFor(next);
    g.board.setOptions({ files: next.files, orientation: g.orientation });
    g.hintArrow = null;
  }
  g.view = next;
  // The referee's view with the pending move in it: it is no longer pending.
  if (g.pending && (!sameGame || next.moves.length > g.pending.plies || next.over)) dropPending(g);
  g.input.selected = null;
  if (!sameGame || next.over || next.moves.length < prevMoves) g.input.reset();
  const grew = sameGame && next.moves.length === prevMoves + 1;
  // A hint is for the position it was asked in, while the game goes on.
  if (next.over || next.moves.length !== prevMoves) g.hintArrow = null;
  if (!sameGame) g.browsing = null;
  if (g.browsing === null) drawLiveBoard(g, grew && animate !== false && next.lastMove ? next.lastMove : null);
  if (grew) movePlayed(g, next, prevPieces);
  g.panels.render(g.view, g.orientation);
  renderMoves(g);
  renderStatus(g);
  if (g.networked && g.remote) g.remoteBar.render(g.remote, !!g.view.over);
  if (g.input.premove && humanToMove(g)) g.input.playPremove();
  if (next.over && g.shownOverFor !== `${next.id}:${next.moves.length}`) {
    g.shownOverFor = `${next.id}:${next.moves.length}`;
    showGameOver(g);
  }
}

/** The last move of `next`, just played on the board `prevPieces`: said in words, and heard. */
function movePlayed(g, next, prevPieces) {
  const last = next.moves[next.moves.length - 1];
  announceMove(g, last, prevPieces, next.pieces);
  if (next.over) sound.end();
  else if (last.san.includes('+')) sound.check();
  else if (last.san.includes('x')) sound.capture();
  else sound.move();
}

/** The board as the game stands (`animate`: the move to slide, or null). */
function drawLiveBoard(g, animate) {
  const { view } = g;
  g.lines.follow(view.fen, view.variant);
  const pending = g.pending?.move;
  g.board.setPieces(pending ? withPending(view.pieces, pending) : view.pieces, animate);
  const last = pending ? { from: pending.from, to: pending.to } : view.lastMove;
  g.board.setMarks({ last, check: view.check, selected: null, hints: [], captures: [], hint: g.hintArrow });
}

function renderMoves(g) {
  const { view, moveList } = g;
  moveList.replaceChildren();
  // A custom start may have Black to move first: then row 1 opens with "…".
  const startBlack = (view.moves.length % 2 === 0) !== (view.sideToMove === 'white');
  const shown = (g.browsing ?? view.moves.length) - 1;
  const cells = view.moves.map((m, i) =>
    h('span.mv' + (i === shown ? '.current' : ''), { 'data-ply': i + 1, 'data-testid': 'game-move', onclick: () => showPly(g, i + 1) }, ltr(m.san)),
  );
  moveList.append(...moveRows(cells, startBlack));
  if (view.over) moveList.append(h('li.result', {}, ltr(view.over.result)));
  moveList.parentElement.scrollTop = moveList.parentElement.scrollHeight;
}

/** Whose move it is (or how the game ended), and the buttons and the move box that fit. */
function renderStatus(g) {
  const { view, networked } = g;
  let text;
  if (view.over) text = `${view.over.title} ${view.over.message}`;
  else if (g.pending) text = t('remote-move-pending');
  else if (view.engineThinking) text = t('game-thinking');
  else if (view.humanColor && (!networked || view.sideToMove === view.humanColor)) text = t('game-your-move');
  else text = t(view.sideToMove === 'white' ? 'game-to-move-white' : 'game-to-move-black');
  if (!view.over && view.check) text += ' · ' + t('game-check');
  g.status.textContent = text;
  g.status.classList.toggle('thinking', !!view.engineThinking);
  showActions(g.actions, { view, remote: g.remote, networked, myMove: humanToMove(g) });
  g.san.setOpen(humanToMove(g));
}

/**
 * Shows the position after `ply` moves (0: the start) without touching the
 * game, or the game as it stands (`null`, or the last ply). The game goes
 * on meanwhile: its clocks tick and its moves arrive in the list.
 */
async function showPly(g, ply) {
  const mine = ++g.browseRequest;
  const { view } = g;
  if (ply === null || ply >= view.moves.length) {
    g.browsing = null;
    drawLiveBoard(g, null);
    g.browse.el.hidden = true;
    renderMoves(g);
    renderStatus(g);
    return;
  }
  ply = Math.max(0, ply);
  let at;
  try {
    at = await call('game_board_at', { variant: view.variant, startFen: view.startFen, moves: view.moves.slice(0, ply).map((m) => m.uci) });
  } catch (e) {
    g.note.sayError(e);
    return;
  }
  // A later step (a key held down) has been asked for meanwhile: it draws.
  if (mine !== g.browseRequest) return;
  g.browsing = ply;
  g.input.deselect();
  g.lines.follow(at.fen, g.view.variant);
  g.board.setPieces(at.pieces);
  g.board.setMarks({ last: at.lastMove, check: at.check, selected: null, hints: [], captures: [], hint: null });
  g.browse.text.textContent =
    ply === 0 ? t('game-browsing-start') : await tf('game-browsing', { move: g.view.moves[ply - 1].san, ply, total: g.view.moves.length });
  g.browse.el.hidden = false;
  renderMoves(g);
  renderStatus(g);
}

/** Says a move in words through the live region, whoever played it (`before`: the board it was played on). */
async function announceMove(g, m, before, after) {
  const words = await moveWords(m, before, after);
  if (words) g.announcer.textContent = words;
}

/** Reads both clocks into the live region (Shift+T). */
async function announceClocks(g) {
  const { clock, elapsed } = g.panels.clockNow();
  g.announcer.textContent = await clockWords(clock || g.view?.clock, elapsed);
}

/** Sends a request of the player's (it answers the view to draw next), one at a time. */
async function send(g, request) {
  if (g.busy) return;
  g.busy = true;
  try {
    const next = await request();
    render(g, next, true);
  } catch (e) {
    g.note.sayError(e);
    dropPending(g);
    render(g, g.view, false);
  } finally {
    g.busy = false;
  }
}

/** A remote game's action (pause, abort, an answer to an offer), sent to its referee. */
function act(g, action) {
  return send(g, () => g.link.act(action));
}

/** Plays the move typed in the move box. */
async function playSan(g) {
  const input = g.san.input;
  const san = input.value.trim();
  if (!san || !humanToMove(g)) return;
  await send(g, async () => {
    const v = await g.link.moveSan(san, g.view);
    input.value = '';
    return v;
  });
  // A refused entry stays, selected, so that the next one replaces it.
  if (input.value) input.select();
}

function flip(g) {
  g.board.flip();
  g.orientation = g.board.o.orientation;
  g.panels.place(g.orientation);
}

async function takeBack(g) {
  g.hintArrow = null;
  await send(g, g.link.takeBack);
}

/** The engine's suggestion: an arrow on the board and its move in words. */
async function hint(g) {
  const button = g.actions.hint;
  try {
    button.disabled = true;
    const hnt = await call('engine_hint');
    // The game may have ended (a flag, a resignation) while the engine looked.
    if (g.view.over) return;
    g.hintArrow = { from: hnt.from, to: hnt.to };
    g.board.setMarks({ hint: g.hintArrow });
    g.note.say(await tf('game-hint-text', { san: hnt.san }), 'info');
  } catch (e) {
    g.note.sayError(e);
  } finally {
    button.disabled = !humanToMove(g) || !g.view.humanColor;
  }
}

/** A draw offered: to the engine (it answers), to the player beside (they agree), or to the remote opponent. */
async function offerDraw(g) {
  if (g.networked) {
    await send(g, g.link.offerDraw);
    return;
  }
  if (g.view.humanColor) {
    try {
      const answer = await call('game_offer_draw');
      g.note.say(t(answer.accepted ? 'game-draw-accepted' : 'game-draw-declined'), answer.accepted ? 'ok' : 'info');
      render(g, answer.view, false);
    } catch (e) {
      g.note.sayError(e);
    }
  } else if (await confirmDialog(t('game-draw-offer-human'))) {
    await send(g, g.link.agreeDraw);
  }
}

async function resign(g) {
  if (!(await confirmDialog(t('game-resign-confirm'), t('game-resign'), t('dialog-cancel')))) return;
  await send(g, g.link.resign);
}

async function rematch(g) {
  // The finished game's end stays told (its answer still shows it over): the rematch, a new game, has its own.
  g.hintArrow = null;
  await send(g, g.link.rematch);
}

/**
 * A new game of the same kind: back to a fresh remote lobby (the finished
 * game left), the setup editor for Maharajah, else the new-game dialog.
 */
async function newGame(g) {
  const { view } = g;
  if (g.networked) {
    g.leaving = true;
    try {
      await leaveRemote(g.src);
    } catch (e) {
      g.leaving = false;
      g.note.sayError(e);
      return;
    }
    go(g.src.screen, {}, { replace: true });
    return;
  }
  return view.variant === 'maharajah' ? go('setup') : openNewGame({ variant: view.variant });
}

/** The game so far as PGN, from its saved copy (saved after every move). */
async function copyPgn(g) {
  try {
    const id = await call('library_current_id', { session: g.view.id });
    if (id !== null) await copyText(await call('games_pgn', { id }));
  } catch (e) {
    g.note.sayError(e);
  }
}

/** The dialog at the end of the game, and what the player chose there. */
async function showGameOver(g) {
  const choice = await askAfterGame(g.view.over);
  if (choice === 'rematch') rematch(g);
  if (choice === 'review' && g.networked) {
    // This game's review, from the copy saved when it ended.
    if (g.remote?.savedId != null) go('review', { id: g.remote.savedId });
    else go('library');
    return;
  }
  if (choice === 'review') {
    // The game was saved move by move; review it by its saved id.
    try {
      const id = await call('library_current_id', { session: g.view.id });
      if (id !== null) go('review', { id });
    } catch (e) {
      g.note.sayError(e);
    }
  }
  if (choice === 'new') g.actions.newGame.click();
}
