// The game screen: board, side panels with clocks and per-side status, move
// list, keyboard SAN entry, and the game actions. Legal moves come from the
// backend with every position; the engine's replies arrive as events.
// A remote game (params.remote: LAN or online) uses the same screen, driven
// by the referee's events (the LAN host's or the server's): its actions go
// there, and a bar shows the pause countdown, the connection and the
// opponent's offers.

import { h, ltr, showError, confirmDialog } from '../dom.js';
import { t, tf } from '../i18n.js';
import { call, on } from '../bridge.js';
import { Board } from '../board.js';
import { prefs } from '../prefs.js';
import { sound } from '../sound.js';
import { go } from '../main.js';
import { openNewGame } from './newgame.js';
import { remoteOf } from '../remote.js';
import { moveRows } from '../move-list.js';
import { MoveInput } from '../game/move-input.js';
import { SidePanels } from '../game/panels.js';
import { RemoteBar } from '../game/remote-bar.js';
import { askAfterGame } from '../game/game-over.js';
import { localLink, remoteLink } from '../game/link.js';
import { moveWords, clockWords } from '../game/announce.js';
import { copyText } from '../clipboard.js';
import { EngineLines } from '../engine-lines.js';

export const title = '';

export async function mount(root, params = {}) {
  const src = remoteOf(params);
  const networked = !!src;
  let remote = null;
  let view = params.view || null;
  if (src) {
    const lv = await call(src.state).catch(() => null);
    if (!lv?.game?.game) {
      go(src.screen, {}, { replace: true });
      return;
    }
    view = lv.game.game;
    remote = lv.game.remote;
  }
  if (!view) {
    try {
      view = await call('game_state');
    } catch (e) {
      showError(e);
      go('home', {}, { replace: true });
      return;
    }
  }
  const p = prefs();
  let orientation = p.orientation === 'auto' ? view.humanColor || 'white' : p.orientation;
  let hintArrow = null;
  let shownOverFor = null;
  let busy = false;
  let browsing = null; // the ply shown while stepping back through the game; null: the game as it stands
  let browseRequest = 0; // counts steps asked for, so only the last one is drawn

  const boardHost = h('div.board-wrap', { 'data-testid': 'game-board' });
  const promo = h('div.promo-host');
  boardHost.append(promo);
  const board = new Board(boardHost, {
    files: view.files,
    orientation,
    coordinates: p.coordinates,
    pieceSet: p.pieceSet,
    animationMs: p.animationMs,
    keyboard: true,
  });
  const input = new MoveInput(board, promo, {
    legal: () => (humanToMove() ? view.legal : []),
    sideToMove: () => view.sideToMove,
    pieces: () => view.pieces,
    // A click on the board while looking back returns to the game as it stands.
    intercept: () => {
      if (browsing === null) return false;
      showPly(null);
      return true;
    },
    onRefuse: (from, to) => tf('game-illegal-click', { from, to }).then((m) => say(m, 'error')),
    onMove: (move) => send(() => link.move(move.uci)),
    // The opponent's turn, or the player's own move on its way (its answer is the opponent's turn).
    premover: () => (browsing === null && !view.over && view.humanColor && (busy || view.sideToMove !== view.humanColor) ? view.humanColor : null),
    onPremove: (pm) => {
      if (pm) tf('game-premove-set', { from: pm.from, to: pm.to }).then((m) => say(m, 'info'));
    },
  });
  board.setOptions(input.boardOptions());

  const panels = new SidePanels();
  const status = h('div.status', { 'data-testid': 'game-status', 'aria-live': 'polite' });
  // Moves and clocks in words for screen readers (not shown: the board and the move list show them).
  const announcer = h('p.sr-only', { 'data-testid': 'announcer', 'aria-live': 'polite' });
  // Notation reads left to right in every language: numbers, then White's and Black's SAN.
  const moveList = h('ol.moves', { 'data-testid': 'move-list', dir: 'ltr' });
  const sanInput = h('input.san', {
    type: 'text',
    autocomplete: 'off',
    spellcheck: false,
    dir: 'ltr',
    'data-testid': 'san-input',
    'data-i18n-placeholder': 'game-san-placeholder',
    'data-i18n-label': 'game-san-label',
    onkeydown: (e) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        playSan();
      }
    },
  });
  const btn = (key, action, testid, cls = '') => h('button' + cls, { onclick: action, 'data-testid': testid }, t(key));
  const link = networked ? remoteLink(src, remoteGame) : localLink();
  const act = (action) => send(() => link.act(action));
  const actions = {
    flip: btn(
      'game-flip',
      () => {
        board.flip();
        orientation = board.o.orientation;
        panels.place(orientation);
      },
      'btn-flip',
    ),
    pause: btn('game-pause', () => act({ type: remote?.pause?.canResume ? 'resume' : 'pause' }), 'btn-pause'),
    abort: btn('game-abort', () => act({ type: 'abort' }), 'btn-abort'),
    takeback: btn('game-takeback', takeBack, 'btn-takeback'),
    hint: btn('game-hint', hint, 'btn-hint'),
    lines: btn('lines-title', () => toggleLines(), 'btn-lines'),
    draw: btn('game-draw', offerDraw, 'btn-draw'),
    resign: btn('game-resign', resign, 'btn-resign', '.danger'),
    copyFen: btn('review-copy-fen', () => copyText(view.fen), 'btn-copy-fen'),
    copyPgn: btn('review-copy-pgn', copyPgn, 'btn-copy-pgn'),
    newGame: btn(
      'game-new',
      () => (networked ? go(src.screen) : view.variant === 'maharajah' ? go('setup') : openNewGame({ variant: view.variant })),
      'btn-new',
    ),
    rematch: btn('game-rematch', rematch, 'btn-rematch', '.primary'),
  };

  // The engine's best lines, when the player asks (local games only): the
  // position shown, the game's or the one stepped back to.
  const lines = new EngineLines({ variant: view.variant, on: false });
  lines.el.hidden = true;
  let shownFen = view.fen;
  function toggleLines() {
    lines.el.hidden = !lines.el.hidden;
    actions.lines.setAttribute('aria-pressed', String(!lines.el.hidden));
    lines.variant = view.variant;
    lines.fen = shownFen;
    lines.setOn(!lines.el.hidden);
  }
  const followLines = (fen) => {
    shownFen = fen;
    lines.variant = view.variant;
    if (!lines.el.hidden && lines.on && lines.fen !== fen) lines.show(fen);
  };

  // What the game says to the player (a refused move, a hint, an answer to a
  // draw offer): beside the move box, where it covers no clock, name or square.
  const note = h('p.game-note', { 'data-testid': 'game-note', role: 'status', 'aria-live': 'polite', hidden: true });
  let noteTimer = null;
  const say = (message, kind = 'info') => {
    clearTimeout(noteTimer);
    note.textContent = message;
    note.className = 'game-note ' + kind;
    note.hidden = false;
    noteTimer = setTimeout(() => (note.hidden = true), kind === 'error' ? 6000 : 4000);
  };
  const sayError = (e) => say(e?.message || t('error-unknown'), 'error');

  // Looking back through the moves played: which position, and the way back.
  const browseText = h('span', { 'data-testid': 'browse-text' });
  const browseBar = h(
    'div.browse-bar',
    { 'data-testid': 'browse-bar', role: 'status', hidden: true },
    browseText,
    h('button', { onclick: () => showPly(null), 'data-testid': 'browse-live' }, t('game-back-to-game')),
  );

  // LAN only: the pause countdown, the connection, the opponent's offers.
  const remoteBar = new RemoteBar((action) => act(action));
  remoteBar.el.hidden = !networked;

  root.append(
    h(
      'div.game',
      {},
      h('div.board-col', {}, panels.top, boardHost, panels.bottom),
      h(
        'aside.game-side',
        {},
        status,
        announcer,
        remoteBar.el,
        h('div.moves-box', {}, h('h3', {}, t('game-moves')), moveList),
        lines.el,
        browseBar,
        note,
        h(
          'form.san-form',
          {
            onsubmit: (e) => {
              e.preventDefault();
              playSan();
            },
          },
          sanInput,
          h('button', { type: 'submit', 'data-testid': 'san-go' }, t('game-san-go')),
        ),
        h('div.actions-grid', {}, Object.values(actions)),
      ),
    ),
  );

  const humanToMove = () => browsing === null && !view.over && !view.engineThinking && (!view.humanColor || view.humanColor === view.sideToMove);
  /** The game view of a remote view (keeping the remote part for the bar). */
  // What a remote view shows, to skip one already drawn. An action's answer
  // counts as drawn too: a later, newer view then differs and is drawn,
  // even when an event about that newer state came in before the answer.
  let lastLan = '';
  const remoteKey = (lv) => JSON.stringify([lv.stage, lv.game?.game?.moves, lv.game?.remote]);

  function remoteGame(lv) {
    lastLan = remoteKey(lv);
    if (lv.game) remote = lv.game.remote;
    if (lv.game && lv.game.remote.phase === 'setup') {
      go('setup', { remote: src.kind }, { replace: true });
      return view;
    }
    if (lv.notice) say(lv.notice, 'info');
    return lv.game?.game || view;
  }

  async function send(request) {
    if (busy) return;
    busy = true;
    try {
      const next = await request();
      render(next, true);
    } catch (e) {
      sayError(e);
      render(view, false);
    } finally {
      busy = false;
    }
  }

  async function playSan() {
    const san = sanInput.value.trim();
    if (!san) return;
    await send(async () => {
      const v = await link.moveSan(san, view);
      sanInput.value = '';
      return v;
    });
    // A refused entry stays, selected, so that the next one replaces it.
    if (sanInput.value) sanInput.select();
  }

  async function takeBack() {
    hintArrow = null;
    await send(link.takeBack);
  }

  async function hint() {
    try {
      actions.hint.disabled = true;
      const hnt = await call('engine_hint');
      hintArrow = { from: hnt.from, to: hnt.to };
      board.setMarks({ hint: hintArrow });
      say(await call('i18n_format', { id: 'game-hint-text', args: { san: hnt.san } }), 'info');
    } catch (e) {
      sayError(e);
    } finally {
      actions.hint.disabled = !humanToMove() || !view.humanColor;
    }
  }

  async function offerDraw() {
    if (networked) {
      await send(link.offerDraw);
      return;
    }
    if (view.humanColor) {
      try {
        const answer = await call('game_offer_draw');
        say(t(answer.accepted ? 'game-draw-accepted' : 'game-draw-declined'), answer.accepted ? 'ok' : 'info');
        render(answer.view, false);
      } catch (e) {
        sayError(e);
      }
    } else if (await confirmDialog(t('game-draw-offer-human'))) {
      await send(link.agreeDraw);
    }
  }

  async function resign() {
    if (!(await confirmDialog(t('game-resign-confirm'), t('game-resign'), t('dialog-cancel')))) return;
    await send(link.resign);
  }

  async function rematch() {
    shownOverFor = null;
    hintArrow = null;
    await send(link.rematch);
  }

  /** Says a move in words through the live region, whoever played it (`before`: the board it was played on). */
  async function announceMove(m, before, after) {
    const words = await moveWords(m, before, after);
    if (words) announcer.textContent = words;
  }

  /** Reads both clocks into the live region (Shift+T). */
  async function announceClocks() {
    const { clock, elapsed } = panels.clockNow();
    announcer.textContent = await clockWords(clock || view?.clock, elapsed);
  }

  /**
   * Shows the position after `ply` moves (0: the start) without touching the
   * game, or the game as it stands (`null`, or the last ply). The game goes
   * on meanwhile: its clocks tick and its moves arrive in the list.
   */
  async function showPly(ply) {
    const mine = ++browseRequest;
    if (ply === null || ply >= view.moves.length) {
      browsing = null;
      drawLiveBoard(null);
      browseBar.hidden = true;
      renderMoves();
      renderStatus();
      return;
    }
    ply = Math.max(0, ply);
    let at;
    try {
      at = await call('game_board_at', { variant: view.variant, startFen: view.startFen, moves: view.moves.slice(0, ply).map((m) => m.uci) });
    } catch (e) {
      sayError(e);
      return;
    }
    // A later step (a key held down) has been asked for meanwhile: it draws.
    if (mine !== browseRequest) return;
    browsing = ply;
    input.deselect();
    followLines(at.fen);
    board.setPieces(at.pieces);
    board.setMarks({ last: at.lastMove, check: at.check, selected: null, hints: [], captures: [], hint: null });
    browseText.textContent = ply === 0 ? t('game-browsing-start') : await tf('game-browsing', { move: view.moves[ply - 1].san, ply, total: view.moves.length });
    browseBar.hidden = false;
    renderMoves();
    renderStatus();
  }

  /** The board as the game stands (`animate`: the move to slide, or null). */
  function drawLiveBoard(animate) {
    followLines(view.fen);
    board.setPieces(view.pieces, animate);
    board.setMarks({ last: view.lastMove, check: view.check, selected: null, hints: [], captures: [], hint: hintArrow });
  }

  function render(next, animate) {
    const prevMoves = view ? view.moves.length : 0;
    const prevPieces = view ? view.pieces : [];
    const sameGame = view && next.id === view.id;
    if (!sameGame) {
      orientation = prefs().orientation === 'auto' ? next.humanColor || 'white' : prefs().orientation;
      board.setOptions({ files: next.files, orientation });
      hintArrow = null;
    }
    view = next;
    input.selected = null;
    if (!sameGame || next.over || next.moves.length < prevMoves) input.reset();
    const grew = sameGame && next.moves.length === prevMoves + 1;
    if (next.moves.length !== prevMoves) hintArrow = null;
    if (!sameGame) browsing = null;
    if (browsing === null) drawLiveBoard(grew && animate !== false && next.lastMove ? next.lastMove : null);
    if (grew) {
      const last = next.moves[next.moves.length - 1];
      announceMove(last, prevPieces, next.pieces);
      if (next.over) sound.end();
      else if (last.san.includes('+')) sound.check();
      else if (last.san.includes('x')) sound.capture();
      else sound.move();
    }
    panels.render(view, orientation);
    renderMoves();
    renderStatus();
    if (networked && remote) remoteBar.render(remote, !!view.over);
    if (input.premove && humanToMove()) input.playPremove();
    if (next.over && shownOverFor !== `${next.id}:${next.moves.length}`) {
      shownOverFor = `${next.id}:${next.moves.length}`;
      showGameOver();
    }
  }

  function renderMoves() {
    moveList.replaceChildren();
    // A custom start may have Black to move first: then row 1 opens with "…".
    const startBlack = (view.moves.length % 2 === 0) !== (view.sideToMove === 'white');
    const shown = (browsing ?? view.moves.length) - 1;
    const cells = view.moves.map((m, i) =>
      h('span.mv' + (i === shown ? '.current' : ''), { 'data-ply': i + 1, 'data-testid': 'game-move', onclick: () => showPly(i + 1) }, ltr(m.san)),
    );
    moveList.append(...moveRows(cells, startBlack));
    if (view.over) moveList.append(h('li.result', {}, ltr(view.over.result)));
    moveList.parentElement.scrollTop = moveList.parentElement.scrollHeight;
  }

  function renderStatus() {
    let text;
    if (view.over) text = `${view.over.title} ${view.over.message}`;
    else if (view.engineThinking) text = t('game-thinking');
    else if (view.humanColor && (!networked || view.sideToMove === view.humanColor)) text = t('game-your-move');
    else text = t(view.sideToMove === 'white' ? 'game-to-move-white' : 'game-to-move-black');
    if (!view.over && view.check) text += ' · ' + t('game-check');
    status.textContent = text;
    status.classList.toggle('thinking', !!view.engineThinking);
    const vsEngine = !!view.humanColor && !networked;
    actions.hint.hidden = !vsEngine;
    actions.lines.hidden = networked;
    actions.pause.hidden = !networked;
    actions.abort.hidden = !networked || !remote?.canAbort || !!view.over;
    if (networked && remote) {
      actions.pause.textContent = t(remote.pause?.canResume ? 'game-resume' : 'game-pause');
      actions.pause.disabled = !!view.over || !(remote.pause ? remote.pause.canResume : remote.pauseAvailable);
      actions.takeback.hidden = !remote.takebacks;
      actions.rematch.textContent = t(remote.rematch[1] ? 'game-rematch-accept' : 'game-rematch');
      actions.rematch.disabled = remote.rematch[0];
    }
    actions.hint.disabled = !humanToMove();
    actions.takeback.disabled = !view.canTakeBack;
    actions.draw.disabled = !!view.over || (vsEngine && !humanToMove()) || (networked && !!remote && remote.drawOfferedByMe);
    actions.resign.disabled = !!view.over;
    actions.rematch.hidden = !view.over;
    actions.copyPgn.hidden = networked; // a remote game is saved when it ends
    sanInput.disabled = !humanToMove();
  }

  /** The game so far as PGN, from its saved copy (saved after every move). */
  async function copyPgn() {
    try {
      const id = await call('library_current_id', { session: view.id });
      if (id !== null) await copyText(await call('games_pgn', { id }));
    } catch (e) {
      sayError(e);
    }
  }

  async function showGameOver() {
    const choice = await askAfterGame(view.over);
    if (choice === 'rematch') rematch();
    if (choice === 'review' && networked) {
      go('library');
      return;
    }
    if (choice === 'review') {
      // The game was saved move by move; review it by its saved id.
      try {
        const id = await call('library_current_id', { session: view.id });
        if (id !== null) go('review', { id });
      } catch (e) {
        sayError(e);
      }
    }
    if (choice === 'new') actions.newGame.click();
  }

  const onRemote = (lv) => {
    const key = remoteKey(lv);
    if (key === lastLan) return;
    lastLan = key;
    if (lv.stage === 'closed' && lv.notice) say(lv.notice, 'error');
    if (!lv.game) return;
    remote = lv.game.remote;
    if (remote.phase === 'setup') {
      go('setup', { remote: src.kind }, { replace: true });
      return;
    }
    if (lv.game.game) render(lv.game.game, true);
    else remoteBar.render(remote, !!view.over);
  };
  const stopEvents = networked
    ? on(src.event, onRemote)
    : on('game-updated', (next) => {
        if (next.id === view.id || next.id > view.id) render(next, true);
      });
  // An event sent while this screen was still subscribing would be missed:
  // a LAN game also reads the state once a second.
  const remotePoll = networked
    ? setInterval(() => {
        call(src.state)
          .then(onRemote)
          .catch(() => {});
      }, 1000)
    : null;
  const timer = setInterval(() => {
    panels.tick();
    remoteBar.tick();
  }, 100);
  // ← and → step through the moves played (Home: the start, End: the game as
  // it stands); Shift+F flips the board, Shift+T reads the clocks; any other letter, digit or SAN sign typed on
  // the board starts a move in the move box (files a–j, ranks 1–10, pieces
  // in either case), when it is this player's move.
  const keys = (e) => {
    if (e.target.tagName === 'INPUT' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
    const step = { ArrowLeft: (browsing ?? view.moves.length) - 1, ArrowRight: browsing === null ? null : browsing + 1, Home: 0, End: null };
    if (e.key in step && !document.querySelector('.overlay')) {
      e.preventDefault();
      if (e.key !== 'ArrowRight' || browsing !== null) showPly(step[e.key]);
      return;
    }
    if (e.key === 'F') actions.flip.click();
    else if (e.key === 'T') announceClocks();
    else if (/^[a-zA-Z0-9=+#-]$/.test(e.key) && humanToMove() && !document.querySelector('.overlay')) {
      sanInput.focus();
    }
  };
  document.addEventListener('keydown', keys);

  view = { ...view, id: view.id };
  const first = view;
  view = null;
  render(first, false);
  // What the new-game dialog changed in a pasted position, said once.
  if (params.notice) say(params.notice, 'info');

  return () => {
    stopEvents();
    clearInterval(timer);
    if (remotePoll) clearInterval(remotePoll);
    document.removeEventListener('keydown', keys);
    lines.destroy();
  };
}
