// Review of a saved game: step through its positions (buttons, arrow keys,
// the move list, the graph); the engine's analysis of every position in the
// background with its progress, an evaluation graph to click, marks on
// inaccuracies, mistakes and blunders with the better move, and each side's
// accuracy; the engine's best lines and an evaluation bar for the position
// shown; moves tried on the board as a side line, with the way back to the
// game in one click, and saved into the game's PGN on request.
// Every position comes from the backend; this screen only shows them.

import { h, ltr, showError, toast } from '../dom.js';
import { t, tf } from '../i18n.js';
import { call, on } from '../bridge.js';
import { Board } from '../board.js';
import { prefs } from '../prefs.js';
import { go } from '../main.js';
import { copyText } from '../clipboard.js';
import { formatPlayed } from '../resume.js';
import { MoveInput } from '../game/move-input.js';
import { EngineLines, EvalBar, evalText } from '../engine-lines.js';
import { evalGraph, GLYPH } from '../eval-graph.js';
import { reviewMoveRows, moveLabel } from '../review/move-list.js';
import { summaryTable } from '../review/summary.js';
import { navigation } from '../review/navigation.js';

export const title = 'review-title';

/** Whether engine lines are shown; kept while the app runs. */
let linesWanted = true;

/** The from and to squares of a UCI move (display only: for an arrow). */
function uciSquares(uci) {
  const m = /^([a-j](?:10|[1-9]))([a-j](?:10|[1-9]))/.exec(uci || '');
  return m ? { from: m[1], to: m[2] } : null;
}

