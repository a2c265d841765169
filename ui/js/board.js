// The SVG board for 8×8 and 10×10. It draws what it is told (pieces,
// highlights, hints) and reports input (clicks, drags, drops, and the same
// clicks from the keyboard); it never decides whether a move is legal — the
// screens ask the backend and pass the answers in. Right-drag draws arrows,
// right-click circles.
//
// By keyboard (option `keyboard`): the board is one tab stop; the arrow keys
// move a focus square across the board as it is drawn (whatever the side at
// the bottom or the text direction), Enter or Space acts as a click on it,
// Escape asks the screen to cancel. The focus square is the board's active
// descendant, named in words ("e4, White Knight") for screen readers.

import { pieceMarkup } from './pieces.js';
import { t, tf } from './i18n.js';
import { svg as el } from './dom.js';

let boards = 0;
const FILES = 'abcdefghij';
const S = 100; // square size in SVG units

/** Square name of file index f and rank index r (both 0-based). */
export function squareName(f, r) {
  return FILES[f] + (r + 1);
}

/** File and rank indexes of a square name. */
export function parseSquare(name) {
  return { f: FILES.indexOf(name[0]), r: parseInt(name.slice(1), 10) - 1 };
}

export class Board {
  /**
   * host: element to draw into. options:
   *  files (8|10), orientation ('white'|'black'), coordinates (bool),
   *  pieceSet (one of PIECE_SETS in pieces.js),
   *  animationMs, canDrag(square) → bool, onClick(square), onDrop(from, to),
   *  onDragStart(square), testid; keyboard (bool: a tab stop played with the
   *  keys), onCancel() → whether Escape cancelled something, label (the
   *  board's accessible name).
   */
  constructor(host, options = {}) {
    this.o = { files: 8, orientation: 'white', coordinates: true, animationMs: 200, ...options };
    this.host = host;
    this.pieces = new Map();
    this.marks = { last: null, check: null, selected: null, hints: [], captures: [], targets: [], hint: null, danger: [], premove: null };
    this.annotations = { arrows: [], circles: [] };
    this.svg = el('svg', { class: 'board', 'data-testid': this.o.testid || 'board' });
    this.id = `board-${++boards}`;
    if (this.o.keyboard) {
      this.cursor = null;
      this.svg.setAttribute('tabindex', '0');
      this.svg.setAttribute('role', 'application');
      this.svg.setAttribute('aria-roledescription', t('board-role'));
      this.svg.setAttribute('aria-label', this.o.label || t('board-keys'));
      this.svg.setAttribute('aria-activedescendant', `${this.id}-cursor`);
      this.svg.addEventListener('keydown', (e) => this.key(e));
      this.svg.addEventListener('focus', () => this.drawCursor());
    } else {
      this.svg.setAttribute('role', 'img');
      this.svg.setAttribute('aria-label', this.o.label || t('board-role'));
    }
    this.svg.addEventListener('contextmenu', (e) => e.preventDefault());
    this.svg.addEventListener('pointerdown', (e) => this.down(e));
    this.svg.addEventListener('pointermove', (e) => this.move(e));
    this.svg.addEventListener('pointerup', (e) => this.up(e));
    this.svg.addEventListener('pointercancel', () => this.cancelDrag());
    host.append(this.svg);
    this.build();
  }

  get files() {
    return this.o.files;
  }

  setOptions(options) {
    const rebuild =
      (options.files !== undefined && options.files !== this.o.files) ||
      (options.orientation !== undefined && options.orientation !== this.o.orientation) ||
      (options.coordinates !== undefined && options.coordinates !== this.o.coordinates);
    Object.assign(this.o, options);
    if (rebuild) {
      this.build();
      this.drawPieces();
      this.drawMarks();
      this.drawAnnotations();
      if (this.o.keyboard) this.drawCursor();
    }
  }

  flip() {
    this.setOptions({ orientation: this.o.orientation === 'white' ? 'black' : 'white' });
  }

  /** SVG position of a square's top-left corner. */
  xy(name) {
    const { f, r } = parseSquare(name);
    const n = this.o.files;
    return this.o.orientation === 'white' ? { x: f * S, y: (n - 1 - r) * S } : { x: (n - 1 - f) * S, y: r * S };
  }

