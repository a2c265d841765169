// Review of a saved game: step through its positions (buttons, arrow keys,
// the move list, the graph); the engine's analysis of every position in the
// background with its progress, an evaluation graph to click, marks on
// inaccuracies, mistakes and blunders with the better move, and each side's
// accuracy; the engine's best lines and an evaluation bar for the position
// shown; moves tried on the board as a side line, with the way back to the
// game in one click, and saved into the game's PGN on request.
// Every position comes from the backend; this screen only shows them.
//
// The screen's functions share one state object `r`: the `game`, its last
// ply `last` and the main-line ply shown (`cur`); the explored line (`ex`:
// the positions after each of its moves, tried from main-line position
// `at`; `idx` is the one shown, −1: none, the board is on the main line);
// the analysis (`evals`, `marks` ply → mark, `summary`, and `work`, its
// progress); the engine's best line for the position shown (`topLine`);
// the board's `orientation`; the legal moves of each position shown
// (`legalOf`, FEN → moves); and the parts of the screen (ui/js/review/).

import { h, showError, toast } from '../dom.js';
import { t } from '../i18n.js';
import { call, on } from '../bridge.js';
import { prefs } from '../prefs.js';
import { go } from '../main.js';
import { copyText } from '../clipboard.js';
import { mayLeaveGame, forSavedGame } from '../leave-game.js';
import { playableBoard } from '../game/move-input.js';
import { EngineLines, EvalBar } from '../engine-lines.js';
import { evalGraph } from '../eval-graph.js';
import { reviewMoveRows } from '../review/move-list.js';
import { summaryTable } from '../review/summary.js';
import { navigation } from '../review/navigation.js';
import { playerPanels } from '../review/players.js';
import { gameInfo } from '../review/info.js';
import { AnalysisProgress } from '../review/progress.js';
import { showComment, showLineComment } from '../review/comment.js';
import { lineBar, showLineBar } from '../review/line-bar.js';

export const title = 'review-title';

/** The move list's heading, which names the list. */
const MOVES_TITLE = 'review-moves-title';

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
  const r = reviewState(game);
  buildParts(r);
  r.el = layout(r);
  root.append(r.el);
  const stop = follow(r);
  r.players.place(r.orientation);
  renderMoves(r);
  renderGraph(r);
  r.progress.say(r.work);
  renderSummary(r);
  draw(r, false);
  if (!r.work.finished) call('review_analyze', { id: game.id }).catch(showError);
  return stop;
}

/** The screen's state before anything is drawn: the game's end shown, with the analysis it was saved with. */
function reviewState(game) {
  const n = game.plies.length;
  const r = {
    game,
    last: n - 1,
    cur: n - 1,
    ex: null,
    evals: new Array(n).fill(null),
    marks: new Map(),
    summary: null,
    work: { done: 0, total: n, checking: false, finished: false },
    topLine: null,
    orientation: prefs().orientation === 'black' ? 'black' : 'white',
    legalOf: new Map(),
  };
  if (game.analysis) acceptAnalysis(r, game.analysis);
  return r;
}

/** The game's finished analysis `a`: every evaluation, the marks and the summary. */
function acceptAnalysis(r, a) {
  a.evals.forEach((e) => {
    r.evals[e.ply] = e;
  });
  r.marks = new Map(a.marks.map((m) => [m.ply, m]));
  r.summary = a.summary;
  Object.assign(r.work, { done: r.work.total, finished: true, checking: false });
}

/** Whether the board shows a position of the explored line. */
const inLine = (r) => r.ex !== null && r.ex.idx >= 0;
/** The position the board shows. */
const shown = (r) => (inLine(r) ? r.ex.plies[r.ex.idx] : r.game.plies[r.cur]);

