// Where the game screen's actions go: the local game controller (a game on
// this device, against the engine or a second player) or a remote referee
// (the LAN host or the Maharajah server, `src` from remote.js). Each action
// answers the view to draw next, so the screen never branches on the kind.

import { call } from '../bridge.js';

/** The local game's actions. */
export function localLink() {
  return {
    move: (uci) => call('game_move', { uci }),
    moveSan: (san) => call('game_move_san', { san }),
    takeBack: () => call('game_take_back'),
    resign: () => call('game_resign'),
    rematch: () => call('game_rematch'),
    agreeDraw: () => call('game_agree_draw'),
  };
}

/**
 * A remote game's actions, through `src.act`; `onView(lv)` takes each
 * remote view answered and returns the game view to draw (it may leave the
 * screen for the hidden setup).
 */
export function remoteLink(src, onView) {
  const act = async (action) => onView(await call(src.act, { action }));
  return {
    act,
    move: (uci) => act({ type: 'move', uci }),
    // Read by the rules core as a local game's move is, then sent.
    moveSan: async (san, view) => act({ type: 'move', uci: (await call('game_resolve_san', { variant: view.variant, fen: view.fen, san })).uci }),
    takeBack: () => act({ type: 'request-takeback' }),
    resign: () => act({ type: 'resign' }),
    rematch: () => act({ type: 'rematch' }),
    offerDraw: () => act({ type: 'offer-draw' }),
  };
}