export async function mount(root, params = {}) {
  let game;
  try {
    game = await call('review_open', { id: params.id });
  } catch (e) {
    showError(e);
    go('library', {}, { replace: true });
    return;
  }
  const n = game.plies.length;
  let cur = n - 1;
  // The explored line: positions after each of its moves, tried from main-line position `at`;
  // `idx` is the one shown (−1: none, the board is on the main line).
  let ex = null;
  const evals = new Array(n).fill(null);
  let marks = new Map(); // ply → mark
  let summary = null;
  const work = { done: 0, total: n, checking: false, finished: false };
  const acceptAnalysis = (a) => {
    a.evals.forEach((e) => {
      evals[e.ply] = e;
    });
    marks = new Map(a.marks.map((m) => [m.ply, m]));
    summary = a.summary;
    Object.assign(work, { done: work.total, finished: true, checking: false });
  };
  if (game.analysis) acceptAnalysis(game.analysis);

  let topLine = null; // the engine's best line for the position shown, once it has one
  const inLine = () => ex !== null && ex.idx >= 0;
  const shown = () => (inLine() ? ex.plies[ex.idx] : game.plies[cur]);

  const p = prefs();
  let orientation = p.orientation === 'black' ? 'black' : 'white';
  const boardHost = h('div.board-wrap', { 'data-testid': 'review-board' });
  const promo = h('div.promo-host');
  boardHost.append(promo);
  const board = new Board(boardHost, {
    files: game.files,
    orientation,
    coordinates: p.coordinates,
    pieceSet: p.pieceSet,
    animationMs: p.animationMs,
    keyboard: true,
  });
  const legalOf = new Map(); // FEN → legal moves, asked for when a position is first shown
  const input = new MoveInput(board, promo, {
    legal: () => legalOf.get(shown().fen) || [],
    sideToMove: () => shown().sideToMove,
    pieces: () => shown().pieces,
    onRefuse: () => {},
    onMove: (move) => tryMove(move),
  });
  board.setOptions(input.boardOptions());
  const bar = new EvalBar();
  const lines = new EngineLines({
    variant: game.variant,
    on: linesWanted,
    onPlay: (uci) => {
      const move = (legalOf.get(shown().fen) || []).find((m) => m.uci === uci);
      if (move) tryMove(move);
    },
    onToggle: (value) => {
      linesWanted = value;
    },
    onTop: (line) => {
      topLine = line;
      drawBar();
      if (line?.first) board.setMarks({ hint: uciSquares(line.first) });
    },
  });

  const panel = (color) =>
    h('div.side-panel', { 'data-color': color }, h('span.swatch.' + color), h('span.player', {}, color === 'white' ? game.white : game.black));
  const topSlot = h('div.slot-top');
  const bottomSlot = h('div.slot-bottom');
  const panels = { white: panel('white'), black: panel('black') };
  const placePanels = () => {
    topSlot.replaceChildren(panels[orientation === 'white' ? 'black' : 'white']);
    bottomSlot.replaceChildren(panels[orientation]);
  };

  const nav = navigation({
    first: () => goMain(0),
    prev: () => step(-1),
    next: () => step(1),
    last: () => goMain(n - 1),
    flip: () => {
      board.flip();
      orientation = board.o.orientation;
      placePanels();
      drawBar();
    },
  });

  const graph = evalGraph(n, (ply) => goMain(ply));
  const progressFill = h('div.fill');
  const progressBar = h(
    'div.bar',
    { role: 'progressbar', 'aria-valuemin': 0, 'aria-labelledby': 'analysis-status', 'data-testid': 'analysis-bar' },
    progressFill,
  );
  const progressText = h('span.analysis-text', { 'data-testid': 'analysis-status', id: 'analysis-status' });
  const progress = h('div.analysis-progress', {}, progressBar, progressText);
  const summaryBox = h('div.review-summary', { 'data-testid': 'review-summary', hidden: true });

  const comment = h('div.review-comment', { 'data-testid': 'review-comment', 'aria-live': 'polite' });
  const moveList = h('ol.moves.review-moves', { 'data-testid': 'review-moves', dir: 'ltr' });
  const result = game.result === '1/2-1/2' ? '½–½' : game.result;
  const info = h(
    'div.review-info',
    {},
    h('div.review-players', {}, h('strong', {}, game.white), ' – ', h('strong', {}, game.black)),
    h(
      'div.review-result',
      { 'data-testid': 'review-result' },
      ltr(result),
      game.reasonText ? ' ' + game.reasonText : '',
      game.inProgress ? h('span.badge.live', {}, t('library-in-progress')) : null,
    ),
    h('div.muted', {}, t('variant-' + game.variant), ' · ', formatPlayed(game), game.event ? ' · ' + game.event : ''),
    h('div.review-opening', { 'data-testid': 'review-opening', dir: 'ltr', hidden: !game.openings.some(Boolean) }),
  );

  // The explored line's own bar: the way back, and saving it into the game.
  const lineText = h('span', { 'data-testid': 'line-text' });
  const saveLine = h('button', { onclick: saveExplored, 'data-testid': 'save-line' }, t('review-line-save'));
  const lineBar = h(
    'div.line-bar',
    { 'data-testid': 'line-bar', role: 'status', hidden: true },
    lineText,
    h('div.line-actions', {}, h('button.primary', { onclick: () => goMain(ex ? ex.at : cur), 'data-testid': 'back-to-game' }, t('review-line-back')), saveLine),
  );

  const actions = h(
    'div.actions-grid',
    {},
    h('button', { onclick: () => copyText(shown().fen), 'data-testid': 'copy-fen' }, t('review-copy-fen')),
    h('button', { onclick: copyPgn, 'data-testid': 'copy-pgn' }, t('review-copy-pgn')),
    game.inProgress ? h('button.primary', { onclick: resume, 'data-testid': 'review-resume' }, t('home-resume-continue')) : null,
  );

  root.append(
    h(
      'div.review',
      { 'data-testid': 'review', 'data-game': game.id },
      h('div.board-col', {}, topSlot, h('div.board-and-bar', {}, bar.el, boardHost), bottomSlot, nav.el),
      h(
        'aside.review-side',
        {},
        info,
        h('div.graph-box', { dir: 'ltr' }, graph.el, progress),
        summaryBox,
        comment,
        lines.el,
        lineBar,
        h('div.moves-box', {}, h('h3', {}, t('game-moves')), moveList),
        actions,
      ),
    ),
  );

  async function copyPgn() {
    try {
      await copyText(await call('games_pgn', { id: game.id }));
    } catch (e) {
      showError(e);
    }
  }

  async function resume() {
    try {
      go('game', { view: await call('library_resume', { id: game.id }) });
    } catch (e) {
      showError(e);
    }
  }

  /** A move made on the board: the game's next move, the explored line's next, or a new line from here. */
  async function tryMove(move) {
    if (!inLine() && cur < n - 1 && game.plies[cur + 1].uci === move.uci) return goMain(cur + 1);
    if (inLine() && ex.idx < ex.plies.length - 1 && ex.plies[ex.idx + 1].uci === move.uci) return goLine(ex.idx + 1);
    if (!inLine() && ex && ex.at === cur && ex.plies[0].uci === move.uci) return goLine(0);
    let next;
    try {
      next = await call('review_explore_move', { variant: game.variant, fen: shown().fen, uci: move.uci });
    } catch (e) {
      showError(e);
      return;
    }
    legalOf.set(next.fen, next.legal || []);
    if (inLine()) ex = { ...ex, plies: [...ex.plies.slice(0, ex.idx + 1), next], idx: ex.idx + 1, saved: false };
    else ex = { at: cur, plies: [next], idx: 0, saved: false };
    renderMoves();
    draw(true);
  }

  /** Opens a saved side line of the game at its move `idx`. */
  function openSaved(line, idx) {
    ex = { at: line.at, plies: line.plies, idx, saved: true };
    for (const pl of line.plies) if (pl.legal) legalOf.set(pl.fen, pl.legal);
    renderMoves();
    draw(false);
  }

  async function saveExplored() {
    if (!ex) return;
    try {
      const answer = await call('review_save_line', { id: game.id, at: ex.at, moves: ex.plies.map((pl) => pl.uci) });
      if (answer !== 'already')
        game.lines = [...game.lines.filter((l) => !(l.at === ex.at && l.plies[0].uci === ex.plies[0].uci)), { at: ex.at, plies: ex.plies }];
      ex = { ...ex, saved: true };
      toast(t(answer === 'already' ? 'review-line-already' : 'review-line-saved'), 'ok');
      renderMoves();
      renderLineBar();
    } catch (e) {
      showError(e);
    }
  }

  function goMain(ply) {
    cur = Math.max(0, Math.min(n - 1, ply));
    if (ex) ex = { ...ex, idx: -1 };
    draw(false);
  }

  function goLine(idx) {
    ex = { ...ex, idx };
    draw(false);
  }

  /** One step back or forward, along the line shown. */
  function step(delta) {
    if (!inLine()) return goMain(cur + delta);
    const idx = ex.idx + delta;
    if (idx < 0) return goMain(ex.at);
    if (idx < ex.plies.length) goLine(idx);
  }

  /** The evaluation bar: the engine lines' best, else the game analysis' view of a main-line position. */
  function drawBar() {
    bar.set(topLine || (inLine() ? null : evals[cur]), orientation);
  }

  function renderMoves() {
    moveList.replaceChildren(...reviewMoveRows(game, marks, ex, { onMove: goMain, onExplored: goLine, onSaved: openSaved }));
  }

  function renderSummary() {
    summaryBox.hidden = !summary;
    if (summary) summaryBox.replaceChildren(summaryTable(summary, { white: game.white, black: game.black }));
  }

  function renderGraph() {
    graph.draw(evals, marks, cur, game.plies);
    progressFill.style.width = `${(100 * work.done) / Math.max(1, work.total)}%`;
    progressFill.classList.toggle('full', work.finished);
    progressBar.setAttribute('aria-valuemax', work.total);
    progressBar.setAttribute('aria-valuenow', work.done);
    progress.dataset.done = String(work.finished);
  }

  async function renderProgress() {
    let text = t('review-analysis-done');
    if (!work.finished && work.checking) text = await tf('review-checking', { done: work.done, total: work.total });
    else if (!work.finished) text = await tf('review-analysing', { done: work.done, total: work.total });
    // The analysis may have finished while the words were being formatted.
    progressText.textContent = work.finished ? t('review-analysis-done') : text;
  }

  async function renderComment() {
    const parts = [];
    if (inLine()) {
      const pl = ex.plies[ex.idx];
      parts.push(h('strong', {}, ltr(moveLabel(pl))), ' ', h('span.muted', {}, t('review-line-explored')));
      comment.replaceChildren(...parts);
      return;
    }
    const e = evals[cur];
    if (cur > 0) {
      const pl = game.plies[cur];
      parts.push(h('strong', {}, ltr(moveLabel(pl))));
      const nt = game.notes?.moves[cur - 1];
      if (nt?.comment) parts.push(h('div.file-comment', { 'data-testid': 'file-comment', dir: 'auto' }, nt.comment));
      const m = marks.get(cur);
      if (m) {
        parts.push(' ', h('span.mark-label.mark-' + m.kind, { 'data-testid': 'mark-label' }, `${GLYPH[m.kind]} ${t('review-' + m.kind)}`));
        if (m.betterSan) parts.push(h('div.better', { 'data-testid': 'better-move' }, await tf('review-better', { san: m.betterSan })));
      }
    } else {
      parts.push(h('strong', {}, t('review-start')));
    }
    if (e && e.mate !== 0) {
      parts.push(
        h(
          'div.eval-line',
          {},
          h('span.eval', { 'data-testid': 'review-eval' }, ltr(evalText(e))),
          e.bestSan ? h('span.muted', {}, ' · ', await tf('review-best-here', { san: e.bestSan })) : null,
        ),
      );
    }
    comment.replaceChildren(...parts);
  }

  async function renderLineBar() {
    lineBar.hidden = !ex;
    if (!ex) return;
    const atEnd = ex.at >= n - 1;
    saveLine.hidden = ex.saved;
    saveLine.disabled = atEnd;
    saveLine.title = atEnd ? t('review-line-after-end') : '';
    lineText.textContent = inLine() ? await tf('review-line-at', { moves: ex.plies.length }) : t('review-line-kept');
  }

  /** Draws the position shown everywhere it appears; `animate`: slide the move that led here. */
  function draw(animate) {
    const pl = shown();
    input.reset();
    board.setPieces(pl.pieces, animate && pl.lastMove ? pl.lastMove : null);
    const best = !inLine() && evals[cur]?.best ? uciSquares(evals[cur].best) : null;
    board.setMarks({ last: pl.lastMove, check: pl.check, hint: best, selected: null, hints: [], captures: [] });
    for (const el of moveList.querySelectorAll('.mv.current')) el.classList.remove('current');
    const el = inLine() ? moveList.querySelectorAll('.explored .line-mv')[ex.idx] : moveList.querySelector(`.mv[data-ply="${cur}"]`);
    if (el) {
      el.classList.add('current');
      const box = moveList.parentElement;
      const r = el.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      if (r.top < b.top || r.bottom > b.bottom) box.scrollTop += r.top - b.top - b.height / 2;
    }
    nav.ply.textContent = inLine() ? `${ex.at} + ${ex.idx + 1}` : `${cur} / ${n - 1}`;
    root.querySelector('.review').dataset.ply = String(cur);
    root.querySelector('.review').dataset.line = inLine() ? String(ex.idx) : '';
    graph.cursor(cur);
    const opening = game.openings[inLine() ? ex.at : cur];
    info.querySelector('.review-opening').textContent = opening ? `${opening.eco} ${opening.name}` : '';
    topLine = null;
    drawBar();
    renderComment();
    renderLineBar();
    lines.show(pl.fen);
    if (!legalOf.has(pl.fen)) {
      call('review_explore', { variant: game.variant, fen: pl.fen })
        .then((x) => legalOf.set(pl.fen, x.legal || []))
        .catch(() => legalOf.set(pl.fen, []));
    }
  }

  // The board's own keys (its focus square) come first: they mark the event handled.
  const keys = (e) => {
    if (e.target.tagName === 'INPUT' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || document.querySelector('.overlay')) return;
    const moves = {
      ArrowLeft: () => step(-1),
      ArrowRight: () => step(1),
      Home: () => goMain(0),
      End: () => goMain(n - 1),
      ArrowUp: () => goMain(0),
      ArrowDown: () => goMain(n - 1),
    };
    if (e.key in moves) {
      e.preventDefault();
      moves[e.key]();
    } else if (e.key === 'f') nav.flip.click();
  };
  document.addEventListener('keydown', keys);

  const offProgress = on('review-analysis-progress', (ev) => {
    if (ev.gameId !== game.id || work.finished) return;
    evals[ev.eval.ply] = ev.eval;
    Object.assign(work, { done: ev.done, total: ev.total, checking: ev.checking });
    renderGraph();
    renderProgress();
    if (ev.eval.ply === cur && !inLine()) renderComment();
  });
  const offDone = on('review-analysis-done', (ev) => {
    if (ev.gameId !== game.id) return;
    acceptAnalysis(ev.analysis);
    renderMoves();
    renderGraph();
    renderProgress();
    renderSummary();
    draw(false);
  });

  placePanels();
  renderMoves();
  renderGraph();
  renderProgress();
  renderSummary();
  draw(false);
  if (!work.finished) call('review_analyze', { id: game.id }).catch(showError);

  return () => {
    offProgress();
    offDone();
    lines.destroy();
    document.removeEventListener('keydown', keys);
    call('review_stop').catch(() => {});
  };
}
