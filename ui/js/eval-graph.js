// The review's evaluation graph: White's winning chances over the game as a
// light area on dark, a dot on each marked move, a cursor on the position
// shown; a click picks the position under it.

import { svg } from './dom.js';
import { t } from './i18n.js';
import { moveLabel } from './move-list.js';

const W = 600;
// Wide and low: the review's column keeps its height for the move list.
const H = 130;
/** The glyph of each mark, as annotators write them. */
export const GLYPH = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/** A graph for a game of `n` positions; `onPick(ply)` hears clicks. */
export function evalGraph(n, onPick) {
  const el = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'eval-graph', 'data-testid': 'eval-graph', role: 'img' });
  el.setAttribute('aria-label', t('review-graph'));
  const area = svg('path', { class: 'g-area' });
  const line = svg('path', { class: 'g-line' });
  const mid = svg('line', { x1: 0, x2: W, y1: H / 2, y2: H / 2, class: 'g-mid' });
  const cursorLine = svg('line', { y1: 0, y2: H, class: 'g-cursor' });
  const dots = svg('g', { class: 'g-dots' });
  el.append(svg('rect', { x: 0, y: 0, width: W, height: H, class: 'g-bg' }), area, mid, line, cursorLine, dots);
  const xOf = (ply) => (n <= 1 ? 0 : (ply / (n - 1)) * W);
  // White's winning chances (−1 … 1), as the backend computes them for each evaluation.
  const yOf = (e) => H / 2 - e.whiteChances * (H / 2 - 4);
  el.addEventListener('click', (e) => {
    const r = el.getBoundingClientRect();
    const frac = Math.min(1, Math.max(0, (e.clientX - r.left) / r.width));
    onPick(Math.round(frac * (n - 1)));
  });

  const cursor = (ply) => {
    cursorLine.setAttribute('x1', xOf(ply));
    cursorLine.setAttribute('x2', xOf(ply));
  };

  /** Draws `evals` (per position, null while unknown) and `marks` (ply → mark) with the cursor on `cur`. */
  const draw = (evals, marks, cur, plies) => {
    const pts = [];
    for (let i = 0; i < n; i++) if (evals[i]) pts.push([xOf(i), yOf(evals[i])]);
    if (pts.length) {
      const path = pts.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`).join('');
      line.setAttribute('d', path);
      area.setAttribute('d', `M${pts[0][0].toFixed(1)},${H}${path.replace(/^M/, 'L')}L${pts[pts.length - 1][0].toFixed(1)},${H}Z`);
    } else {
      line.setAttribute('d', '');
      area.setAttribute('d', '');
    }
    dots.replaceChildren();
    for (const [ply, m] of marks) {
      if (!evals[ply]) continue;
      const dot = svg('circle', { cx: xOf(ply), cy: yOf(evals[ply]), r: 5, class: 'g-dot ' + m.kind, 'data-ply': ply });
      const tip = svg('title');
      tip.textContent = `${moveLabel(plies[ply])} ${GLYPH[m.kind]}`;
      dot.append(tip);
      dots.append(dot);
    }
    cursor(cur);
  };

  return { el, draw, cursor };
}
