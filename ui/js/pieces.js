// The piece sets: one drawing per kind on a 100×100 grid, coloured by CSS
// (classes pc-w / pc-b and the theme's variables), so the same shapes serve
// the light and dark themes and every size from the move list to the board.
// Every set draws every kind, the compound pieces and the Mirodol Archer
// included, so any set can show any position.
//
// - standard: rounded, carved-looking pieces. The compound pieces share the
//   knight's head and wear the headgear of the piece they combine with: a
//   mitre (Archbishop = bishop + knight), battlements (Chancellor = rook +
//   knight), a crown (Maharajah = queen + knight).
// - geometric: flat, straight-edged pieces on a square plinth. A compound
//   piece is a broad block carrying the knight's head as an emblem, topped by
//   the headgear of the piece it combines with (the bishop's mitre, the
//   rook's battlements, the queen's crown), so both halves read at a glance
//   even on the small board.
//
// Pure functions only: scripts/export-pieces.mjs reuses this module to write
// standalone SVG files into icons/pieces/.

const BASE = 'M22 90 h56 a5 5 0 0 0 5 -5 v-2 a5 5 0 0 0 -5 -5 h-56 a5 5 0 0 0 -5 5 v2 a5 5 0 0 0 5 5 z';
const KNIGHT_HEAD =
  'M34 78 C34 66 44 60 47 52 C40 56 32 60 26 58 C20 56 18 49 22 45 C29 38 35 31 37 23 C39 16 44 13 50 13 L53 6 L58 14 C70 18 78 33 78 51 C78 62 74 70 72 78 Z';
const KNIGHT_EYE = '<circle class="d" cx="44" cy="27" r="3"/>';
const KNIGHT_MANE = '<path class="l" d="M60 20 C70 28 73 40 72 56" />';

// Knight head shrunk toward its base, leaving room for headgear above.
const smallHead = () => `<g transform="translate(10 15.6) scale(0.8)"><path class="b" d="${KNIGHT_HEAD}"/>${KNIGHT_EYE}${KNIGHT_MANE}</g>`;