/** The screen's parts, kept in `r`. */
function buildParts(r) {
  const { game } = r;
  buildBoard(r);
  r.bar = new EvalBar();
  r.lines = new EngineLines({
    variant: game.variant,
    on: linesWanted,
    onPlay: (uci) => {
      const move = (r.legalOf.get(shown(r).fen) || []).find((m) => m.uci === uci);
      if (move) tryMove(r, move);
    },
    onToggle: (value) => {
      linesWanted = value;
    },
    onTop: (line) => {
      r.topLine = line;
      drawBar(r);
      if (line?.first) r.board.setMarks({ hint: uciSquares(line.first) });
    },
  });
  r.players = playerPanels(game);
  r.nav = navigation({
    first: () => goMain(r, 0),
    prev: () => step(r, -1),
    next: () => step(r, 1),
    last: () => goMain(r, r.last),
    flip: () => flip(r),
  });
  r.graph = evalGraph(game.plies.length, (ply) => goMain(r, ply));
  r.progress = new AnalysisProgress();
  r.summaryBox = h('div.review-summary', { 'data-testid': 'review-summary', hidden: true });
  r.comment = h('div.review-comment', { 'data-testid': 'review-comment', 'aria-live': 'polite' });
  // The list scrolls under its heading; the keyboard reaches it (Tab), and
  // the arrow keys then step through the game as they do anywhere here.
  r.moveList = h('ol.moves.review-moves', { 'data-testid': 'review-moves', dir: 'ltr', tabindex: 0, 'aria-labelledby': MOVES_TITLE });
  r.info = gameInfo(game);
  r.lineBar = lineBar({ back: () => goMain(r, r.ex ? r.ex.at : r.cur), save: () => saveExplored(r) });
}

/** The board, where moves tried start or follow a side line. */
function buildBoard(r) {
  const played = playableBoard(
    'review-board',
    { files: r.game.files, orientation: r.orientation },
    {
      legal: () => r.legalOf.get(shown(r).fen) || [],
      sideToMove: () => shown(r).sideToMove,
      pieces: () => shown(r).pieces,
      onRefuse: () => {},
      onMove: (move) => tryMove(r, move),
    },
  );
  r.boardHost = played.host;
  r.board = played.board;
  r.input = played.input;
}

/** The board column and the side column: the game, the analysis, the lines and the moves. */
function layout(r) {
  const { game } = r;
  const actions = h(
    'div.review-actions',
    {},
    h('button', { onclick: () => copyText(shown(r).fen), 'data-testid': 'copy-fen' }, t('review-copy-fen')),
    h('button', { onclick: () => copyPgn(r), 'data-testid': 'copy-pgn' }, t('review-copy-pgn')),
    game.inProgress ? h('button.primary', { onclick: () => resume(r), 'data-testid': 'review-resume' }, t('home-resume-continue')) : null,
  );
  return h(
    'div.review',
    { 'data-testid': 'review', 'data-game': game.id },
    h('div.board-col', {}, r.players.top, h('div.board-and-bar', {}, r.bar.el, r.boardHost), r.players.bottom, r.nav.el),
    h(
      'aside.review-side',
      {},
      r.info.el,
      h('div.graph-box', { dir: 'ltr' }, r.graph.el, r.progress.el),
      r.summaryBox,
      r.comment,
      r.lines.el,
      r.lineBar.el,
      // The copy buttons share the list's heading row: the column keeps its height for the moves.
      h('div.moves-box', {}, h('div.moves-head', {}, h('h3', { id: MOVES_TITLE }, t('game-moves')), actions), r.moveList),
    ),
  );
}

/** Follows the keys and the analysis running in the background; returns what stops both, and the analysis. */
function follow(r) {
  const { game } = r;
  const keys = (e) => reviewKeys(r, e);
  document.addEventListener('keydown', keys);
  // The panels above the list grow as the analysis and the lines arrive:
  // the move shown stays in sight.
  const resized = new ResizeObserver(() => scrollToCurrent(r));
  resized.observe(r.moveList);
  const offProgress = on('review-analysis-progress', (ev) => {
    if (ev.gameId !== game.id || r.work.finished) return;
    r.evals[ev.eval.ply] = ev.eval;
    Object.assign(r.work, { done: ev.done, total: ev.total, checking: ev.checking });
    renderGraph(r);
    r.progress.say(r.work);
    if (ev.eval.ply === r.cur && !inLine(r)) renderComment(r);
  });
  const offDone = on('review-analysis-done', (ev) => {
    if (ev.gameId !== game.id) return;
    acceptAnalysis(r, ev.analysis);
    renderMoves(r);
    renderGraph(r);
    r.progress.say(r.work);
    renderSummary(r);
    draw(r, false);
  });
  return () => {
    offProgress();
    offDone();
    r.lines.destroy();
    resized.disconnect();
    document.removeEventListener('keydown', keys);
    call('review_stop').catch(() => {});
  };
}

