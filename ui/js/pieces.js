// The Maharajah piece set: one drawing per kind on a 100×100 grid, coloured
// by CSS (classes pc-w / pc-b and the theme's variables), so the same shapes
// serve the light and dark themes and every size from the move list to the
// board. The compound pieces share the knight's head and wear the headgear of
// the piece they combine with: a mitre (Archbishop = bishop + knight),
// battlements (Chancellor = rook + knight), a crown (Maharajah = queen +
// knight). Pure functions only: scripts/export-pieces.mjs reuses this module
// to write standalone SVG files into icons/pieces/.

const BASE = 'M22 90 h56 a5 5 0 0 0 5 -5 v-2 a5 5 0 0 0 -5 -5 h-56 a5 5 0 0 0 -5 5 v2 a5 5 0 0 0 5 5 z';
const KNIGHT_HEAD =
  'M34 78 C34 66 44 60 47 52 C40 56 32 60 26 58 C20 56 18 49 22 45 C29 38 35 31 37 23 C39 16 44 13 50 13 L53 6 L58 14 C70 18 78 33 78 51 C78 62 74 70 72 78 Z';
const KNIGHT_EYE = '<circle class="d" cx="44" cy="27" r="3"/>';
const KNIGHT_MANE = '<path class="l" d="M60 20 C70 28 73 40 72 56" />';

// Knight head shrunk toward its base, leaving room for headgear above.
const smallHead = () => `<g transform="translate(10 15.6) scale(0.8)"><path class="b" d="${KNIGHT_HEAD}"/>${KNIGHT_EYE}${KNIGHT_MANE}</g>`;

const SHAPES = {
  pawn: `<path class="b" d="M33 78 C33 64 41 57 44 49 L56 49 C59 57 67 64 67 78 Z"/>
    <path class="b" d="M38 49 h24 a3 3 0 0 1 0 6 h-24 a3 3 0 0 1 0 -6 z"/>
    <circle class="b" cx="50" cy="33" r="13"/>`,
  knight: `<path class="b" d="${KNIGHT_HEAD}"/>${KNIGHT_EYE}${KNIGHT_MANE}`,
  bishop: `<path class="b" d="M35 78 C35 67 41 62 43 57 L57 57 C59 62 65 67 65 78 Z"/>
    <path class="b" d="M50 16 C62 25 69 37 66 48 C64 55 58 58 50 58 C42 58 36 55 34 48 C31 37 38 25 50 16 Z"/>
    <circle class="b" cx="50" cy="11" r="5"/>
    <path class="l" d="M57 29 L47 41"/>`,
  rook: `<path class="b" d="M31 78 L35 42 L65 42 L69 78 Z"/>
    <path class="b" d="M26 42 V18 h11 v8 h7 v-8 h12 v8 h7 v-8 h11 V42 Z"/>
    <path class="l" d="M36 52 h28"/>`,
  queen: `<path class="b" d="M30 78 L20 34 L36 54 L42 24 L50 50 L58 24 L64 54 L80 34 L70 78 Z"/>
    <circle class="b" cx="20" cy="31" r="5"/><circle class="b" cx="42" cy="21" r="5"/>
    <circle class="b" cx="58" cy="21" r="5"/><circle class="b" cx="80" cy="31" r="5"/>
    <path class="l" d="M32 68 h36"/>`,
  king: `<path class="b" d="M31 78 C29 66 23 58 23 49 C23 40 32 35 41 40 L50 47 L59 40 C68 35 77 40 77 49 C77 58 71 66 69 78 Z"/>
    <path class="b" d="M46 8 h8 v8 h8 v8 h-8 v16 h-8 v-16 h-8 v-8 h8 Z"/>
    <path class="l" d="M33 68 h34"/>`,
  archbishop: `${smallHead()}
    <path class="b" d="M53 1 C64 8 69 17 67 27 L39 27 C37 17 42 8 53 1 Z"/>
    <path class="l" d="M59 9 L50 19"/>`,
  chancellor: `${smallHead()}
    <path class="b" d="M36 28 V5 h8 v7 h7 v-7 h8 v7 h7 v-7 h8 V28 Z"/>`,
  maharajah: `${smallHead()}
    <path class="b" d="M36 28 L32 7 L44 16 L53 2 L62 16 L74 7 L70 28 Z"/>
    <circle class="b" cx="53" cy="3" r="3.5"/>`,
  archer: `<path class="b" d="M36 78 C38 72 43 70 45 66 L55 66 C57 70 62 72 64 78 Z"/>
    <path class="l s" d="M49 10 L45 70"/>
    <path class="b" d="M46 5 C16 18 12 58 42 74 L48 68 C26 54 28 24 52 12 Z"/>
    <path class="b" d="M16 36 h54 v-8 l15 12 l-15 12 v-8 h-54 z"/>
    <path class="b" d="M10 29 l10 11 l-10 11 h7 l10 -11 l-10 -11 z"/>`,
};

const ORDER = ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn', 'archbishop', 'chancellor', 'maharajah', 'archer'];

/** Every kind the set draws. */
export const KINDS = ORDER;

/** SVG markup (a <g>) of one piece on the 100×100 grid. */
export function pieceMarkup(kind, color) {
  const shape = SHAPES[kind];
  if (!shape) return '';
  const cls = color === 'white' ? 'pc-w' : 'pc-b';
  return `<g class="pc ${cls}" data-kind="${kind}"><path class="b" d="${BASE}"/>${shape}</g>`;
}

/** A standalone <svg> element's markup for one piece (palettes, move list, dialogs). */
export function pieceSvg(kind, color, size = 40, extraClass = '') {
  return `<svg class="piece-icon ${extraClass}" viewBox="0 0 100 100" width="${size}" height="${size}" aria-hidden="true">${pieceMarkup(kind, color)}</svg>`;
}

/** The style a standalone file needs (no app CSS there). */
export const STANDALONE_STYLE = {
  white: { fill: '#fbf8f0', stroke: '#1e1e1e', line: '#1e1e1e' },
  black: { fill: '#2c2c30', stroke: '#0c0c0e', line: '#e8e2d0' },
};