  build() {
    const n = this.o.files;
    this.svg.innerHTML = '';
    this.svg.setAttribute('viewBox', `0 0 ${n * S} ${n * S}`);
    this.svg.dataset.files = n;
    this.svg.dataset.orientation = this.o.orientation;
    this.layers = {};
    // Coordinates above the pieces, haloed in their square's colour, so a
    // piece never hides a letter or a number (a10's Archer, rank 1's pieces).
    for (const name of ['squares', 'marks', 'pieces', 'coords', 'hints', 'annotations', 'cursor', 'drag']) {
      this.layers[name] = el('g', { class: 'layer-' + name });
      this.svg.append(this.layers[name]);
    }
    for (let r = 0; r < n; r++) {
      for (let f = 0; f < n; f++) {
        const name = squareName(f, r);
        const { x, y } = this.xy(name);
        const light = (f + r) % 2 === 1;
        this.layers.squares.append(
          el('rect', {
            x,
            y,
            width: S,
            height: S,
            class: 'sq ' + (light ? 'light' : 'dark'),
            'data-square': name,
          }),
        );
      }
    }
    if (this.o.coordinates) {
      for (let i = 0; i < n; i++) {
        // Files along the bottom edge, ranks along the left edge (as seen).
        const fileSq = this.o.orientation === 'white' ? squareName(i, 0) : squareName(i, n - 1);
        const { x: fx, y: fy } = this.xy(fileSq);
        const fl = (parseSquare(fileSq).f + parseSquare(fileSq).r) % 2 === 1;
        const ft = el('text', { x: fx + S - 5, y: fy + S - 5, class: 'coord ' + (fl ? 'on-light' : 'on-dark'), 'text-anchor': 'end' });
        ft.textContent = FILES[i];
        this.layers.coords.append(ft);
        const rankSq = this.o.orientation === 'white' ? squareName(0, i) : squareName(n - 1, i);
        const { x: rx, y: ry } = this.xy(rankSq);
        const rl = (parseSquare(rankSq).f + parseSquare(rankSq).r) % 2 === 1;
        const rt = el('text', { x: rx + 5, y: ry + 20, class: 'coord ' + (rl ? 'on-light' : 'on-dark') });
        rt.textContent = String(i + 1);
        this.layers.coords.append(rt);
      }
    }
  }

  /** pieces: [{square, color, kind}]; animate: {from, to} to slide the moved piece. */
  setPieces(pieces, animate = null) {
    this.pieces = new Map(pieces.map((p) => [p.square, p]));
    this.drawPieces(animate);
    if (this.o.keyboard) this.drawCursor();
  }

  /**
   * Draws every piece afresh. A piece being dragged lives in the drag layer
   * until the drag ends: a redraw meanwhile (a clock tick, the opponent's
   * move) leaves its square empty, and any other redraw clears the drag
   * layer, so no dragged copy outlives its drag.
   */
  drawPieces(animate = null) {
    const layer = this.layers.pieces;
    layer.innerHTML = '';
    const dragged = this.press?.dragging ? this.press.square : null;
    if (!dragged) this.layers.drag.replaceChildren();
    for (const [square, p] of this.pieces) {
      if (square === dragged) continue;
      const { x, y } = this.xy(square);
      const g = el('g', { class: 'piece', 'data-square': square, 'data-piece': `${p.color}-${p.kind}`, transform: `translate(${x} ${y})` });
      g.innerHTML = pieceMarkup(p.kind, p.color, this.o.pieceSet);
      layer.append(g);
    }
    // A player who asks the system for less motion gets the move without the slide.
    const ms = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 0 : this.o.animationMs;
    if (animate && ms > 0 && this.pieces.has(animate.to)) {
      const g = layer.querySelector(`[data-square="${animate.to}"]`);
      const a = this.xy(animate.from);
      const b = this.xy(animate.to);
      const start = performance.now();
      const step = (now) => {
        const k = Math.min(1, (now - start) / ms);
        const e = 1 - (1 - k) ** 3;
        g.setAttribute('transform', `translate(${a.x + (b.x - a.x) * e} ${a.y + (b.y - a.y) * e})`);
        if (k < 1) requestAnimationFrame(step);
      };
      layer.append(g); // the moving piece on top
      g.setAttribute('transform', `translate(${a.x} ${a.y})`);
      requestAnimationFrame(step);
    }
  }

  /** Highlights: {last:{from,to}, check, selected, hints:[sq], captures:[sq], targets:[sq], hint:{from,to}, danger:[sq]}. */
  setMarks(marks) {
    this.marks = { ...this.marks, ...marks };
    this.drawMarks();
  }