/** The review's keys: ← and → step, Home and ↑ go to the start, End and ↓ to the end, F flips. The board's own keys (its focus square) come first: they mark the event handled. */
function reviewKeys(r, e) {
  if (e.target.tagName === 'INPUT' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || document.querySelector('.overlay')) return;
  const moves = {
    ArrowLeft: () => step(r, -1),
    ArrowRight: () => step(r, 1),
    Home: () => goMain(r, 0),
    End: () => goMain(r, r.last),
    ArrowUp: () => goMain(r, 0),
    ArrowDown: () => goMain(r, r.last),
  };
  if (e.key in moves) {
    e.preventDefault();
    moves[e.key]();
  } else if (e.key === 'f') r.nav.flip.click();
}

async function copyPgn(r) {
  try {
    await copyText(await call('games_pgn', { id: r.game.id }));
  } catch (e) {
    showError(e);
  }
}

/** Plays on the game being reviewed (one still in progress). */
async function resume(r) {
  try {
    if (!(await mayLeaveGame(forSavedGame(r.game.id)))) return;
    go('game', { view: await call('library_resume', { id: r.game.id }) });
  } catch (e) {
    showError(e);
  }
}

function flip(r) {
  r.board.flip();
  r.orientation = r.board.o.orientation;
  r.players.place(r.orientation);
  drawBar(r);
}

/** A move made on the board: the game's next move, the explored line's next, or a new line from here. */
async function tryMove(r, move) {
  const { game, ex, cur } = r;
  if (!inLine(r) && cur < r.last && game.plies[cur + 1].uci === move.uci) return goMain(r, cur + 1);
  if (inLine(r) && ex.idx < ex.plies.length - 1 && ex.plies[ex.idx + 1].uci === move.uci) return goLine(r, ex.idx + 1);
  if (!inLine(r) && ex && ex.at === cur && ex.plies[0].uci === move.uci) return goLine(r, 0);
  let next;
  try {
    next = await call('review_explore_move', { variant: game.variant, fen: shown(r).fen, uci: move.uci });
  } catch (e) {
    showError(e);
    return;
  }
  r.legalOf.set(next.fen, next.legal || []);
  if (inLine(r)) r.ex = { ...r.ex, plies: [...r.ex.plies.slice(0, r.ex.idx + 1), next], idx: r.ex.idx + 1, saved: false };
  else r.ex = { at: r.cur, plies: [next], idx: 0, saved: false };
  renderMoves(r);
  draw(r, true);
}

/** Opens a saved side line of the game at its move `idx`. */
function openSaved(r, line, idx) {
  r.ex = { at: line.at, plies: line.plies, idx, saved: true };
  for (const pl of line.plies) if (pl.legal) r.legalOf.set(pl.fen, pl.legal);
  renderMoves(r);
  draw(r, false);
}

/** Saves the explored line into the game's PGN. */
async function saveExplored(r) {
  const { game } = r;
  if (!r.ex) return;
  try {
    const answer = await call('review_save_line', { id: game.id, at: r.ex.at, moves: r.ex.plies.map((pl) => pl.uci) });
    const { ex } = r;
    if (answer !== 'already')
      game.lines = [...game.lines.filter((l) => !(l.at === ex.at && l.plies[0].uci === ex.plies[0].uci)), { at: ex.at, plies: ex.plies }];
    r.ex = { ...ex, saved: true };
    toast(t(answer === 'already' ? 'review-line-already' : 'review-line-saved'), 'ok');
    renderMoves(r);
    renderLineBar(r);
  } catch (e) {
    showError(e);
  }
}

function goMain(r, ply) {
  r.cur = Math.max(0, Math.min(r.last, ply));
  if (r.ex) r.ex = { ...r.ex, idx: -1 };
  draw(r, false);
}

