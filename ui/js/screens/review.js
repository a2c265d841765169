// Review of a saved game: step through its positions (buttons, arrow keys,
// the move list, the graph), the engine's analysis of every position in the
// background with a progress bar, an evaluation graph to click, marks on
// inaccuracies, mistakes and blunders with the better move, and copy FEN /
// PGN. Every position comes from the backend; this screen only shows them.

import { h, ltr, showError, svg } from '../dom.js';
import { t, tf } from '../i18n.js';
import { call, on } from '../bridge.js';
import { Board } from '../board.js';
import { prefs } from '../prefs.js';
import { go } from '../main.js';
import { copyText } from '../clipboard.js';
import { formatPlayed } from '../resume.js';
import { moveRows } from '../move-list.js';

export const title = 'review-title';

const GLYPH = { inaccuracy: '?!', mistake: '?', blunder: '??' };
const W = 600;
const H = 220;

/** An evaluation as text: +0.35, −1.20, #3 (White mates), #-2 (Black mates). */
export function evalText(e) {
  if (!e) return '';
  if (e.mate !== null && e.mate !== undefined) return e.mate === 0 ? '#' : e.mate > 0 ? `#${e.mate}` : `#-${-e.mate}`;
  const p = e.cp / 100;
  return (p > 0 ? '+' : p < 0 ? '−' : '') + Math.abs(p).toFixed(2);
}

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
  const evals = new Array(n).fill(null);
  let marks = new Map(); // ply → mark
  let analysed = 0;
  let done = false;
  if (game.analysis) {
    game.analysis.evals.forEach((e) => {
      evals[e.ply] = e;
    });
    marks = new Map(game.analysis.marks.map((m) => [m.ply, m]));
    analysed = n;
    done = true;
  }

  const p = prefs();
  let orientation = p.orientation === 'black' ? 'black' : 'white';
  const boardHost = h('div.board-wrap', { 'data-testid': 'review-board' });
  const board = new Board(boardHost, { files: game.files, orientation, coordinates: p.coordinates, pieceSet: p.pieceSet, animationMs: p.animationMs });
  const panel = (color) =>
    h('div.side-panel', { 'data-color': color }, h('span.swatch.' + color), h('span.player', {}, color === 'white' ? game.white : game.black));
  const topSlot = h('div.slot-top');
  const bottomSlot = h('div.slot-bottom');
  const panels = { white: panel('white'), black: panel('black') };
  const placePanels = () => {
    topSlot.replaceChildren(panels[orientation === 'white' ? 'black' : 'white']);
    bottomSlot.replaceChildren(panels[orientation]);
  };

  const icon = (d) => `<svg viewBox="0 0 24 24" width="20" height="20" class="nav-icon" aria-hidden="true"><path d="${d}"/></svg>`;
  const ICONS = {
    first: icon('M6 5v14M18 5l-9 7 9 7z'),
    prev: icon('M16 5l-9 7 9 7z'),
    next: icon('M8 5l9 7-9 7z'),
    last: icon('M18 5v14M6 5l9 7-9 7z'),
    flip: icon('M7 4v16M7 20l-3-3M7 20l3-3M17 20V4M17 4l-3 3M17 4l3 3'),
  };
  const navBtn = (name, key, action, testid) =>
    h('button.nav', { onclick: action, 'data-testid': testid, title: t(key), 'aria-label': t(key), html: ICONS[name] });
  const nav = h(
    'div.review-nav',
    { dir: 'ltr' },
    navBtn('first', 'review-first', () => show(0), 'review-first'),
    navBtn('prev', 'review-prev', () => show(cur - 1), 'review-prev'),
    h('span.ply', { 'data-testid': 'review-ply' }),
    navBtn('next', 'review-next', () => show(cur + 1), 'review-next'),
    navBtn('last', 'review-last', () => show(n - 1), 'review-last'),
    navBtn(
      'flip',
      'game-flip',
      () => {
        board.flip();
        orientation = board.o.orientation;
        placePanels();
      },
      'review-flip',
    ),
  );

  // The graph: White's winning chances over the game, a light area on dark.
  const graph = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'eval-graph', 'data-testid': 'eval-graph', role: 'img' });
  graph.setAttribute('aria-label', t('review-graph'));
  const gArea = svg('path', { class: 'g-area' });
  const gLine = svg('path', { class: 'g-line' });
  const gMid = svg('line', { x1: 0, x2: W, y1: H / 2, y2: H / 2, class: 'g-mid' });
  const gCursor = svg('line', { y1: 0, y2: H, class: 'g-cursor' });
  const gDots = svg('g', { class: 'g-dots' });
  graph.append(svg('rect', { x: 0, y: 0, width: W, height: H, class: 'g-bg' }), gArea, gMid, gLine, gCursor, gDots);
  const xOf = (ply) => (n <= 1 ? 0 : (ply / (n - 1)) * W);
  // White's winning chances (−1 … 1), as the backend computes them for each evaluation.
  const yOf = (e) => H / 2 - e.whiteChances * (H / 2 - 4);
  graph.addEventListener('click', (e) => {
    const r = graph.getBoundingClientRect();
    const frac = Math.min(1, Math.max(0, (e.clientX - r.left) / r.width));
    show(Math.round(frac * (n - 1)));
  });
  const progressFill = h('div.fill');
  const progressBar = h(
    'div.bar',
    { role: 'progressbar', 'aria-valuemin': 0, 'aria-valuemax': n, 'aria-labelledby': 'analysis-status', 'data-testid': 'analysis-bar' },
    progressFill,
  );
  const progressText = h('span.analysis-text', { 'data-testid': 'analysis-status', id: 'analysis-status' });
  const progress = h('div.analysis-progress', {}, progressBar, progressText);

  const comment = h('div.review-comment', { 'data-testid': 'review-comment', 'aria-live': 'polite' });
  const moveList = h('ol.moves.review-moves', { 'data-testid': 'review-moves' });
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
  );

  const actions = h(
    'div.actions-grid',
    {},
    h('button', { onclick: () => copyText(game.plies[cur].fen), 'data-testid': 'copy-fen' }, t('review-copy-fen')),
    h('button', { onclick: copyPgn, 'data-testid': 'copy-pgn' }, t('review-copy-pgn')),
    game.inProgress ? h('button.primary', { onclick: resume, 'data-testid': 'review-resume' }, t('home-resume-continue')) : null,
  );

  root.append(
    h(
      'div.review',
      { 'data-testid': 'review' },
      h('div.board-col', {}, topSlot, boardHost, bottomSlot, nav),
      h(
        'aside.review-side',
        {},
        info,
        h('div.graph-box', { dir: 'ltr' }, graph, progress),
        comment,
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

  function renderMoves() {
    moveList.replaceChildren();
    const startBlack = game.plies[0].sideToMove === 'black';
    const cells = game.plies.slice(1).map((pl, i) => {
      const ply = i + 1;
      const m = marks.get(ply);
      return h(
        'span.mv' + (m ? '.mark-' + m.kind : ''),
        {
          'data-ply': ply,
          'data-testid': 'review-move',
          role: 'button',
          tabindex: -1,
          title: m ? t('review-' + m.kind) : null,
          onclick: () => show(ply),
        },
        ltr(pl.san),
        m ? h('span.glyph', {}, GLYPH[m.kind]) : null,
      );
    });
    moveList.append(...moveRows(cells, startBlack));
  }

  function renderGraph() {
    const pts = [];
    for (let i = 0; i < n; i++) if (evals[i]) pts.push([xOf(i), yOf(evals[i])]);
    if (pts.length) {
      const line = pts.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`).join('');
      gLine.setAttribute('d', line);
      gArea.setAttribute('d', `M${pts[0][0].toFixed(1)},${H}${line.replace(/^M/, 'L')}L${pts[pts.length - 1][0].toFixed(1)},${H}Z`);
    } else {
      gLine.setAttribute('d', '');
      gArea.setAttribute('d', '');
    }
    gDots.replaceChildren();
    for (const [ply, m] of marks) {
      if (!evals[ply]) continue;
      const dot = svg('circle', { cx: xOf(ply), cy: yOf(evals[ply]), r: 5, class: 'g-dot ' + m.kind, 'data-ply': ply });
      const tip = svg('title');
      tip.textContent = `${game.plies[ply].san} ${GLYPH[m.kind]}`;
      dot.append(tip);
      gDots.append(dot);
    }
    gCursor.setAttribute('x1', xOf(cur));
    gCursor.setAttribute('x2', xOf(cur));
    progressFill.style.width = `${(100 * analysed) / n}%`;
    progressFill.classList.toggle('full', done);
    progressBar.setAttribute('aria-valuenow', analysed);
    progress.dataset.done = String(done);
  }

  async function renderProgress() {
    const text = done ? t('review-analysis-done') : await tf('review-analysing', { done: analysed, total: n });
    // The analysis may have finished while the words were being formatted.
    progressText.textContent = done ? t('review-analysis-done') : text;
  }

  async function renderComment() {
    const parts = [];
    const e = evals[cur];
    if (cur > 0) {
      const pl = game.plies[cur];
      const num = Math.floor((cur - 1 + (game.plies[0].sideToMove === 'black' ? 1 : 0)) / 2) + 1;
      const black = pl.sideToMove === 'white';
      parts.push(h('strong', {}, ltr(`${num}${black ? '…' : '.'} ${pl.san}`)));
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

  function show(ply) {
    cur = Math.max(0, Math.min(n - 1, ply));
    const pl = game.plies[cur];
    board.setPieces(pl.pieces);
    const best = evals[cur]?.best ? uciSquares(evals[cur].best) : null;
    board.setMarks({ last: pl.lastMove, check: pl.check, hint: best, selected: null, hints: [], captures: [] });
    for (const el of moveList.querySelectorAll('.mv.current')) el.classList.remove('current');
    const el = moveList.querySelector(`.mv[data-ply="${cur}"]`);
    if (el) {
      el.classList.add('current');
      const box = moveList.parentElement;
      const r = el.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      if (r.top < b.top || r.bottom > b.bottom) box.scrollTop += r.top - b.top - b.height / 2;
    }
    nav.querySelector('[data-testid=review-ply]').textContent = `${cur} / ${n - 1}`;
    root.querySelector('.review').dataset.ply = String(cur);
    gCursor.setAttribute('x1', xOf(cur));
    gCursor.setAttribute('x2', xOf(cur));
    renderComment();
  }

  const keys = (e) => {
    if (e.target.tagName === 'INPUT' || document.querySelector('.overlay')) return;
    const map = { ArrowLeft: cur - 1, ArrowRight: cur + 1, Home: 0, End: n - 1, ArrowUp: 0, ArrowDown: n - 1 };
    if (e.key in map) {
      e.preventDefault();
      show(map[e.key]);
    } else if (e.key === 'f') nav.lastChild.click();
  };
  document.addEventListener('keydown', keys);

  const offProgress = on('review-analysis-progress', (ev) => {
    if (ev.gameId !== game.id || done) return;
    evals[ev.eval.ply] = ev.eval;
    analysed = ev.done;
    renderGraph();
    renderProgress();
    if (ev.eval.ply === cur) renderComment();
  });
  const offDone = on('review-analysis-done', (ev) => {
    if (ev.gameId !== game.id) return;
    ev.analysis.evals.forEach((e) => {
      evals[e.ply] = e;
    });
    marks = new Map(ev.analysis.marks.map((m) => [m.ply, m]));
    analysed = n;
    done = true;
    renderMoves();
    renderGraph();
    renderProgress();
    show(cur);
  });

  placePanels();
  renderMoves();
  renderGraph();
  renderProgress();
  show(cur);
  if (!done) call('review_analyze', { id: game.id }).catch(showError);

  return () => {
    offProgress();
    offDone();
    document.removeEventListener('keydown', keys);
    call('review_stop').catch(() => {});
  };
}