const STANDARD = {
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

// The geometric set. Its tall pieces (bishop, queen, king) stand on one
// shared column and collar, so the family looks alike and only the top tells
// them apart; the Archer's column is shorter, leaving room for its bow.
const GEO_BASE = 'M21 80 h58 v10 h-58 z';
const COLUMN = '<path class="b" d="M38 80 L43 56 L57 56 L62 80 Z"/><path class="b" d="M33 50 h34 v6 h-34 z"/>';
// The knight's head in straight lines; the compound pieces carry it shrunk
// as an emblem on their block.
const HORSE = 'M32 80 L40 60 L27 60 L19 51 L23 42 L38 25 L43 10 L51 19 L62 21 L72 32 L76 50 L72 80 Z';
const BLOCK = '<path class="b" d="M29 80 L33 42 h34 L71 80 Z"/>';
const EMBLEM = `<g transform="translate(29 41) scale(0.44)"><path class="d" d="${HORSE}"/></g>`;
// A bishop's mitre: two circular arcs meeting at the top and bottom.
const LENS = (top, bottom, r) => `M50 ${top} A${r} ${r} 0 0 1 50 ${bottom} A${r} ${r} 0 0 1 50 ${top} Z`;
const GEOMETRIC = {
  pawn: `<path class="b" d="M33 80 L46 46 L54 46 L67 80 Z"/><circle class="b" cx="50" cy="34" r="13"/>`,
  knight: `<path class="b" d="${HORSE}"/><circle class="d" cx="41" cy="33" r="3.5"/><path class="l" d="M55 24 L64 30 L69 48"/>`,
  bishop: `${COLUMN}<path class="b" d="${LENS(12, 50, 20)}"/><circle class="b" cx="50" cy="8" r="4.5"/><path class="l" d="M56 24 L47 35"/>`,
  rook: `<path class="b" d="M32 80 V46 h36 V80 Z"/><path class="b" d="M27 46 V20 h12 v9 h5 v-9 h12 v9 h5 v-9 h12 V46 Z"/><path class="l" d="M50 57 v13"/>`,
  queen: `${COLUMN}<path class="b" d="M36 50 L28 20 L40 31 L50 14 L60 31 L72 20 L64 50 Z"/><circle class="b" cx="28" cy="17" r="4.5"/><circle class="b" cx="50" cy="11" r="4.5"/><circle class="b" cx="72" cy="17" r="4.5"/>`,
  king: `${COLUMN}<path class="b" d="M36 50 L32 28 h36 L64 50 Z"/><path class="b" d="M46 4 h8 v7 h7 v8 h-7 v9 h-8 v-9 h-7 v-8 h7 z"/>`,
  archbishop: `${BLOCK}${EMBLEM}<path class="b" d="${LENS(9, 42, 17.5)}"/><circle class="b" cx="50" cy="6" r="4"/><path class="l" d="M55 19 L47 29"/>`,
  chancellor: `${BLOCK}${EMBLEM}<path class="b" d="M30 42 V20 h10 v8 h5 v-8 h10 v8 h5 v-8 h10 V42 Z"/>`,
  maharajah: `${BLOCK}${EMBLEM}<path class="b" d="M34 42 L26 16 L39 27 L50 10 L61 27 L74 16 L66 42 Z"/><circle class="b" cx="26" cy="13" r="4"/><circle class="b" cx="50" cy="7" r="4"/><circle class="b" cx="74" cy="13" r="4"/>`,
  archer: `<path class="b" d="M40 80 L44 64 L56 64 L60 80 Z"/><path class="b" d="M34 58 h32 v6 h-32 z"/><path class="l" d="M30.1 18 L33.8 45.2 L61 48.9"/><path class="b" d="M27.9 15.8 A28.1 28.1 0 0 1 63.2 51.1 L57.4 48.1 A23.9 23.9 0 0 0 30.9 21.6 Z"/><path class="b" d="M29.4 46.6 L63.2 12.8 L66.2 15.8 L32.4 49.6 Z"/><path class="b" d="M56.6 9.1 L75 4 L69.9 22.4 Z"/><path class="b" d="M21.3 47.4 L27.2 41.5 L36 43 L37.5 51.8 L31.6 57.7 L30.1 48.9 Z"/>`,
};

const SETS = {
  standard: { base: BASE, shapes: STANDARD },
  geometric: { base: GEO_BASE, shapes: GEOMETRIC },
};

const ORDER = ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn', 'archbishop', 'chancellor', 'maharajah', 'archer'];

/** Every kind each set draws. */
export const KINDS = ORDER;

/** The piece sets, the default first (the `pieceSet` setting names one). */
export const PIECE_SETS = Object.keys(SETS);

/**
 * SVG markup (a <g>) of one piece on the 100×100 grid, in `set` (an unknown
 * name draws the default set, so a stale setting still shows pieces).
 */
export function pieceMarkup(kind, color, set = PIECE_SETS[0]) {
  const name = SETS[set] ? set : PIECE_SETS[0];
  const { base, shapes } = SETS[name];
  const shape = shapes[kind];
  if (!shape) return '';
  const cls = color === 'white' ? 'pc-w' : 'pc-b';
  return `<g class="pc ${cls}" data-kind="${kind}" data-set="${name}"><path class="b" d="${base}"/>${shape}</g>`;
}

/** A standalone <svg> element's markup for one piece (palettes, dialogs, Learn). */
export function pieceSvg(kind, color, size = 40, set = PIECE_SETS[0]) {
  return `<svg class="piece-icon" viewBox="0 0 100 100" width="${size}" height="${size}" aria-hidden="true">${pieceMarkup(kind, color, set)}</svg>`;
}

/** The style a standalone file needs (no app CSS there). */
export const STANDALONE_STYLE = {
  white: { fill: '#fbf8f0', stroke: '#1e1e1e', line: '#1e1e1e' },
  black: { fill: '#2c2c30', stroke: '#0c0c0e', line: '#e8e2d0' },
};