  drawMarks() {
    const m = this.marks;
    const layer = this.layers.marks;
    const hints = this.layers.hints;
    layer.innerHTML = '';
    hints.innerHTML = '';
    const fill = (sq, cls) => {
      const { x, y } = this.xy(sq);
      layer.append(el('rect', { x, y, width: S, height: S, class: cls, 'data-square': sq }));
    };
    if (m.last) {
      fill(m.last.from, 'mk-last');
      fill(m.last.to, 'mk-last');
    }
    for (const sq of m.targets || []) fill(sq, 'mk-target');
    for (const sq of m.danger || []) fill(sq, 'mk-danger');
    if (m.selected) fill(m.selected, 'mk-selected');
    if (m.premove) {
      fill(m.premove.from, 'mk-premove');
      fill(m.premove.to, 'mk-premove');
    }
    if (m.check) {
      const { x, y } = this.xy(m.check);
      layer.append(el('circle', { cx: x + S / 2, cy: y + S / 2, r: S * 0.48, class: 'mk-check', 'data-square': m.check }));
    }
    for (const sq of m.hints || []) {
      const { x, y } = this.xy(sq);
      hints.append(el('circle', { cx: x + S / 2, cy: y + S / 2, r: 15, class: 'hint-dot', 'data-square': sq, 'data-testid': 'hint' }));
    }
    for (const sq of m.captures || []) {
      const { x, y } = this.xy(sq);
      hints.append(el('circle', { cx: x + S / 2, cy: y + S / 2, r: 44, class: 'hint-ring', 'data-square': sq, 'data-testid': 'hint' }));
    }
    if (m.hint) this.drawArrow(hints, m.hint.from, m.hint.to, 'arrow-hint');
  }

  // ---- annotations (right button) ----

  clearAnnotations() {
    this.annotations = { arrows: [], circles: [] };
    this.drawAnnotations();
  }

  drawAnnotations() {
    const layer = this.layers.annotations;
    layer.innerHTML = '';
    for (const sq of this.annotations.circles) {
      const { x, y } = this.xy(sq);
      layer.append(el('circle', { cx: x + S / 2, cy: y + S / 2, r: 45, class: 'annot-circle', 'data-testid': 'annotation' }));
    }
    for (const [from, to] of this.annotations.arrows) this.drawArrow(layer, from, to, 'annot-arrow');
  }

  drawArrow(layer, from, to, cls) {
    const a = this.xy(from);
    const b = this.xy(to);
    const x1 = a.x + S / 2,
      y1 = a.y + S / 2,
      x2 = b.x + S / 2,
      y2 = b.y + S / 2;
    const len = Math.hypot(x2 - x1, y2 - y1);
    if (len === 0) return;
    const ux = (x2 - x1) / len,
      uy = (y2 - y1) / len;
    const head = 34,
      w = 11;
    const ex = x2 - ux * 12,
      ey = y2 - uy * 12; // tip slightly inside the square
    const bx = ex - ux * head,
      by = ey - uy * head;
    const px = -uy,
      py = ux;
    const sx = x1 + ux * 22,
      sy = y1 + uy * 22;
    const d =
      `M${sx + px * w} ${sy + py * w} L${bx + px * w} ${by + py * w} L${bx + px * 26} ${by + py * 26} L${ex} ${ey} ` +
      `L${bx - px * 26} ${by - py * 26} L${bx - px * w} ${by - py * w} L${sx - px * w} ${sy - py * w} Z`;
    layer.append(el('path', { d, class: cls, 'data-testid': cls === 'annot-arrow' ? 'annotation' : cls }));
  }

  // ---- keyboard ----

  /** The square the keyboard is on: where it was left, else the selected square, else the bottom-left corner as drawn. */
  cursorSquare() {
    if (!this.cursor) {
      const n = this.o.files;
      this.cursor = this.marks.selected || (this.o.orientation === 'white' ? squareName(0, 0) : squareName(n - 1, n - 1));
    }
    return this.cursor;
  }

  /**
   * Draws the focus square (shown while the board has the focus; always
   * there, as the board's active descendant) and, while the keyboard is on
   * the board, names it for screen readers: the words come from the backend,
   * which a mouse player's every move need not ask (focusing names it).
   */
  drawCursor() {
    const layer = this.layers.cursor;
    if (!layer) return;
    const sq = this.cursorSquare();
    const { x, y } = this.xy(sq);
    let rect = layer.firstChild;
    if (!rect) {
      rect = el('g', { id: `${this.id}-cursor`, class: 'mk-cursor', role: 'img', 'data-testid': 'board-cursor' });
      rect.append(el('rect', { class: 'ring-out', x: 4, y: 4, width: S - 8, height: S - 8 }));
      rect.append(el('rect', { class: 'ring-in', x: 9, y: 9, width: S - 18, height: S - 18 }));
      layer.append(rect);
    }
    rect.setAttribute('transform', `translate(${x} ${y})`);
    rect.dataset.square = sq;
    if (document.activeElement !== this.svg) return;
    const p = this.pieces.get(sq);
    const naming = p ? tf('board-square-piece', { square: sq, color: p.color, piece: t('piece-' + p.kind) }) : tf('board-square-empty', { square: sq });
    naming.then((label) => {
      if (rect.dataset.square === sq) rect.setAttribute('aria-label', label);
    });
  }

