// The reviewed game's players above and below the board, each on their
// side's edge as the board is turned.

import { h } from '../dom.js';

/** The two slots around the board; `place(orientation)` puts the side at the bottom (`orientation`) in the bottom slot. */
export function playerPanels(game) {
  const panel = (color) =>
    h('div.side-panel', { 'data-color': color }, h('span.swatch.' + color), h('span.player', {}, color === 'white' ? game.white : game.black));
  const top = h('div.slot-top');
  const bottom = h('div.slot-bottom');
  const panels = { white: panel('white'), black: panel('black') };
  const place = (orientation) => {
    top.replaceChildren(panels[orientation === 'white' ? 'black' : 'white']);
    bottom.replaceChildren(panels[orientation]);
  };
  return { top, bottom, place };
}
