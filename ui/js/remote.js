// The two kinds of game against a player on another device — LAN (a peer
// on the network) and online (through the Maharajah server) — as the game
// and setup screens see them. Both give the same view ({stage, game:
// {game, remote}, notice}); each is read and acted on through its own
// commands and events, named here once.

import { go } from './main.js';

export const REMOTES = {
  lan: { kind: 'lan', state: 'lan_state', act: 'lan_act', event: 'lan-updated', screen: 'lan' },
  online: { kind: 'online', state: 'online_state', act: 'online_act', event: 'online-updated', screen: 'online' },
};

/** The remote game a screen was opened for (`params.remote`), or null for a game on this device. */
export function remoteOf(params) {
  return REMOTES[params.remote] || null;
}

/** Opens the screen that fits a remote view: the hidden setup, or the game. */
export function followRemote(src, view) {
  const phase = view.game?.remote.phase;
  if (view.stage === 'game' && phase === 'setup') go('setup', { remote: src.kind }, { replace: true });
  else if (view.stage === 'game' && phase) go('game', { remote: src.kind }, { replace: true });
}
