// Writes the app's piece sets (ui/js/pieces.js, the one source) as standalone
// SVG files, light-theme colours: the default set into icons/pieces/, every
// other set into icons/pieces/<set>/, one <color>-<kind>.svg per piece.
//
//   node scripts/export-pieces.mjs

import { writeFileSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KINDS, PIECE_SETS, pieceMarkup, STANDALONE_STYLE } from '../ui/js/pieces.js';

const icons = join(dirname(fileURLToPath(import.meta.url)), '..', 'icons', 'pieces');
for (const [i, set] of PIECE_SETS.entries()) {
  const out = i === 0 ? icons : join(icons, set);
  mkdirSync(out, { recursive: true });
  for (const color of ['white', 'black']) {
    const c = STANDALONE_STYLE[color];
    const cls = color === 'white' ? 'pc-w' : 'pc-b';
    const style =
      `.${cls} .b{fill:${c.fill};stroke:${c.stroke};stroke-width:3;stroke-linejoin:round}` +
      `.${cls} .l{fill:none;stroke:${c.line};stroke-width:3;stroke-linecap:round}.${cls} .d{fill:${c.line};stroke:none}`;
    for (const kind of KINDS) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100"><style>${style}</style>${pieceMarkup(kind, color, set)}</svg>\n`;
      writeFileSync(join(out, `${color}-${kind}.svg`), svg);
    }
  }
  console.log(`wrote ${KINDS.length * 2} ${set} pieces to ${out}`);
}
