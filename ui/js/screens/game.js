// The game screen: board, side panels with clocks and per-side status, move
// list, keyboard SAN entry, and the game actions. Legal moves come from the
// backend with every position; the engine's replies arrive as events.
// A remote game (params.remote: LAN or online) uses the same screen, driven
// by the referee's events (the LAN host's or the server's): its actions go
// there, and a bar shows the pause countdown, the connection and the
// opponent's offers.

import { h, ltr, showError, confirmDialog, modal, formatClock } from '../dom.js';
import { t, tf } from '../i18n.js';
import { call, on } from '../bridge.js';
import { Board } from '../board.js';
import { prefs } from '../prefs.js';
import { sound } from '../sound.js';
import { go } from '../main.js';
import { openNewGame } from './newgame.js';
import { remoteOf } from '../remote.js';
import { moveRows } from '../move-list.js';
import { choosePromotion } from '../game/promotion.js';
import { moveWords, clockWords } from '../game/announce.js';
import { copyText } from '../clipboard.js';

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
  let selected = null;
  let hintArrow = null;
  let clockBase = { at: performance.now(), view: null };
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
    canDrag: (sq) => movesFrom(sq).length > 0,
    onDragStart: (sq) => select(sq),
    onClick: (sq, info) => clicked(sq, info),
    onDrop: (from, to) => tryMove(from, to),
    keyboard: true,
    onCancel: () => {
      if (!selected) return false;
      deselect();
      return true;
    },
  });

  const panels = { white: sidePanel('white'), black: sidePanel('black') };
  const topSlot = h('div.slot-top');
  const bottomSlot = h('div.slot-bottom');
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
  const act = (action) => send(async () => remoteGame(await call(src.act, { action })));
  const actions = {
    flip: btn(
      'game-flip',
      () => {
        board.flip();
        orientation = board.o.orientation;
        placePanels();
      },
      'btn-flip',
    ),
    pause: btn('game-pause', () => act({ type: remote?.pause?.canResume ? 'resume' : 'pause' }), 'btn-pause'),
    abort: btn('game-abort', () => act({ type: 'abort' }), 'btn-abort'),
    takeback: btn('game-takeback', takeBack, 'btn-takeback'),
    hint: btn('game-hint', hint, 'btn-hint'),
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
  const remoteBar = h('div.remote-bar', { 'data-testid': 'remote-bar', 'aria-live': 'polite', hidden: !networked });

  root.append(
    h(
      'div.game',
      {},
      h('div.board-col', {}, topSlot, boardHost, bottomSlot),
      h(
        'aside.game-side',
        {},
        status,
        announcer,
        remoteBar,
        h('div.moves-box', {}, h('h3', {}, t('game-moves')), moveList),
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

  function sidePanel(color) {
    const name = h('span.player');
    const badge = h('span.badge.status-badge');
    const clock = h('div.clock', { 'data-testid': 'clock-' + color, dir: 'ltr' });
    const el = h('div.side-panel', { 'data-color': color, 'data-testid': 'side-' + color }, h('span.swatch.' + color), name, badge, clock);
    return { el, name, badge, clock };
  }

  function placePanels() {
    const top = orientation === 'white' ? 'black' : 'white';
    topSlot.replaceChildren(panels[top].el);
    bottomSlot.replaceChildren(panels[top === 'white' ? 'black' : 'white'].el);
  }

  const humanToMove = () => browsing === null && !view.over && !view.engineThinking && (!view.humanColor || view.humanColor === view.sideToMove);
  const movesFrom = (sq) => (humanToMove() ? view.legal.filter((m) => m.from === sq) : []);

  function select(sq) {
    selected = sq;
    const ms = movesFrom(sq);
    const show = prefs().legalHints;
    const occupied = new Set(view.pieces.map((x) => x.square));
    board.setMarks({
      selected: sq,
      hints: show ? [...new Set(ms.filter((m) => !m.capture && !occupied.has(m.to)).map((m) => m.to))] : [],
      captures: show ? [...new Set(ms.filter((m) => m.capture || occupied.has(m.to)).map((m) => m.to))] : [],
    });
  }

  function deselect() {
    selected = null;
    board.setMarks({ selected: null, hints: [], captures: [] });
  }

  function clicked(sq, info) {
    // A click on the board while looking back returns to the game as it stands.
    if (browsing !== null) {
      showPly(null);
      return;
    }
    if (selected && sq !== selected && view.legal.some((m) => m.from === selected && m.to === sq)) {
      tryMove(selected, sq);
      return;
    }
    if (sq === selected && !info.fromDrag) {
      deselect();
      return;
    }
    if (movesFrom(sq).length) select(sq);
    else refuse(selected, sq);
  }

  /** A click or drop on a square the selected piece cannot reach: said, then deselected. */
  function refuse(from, to) {
    if (from && to && from !== to) tf('game-illegal-click', { from, to }).then((m) => say(m, 'error'));
    deselect();
  }

  async function tryMove(from, to) {
    const candidates = view.legal.filter((m) => m.from === from && m.to === to);
    if (!candidates.length) {
      if (movesFrom(to).length) select(to);
      else refuse(from, to);
      return;
    }
    let move = candidates[0];
    const queen = candidates.find((m) => m.promotion === 'queen');
    if (candidates.length > 1 && queen && prefs().autoQueen) {
      move = queen;
    } else if (candidates.length > 1 && candidates.some((m) => m.promotion)) {
      const kind = await choosePromotion(
        promo,
        board,
        view.sideToMove,
        candidates.map((m) => m.promotion),
      );
      if (!kind) {
        deselect();
        return;
      }
      move = candidates.find((m) => m.promotion === kind);
    }
    await send(() => (networked ? call(src.act, { action: { type: 'move', uci: move.uci } }).then(remoteGame) : call('game_move', { uci: move.uci })));
  }

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
      let v;
      if (networked) {
        // Read by the rules core as a local game's move is, then sent.
        const move = await call('game_resolve_san', { variant: view.variant, fen: view.fen, san });
        v = remoteGame(await call(src.act, { action: { type: 'move', uci: move.uci } }));
      } else {
        v = await call('game_move_san', { san });
      }
      sanInput.value = '';
      return v;
    });
    // A refused entry stays, selected, so that the next one replaces it.
    if (sanInput.value) sanInput.select();
  }

  async function takeBack() {
    hintArrow = null;
    if (networked) await act({ type: 'request-takeback' });
    else await send(() => call('game_take_back'));
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
      await act({ type: 'offer-draw' });
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
      await send(() => call('game_agree_draw'));
    }
  }

  async function resign() {
    if (!(await confirmDialog(t('game-resign-confirm'), t('game-resign'), t('dialog-cancel')))) return;
    if (networked) await act({ type: 'resign' });
    else await send(() => call('game_resign'));
  }

  async function rematch() {
    shownOverFor = null;
    hintArrow = null;
    if (networked) await act({ type: 'rematch' });
    else await send(() => call('game_rematch'));
  }

  /** Says a move in words through the live region, whoever played it (`before`: the board it was played on). */
  async function announceMove(m, before, after) {
    const words = await moveWords(m, before, after);
    if (words) announcer.textContent = words;
  }

  /** Reads both clocks into the live region (Shift+T). */
  async function announceClocks() {
    const v = clockBase.view || view;
    const elapsed = performance.now() - clockBase.at;
    announcer.textContent = await clockWords(v?.clock, elapsed);
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
    selected = null;
    board.setPieces(at.pieces);
    board.setMarks({ last: at.lastMove, check: at.check, selected: null, hints: [], captures: [], hint: null });
    browseText.textContent = ply === 0 ? t('game-browsing-start') : await tf('game-browsing', { move: view.moves[ply - 1].san, ply, total: view.moves.length });
    browseBar.hidden = false;
    renderMoves();
    renderStatus();
  }

  /** The board as the game stands (`animate`: the move to slide, or null). */
  function drawLiveBoard(animate) {
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
    selected = null;
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
    renderPanels();
    renderMoves();
    renderStatus();
    renderRemote();
    clockBase = { at: performance.now(), view: next };
    if (next.over && shownOverFor !== `${next.id}:${next.moves.length}`) {
      shownOverFor = `${next.id}:${next.moves.length}`;
      showGameOver();
    }
  }

  function renderPanels() {
    placePanels();
    for (const side of view.sides) {
      const pnl = panels[side.color];
      pnl.name.textContent = side.player;
      pnl.badge.textContent = side.status || '';
      pnl.badge.hidden = !side.status;
      pnl.badge.className = 'badge status-badge ' + (side.variantSide ? 'variant' : 'classic');
      pnl.badge.dataset.testid = 'status-' + side.color;
      pnl.badge.title = view.variant === 'maharajah' ? t(side.variantSide ? 'side-variant-tip' : 'side-classic-tip') : '';
      pnl.el.classList.toggle('to-move', !view.over && view.sideToMove === side.color);
      pnl.clock.hidden = !view.clock;
    }
    tickClocks();
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

  /** The remote bar: pause countdown, connection, offers to answer. */
  function renderRemote() {
    if (!networked || !remote) return;
    const parts = [];
    if (!remote.connected) parts.push(h('p.banner.warn', { 'data-testid': 'banner-reconnecting' }, t('remote-reconnecting')));
    else if (!remote.opponentPresent && !view.over) parts.push(h('p.banner.warn', { 'data-testid': 'banner-opponent-away' }, t('remote-opponent-away')));
    if (remote.pause) {
      const mine = remote.pause.by === remote.seat;
      const key = remote.pause.disconnected
        ? mine
          ? 'remote-paused-you-away'
          : 'remote-paused-opponent-away'
        : mine
          ? 'remote-paused-you'
          : 'remote-paused-opponent';
      parts.push(
        h('p.banner.pause', { 'data-testid': 'banner-pause' }, t(key), ' ', h('span.countdown', { dir: 'ltr', 'data-testid': 'pause-countdown' }, '')),
      );
    }
    if (remote.drawOfferedToMe) {
      parts.push(
        h(
          'div.offer',
          { 'data-testid': 'draw-offer' },
          h('span', {}, t('remote-draw-offered')),
          h('button', { onclick: () => act({ type: 'answer-draw', accept: false }), 'data-testid': 'draw-decline' }, t('remote-decline')),
          h('button.primary', { onclick: () => act({ type: 'answer-draw', accept: true }), 'data-testid': 'draw-accept' }, t('remote-accept')),
        ),
      );
    }
    if (remote.takebackAskedOfMe) {
      parts.push(
        h(
          'div.offer',
          { 'data-testid': 'takeback-offer' },
          h('span', {}, t('remote-takeback-asked')),
          h('button', { onclick: () => act({ type: 'answer-takeback', accept: false }), 'data-testid': 'takeback-decline' }, t('remote-decline')),
          h('button.primary', { onclick: () => act({ type: 'answer-takeback', accept: true }), 'data-testid': 'takeback-accept' }, t('remote-accept')),
        ),
      );
    }
    if (remote.drawOfferedByMe) parts.push(h('p.muted', {}, t('remote-draw-sent')));
    if (remote.takebackAskedByMe) parts.push(h('p.muted', {}, t('remote-takeback-sent')));
    remoteBar.replaceChildren(...parts);
    remoteBar.hidden = parts.length === 0;
    pauseBase = { at: performance.now(), ms: remote.pause ? remote.pause.remainingMs : 0 };
    tickPause();
  }

  let pauseBase = { at: 0, ms: 0 };
  function tickPause() {
    const el = remoteBar.querySelector('.countdown');
    if (el) el.textContent = formatClock(Math.max(0, pauseBase.ms - (performance.now() - pauseBase.at)));
  }

  function tickClocks() {
    tickPause();
    const v = clockBase.view || view;
    if (!v?.clock) return;
    const elapsed = performance.now() - clockBase.at;
    for (const color of ['white', 'black']) {
      let ms = color === 'white' ? v.clock.whiteMs : v.clock.blackMs;
      if (v.clock.running === color) ms -= elapsed;
      const c = panels[color].clock;
      c.textContent = formatClock(ms);
      c.classList.toggle('running', v.clock.running === color);
      c.classList.toggle('low', ms < 10000);
    }
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
    const over = view.over;
    const choice = await modal(
      over.title,
      (close) =>
        h(
          'div.gameover',
          {},
          h('p.reason', { 'data-testid': 'gameover-reason' }, over.message),
          h('p.result', {}, ltr(over.result)),
          h(
            'div.actions',
            {},
            h('button', { onclick: () => close('view'), 'data-testid': 'gameover-close' }, t('dialog-ok')),
            h('button', { onclick: () => close('new') }, t('game-new')),
            h('button', { onclick: () => close('review'), 'data-testid': 'gameover-review' }, t('review-title')),
            h('button.primary', { onclick: () => close('rematch'), 'data-testid': 'gameover-rematch' }, t('game-rematch')),
          ),
        ),
      { testid: 'gameover' },
    );
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
    else renderRemote();
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
  const timer = setInterval(tickClocks, 100);
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
  };
}