  key(e) {
    const n = this.o.files;
    const steps = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    if (steps[e.key]) {
      e.preventDefault();
      const { x, y } = this.xy(this.cursorSquare());
      const col = Math.min(n - 1, Math.max(0, x / S + steps[e.key][0]));
      const row = Math.min(n - 1, Math.max(0, y / S + steps[e.key][1]));
      this.cursor = this.o.orientation === 'white' ? squareName(col, n - 1 - row) : squareName(n - 1 - col, row);
      this.drawCursor();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (this.o.onClick) this.o.onClick(this.cursorSquare(), { keyboard: true });
    } else if (e.key === 'Escape' && this.o.onCancel?.()) {
      e.preventDefault();
      e.stopPropagation();
    }
  }

  // ---- input ----

  squareAt(e) {
    const pt = this.svg.createSVGPoint();
    pt.x = e.clientX;
    pt.y = e.clientY;
    const ctm = this.svg.getScreenCTM();
    if (!ctm) return null;
    const p = pt.matrixTransform(ctm.inverse());
    const n = this.o.files;
    const c = Math.floor(p.x / S),
      row = Math.floor(p.y / S);
    if (c < 0 || row < 0 || c >= n || row >= n) return null;
    return this.o.orientation === 'white' ? squareName(c, n - 1 - row) : squareName(n - 1 - c, row);
  }

  svgPoint(e) {
    const pt = this.svg.createSVGPoint();
    pt.x = e.clientX;
    pt.y = e.clientY;
    return pt.matrixTransform(this.svg.getScreenCTM().inverse());
  }

  down(e) {
    const sq = this.squareAt(e);
    if (!sq) return;
    if (e.button === 2) {
      this.rightFrom = sq;
      e.preventDefault();
      return;
    }
    if (e.button !== 0) return;
    if (this.annotations.arrows.length || this.annotations.circles.length) this.clearAnnotations();
    this.press = { square: sq, x: e.clientX, y: e.clientY, dragging: false };
    if (this.pieces.has(sq) && this.o.canDrag?.(sq)) {
      this.press.draggable = true;
      this.svg.setPointerCapture(e.pointerId);
    }
  }

  move(e) {
    const p = this.press;
    if (!p?.draggable) return;
    if (!p.dragging && Math.hypot(e.clientX - p.x, e.clientY - p.y) > 4) {
      p.dragging = true;
      const g = this.layers.pieces.querySelector(`[data-square="${p.square}"]`);
      if (g) {
        this.layers.drag.append(g);
        g.classList.add('dragging');
        p.ghost = g;
      }
      if (this.o.onDragStart) this.o.onDragStart(p.square);
    }
    if (p.dragging && p.ghost) {
      const pt = this.svgPoint(e);
      p.ghost.setAttribute('transform', `translate(${pt.x - S / 2} ${pt.y - S / 2})`);
      const over = this.squareAt(e);
      for (const n of this.svg.querySelectorAll('.drag-over')) n.classList.remove('drag-over');
      if (over) this.layers.squares.querySelector(`[data-square="${over}"]`)?.classList.add('drag-over');
    }
  }

  up(e) {
    const sq = this.squareAt(e);
    if (e.button === 2) {
      const from = this.rightFrom;
      this.rightFrom = null;
      if (!from || !sq) return;
      if (from === sq) toggle(this.annotations.circles, sq, (a) => a === sq);
      else toggle(this.annotations.arrows, [from, sq], (a) => a[0] === from && a[1] === sq);
      this.drawAnnotations();
      return;
    }
    const p = this.press;
    this.press = null;
    if (!p) return;
    for (const n of this.svg.querySelectorAll('.drag-over')) n.classList.remove('drag-over');
    if (p.dragging) {
      if (sq && sq !== p.square && this.o.onDrop) {
        this.drawPieces(); // put the ghost back; the screen redraws after the backend answers
        this.o.onDrop(p.square, sq);
      } else {
        this.drawPieces();
        if (sq === p.square && this.o.onClick) this.o.onClick(sq, { fromDrag: true });
      }
      return;
    }
    if (sq && this.o.onClick) this.o.onClick(sq, {});
  }

  cancelDrag() {
    const dragging = this.press?.dragging;
    this.press = null;
    if (dragging) this.drawPieces();
  }
}

function toggle(list, item, same) {
  const i = list.findIndex(same);
  if (i >= 0) list.splice(i, 1);
  else list.push(item);
}