function goLine(r, idx) {
  r.ex = { ...r.ex, idx };
  draw(r, false);
}

/** One step back or forward, along the line shown. */
function step(r, delta) {
  if (!inLine(r)) return goMain(r, r.cur + delta);
  const idx = r.ex.idx + delta;
  if (idx < 0) return goMain(r, r.ex.at);
  if (idx < r.ex.plies.length) goLine(r, idx);
}

/** The evaluation bar: the engine lines' best, else the game analysis' view of a main-line position. */
function drawBar(r) {
  r.bar.set(r.topLine || (inLine(r) ? null : r.evals[r.cur]), r.orientation);
}

function renderMoves(r) {
  r.moveList.replaceChildren(
    ...reviewMoveRows(r.game, r.marks, r.ex, {
      onMove: (ply) => goMain(r, ply),
      onExplored: (i) => goLine(r, i),
      onSaved: (line, i) => openSaved(r, line, i),
    }),
  );
}

function renderSummary(r) {
  r.summaryBox.hidden = !r.summary;
  if (r.summary) r.summaryBox.replaceChildren(summaryTable(r.summary, { white: r.game.white, black: r.game.black }));
}

function renderGraph(r) {
  r.graph.draw(r.evals, r.marks, r.cur, r.game.plies);
  r.progress.draw(r.work);
}

function renderComment(r) {
  if (inLine(r)) showLineComment(r.comment, r.ex.plies[r.ex.idx]);
  else showComment(r.comment, r.game, r.cur, r.evals[r.cur], r.marks.get(r.cur));
}

function renderLineBar(r) {
  showLineBar(r.lineBar, r.ex, r.last, inLine(r));
}

/** Draws the position shown everywhere it appears; `animate`: slide the move that led here. */
function draw(r, animate) {
  const pl = shown(r);
  r.input.reset();
  r.board.setPieces(pl.pieces, animate && pl.lastMove ? pl.lastMove : null);
  const best = !inLine(r) && r.evals[r.cur]?.best ? uciSquares(r.evals[r.cur].best) : null;
  r.board.setMarks({ last: pl.lastMove, check: pl.check, hint: best, selected: null, hints: [], captures: [] });
  markCurrentMove(r);
  r.nav.ply.textContent = inLine(r) ? `${r.ex.at} + ${r.ex.idx + 1}` : `${r.cur} / ${r.last}`;
  r.el.dataset.ply = String(r.cur);
  r.el.dataset.line = inLine(r) ? String(r.ex.idx) : '';
  r.graph.cursor(r.cur);
  const opening = r.game.openings[inLine(r) ? r.ex.at : r.cur];
  r.info.opening.textContent = opening ? `${opening.eco} ${opening.name}` : '';
  r.topLine = null;
  drawBar(r);
  renderComment(r);
  renderLineBar(r);
  r.lines.show(pl.fen);
  if (!r.legalOf.has(pl.fen)) {
    call('review_explore', { variant: r.game.variant, fen: pl.fen })
      .then((x) => r.legalOf.set(pl.fen, x.legal || []))
      .catch(() => r.legalOf.set(pl.fen, []));
  }
}

/** Marks the move shown in the list, scrolled into sight. */
function markCurrentMove(r) {
  const { moveList } = r;
  for (const el of moveList.querySelectorAll('.mv.current')) el.classList.remove('current');
  const el = inLine(r) ? moveList.querySelectorAll('.explored .line-mv')[r.ex.idx] : moveList.querySelector(`.mv[data-ply="${r.cur}"]`);
  el?.classList.add('current');
  scrollToCurrent(r);
}

/** Scrolls the list (only the list: the page stays) to bring its current move to the middle when it is out of sight. */
function scrollToCurrent(r) {
  const list = r.moveList;
  const el = list.querySelector('.mv.current');
  if (!el) return;
  const row = el.closest('li') || el;
  const rect = row.getBoundingClientRect();
  const box = list.getBoundingClientRect();
  if (rect.top < box.top || rect.bottom > box.bottom) list.scrollTop += rect.top - box.top - (box.height - rect.height) / 2;
}
