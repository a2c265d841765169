// The two kinds of game against a player on another device — LAN (a peer
// on the network) and online (through the Maharajah server) — as the game
// and setup screens see them. Both give the same view ({stage, game:
// {game, remote}, notice}) whose `stage` is the journey (lobby, waiting,
// joining, offer, setup, playing, finished: src-tauri/src/remote/journey.rs);
// each is read and acted on through its own commands and events, named here
// once. Every screen draws from the stage.

import { go } from './main.js';
import { call } from './bridge.js';

export const REMOTES = {
  lan: { kind: 'lan', state: 'lan_state', act: 'lan_act', leave: 'lan_leave', event: 'lan-updated', screen: 'lan' },
  online: { kind: 'online', state: 'online_state', act: 'online_act', leave: 'online_cancel', event: 'online-updated', screen: 'online' },
};

/** The remote game a screen was opened for (`params.remote`), or null for a game on this device. */
export function remoteOf(params) {
  return REMOTES[params.remote] || null;
}

/** The screen a remote view's stage is drawn on: its hidden setup, its game (played or finished), else its lobby. */
export function screenOf(src, view) {
  if (view.stage === 'setup') return 'setup';
  if ((view.stage === 'playing' || view.stage === 'finished') && view.game?.game) return 'game';
  return src.screen;
}

/** From the lobby: opens the hidden setup or the game once one starts (a finished game is never reopened from here). */
export function followRemote(src, view) {
  if (view.stage === 'setup') go('setup', { remote: src.kind }, { replace: true });
  else if (view.stage === 'playing' && view.game?.game) go('game', { remote: src.kind }, { replace: true });
}

/** Back to a fresh lobby (the host stops, the room is left); answers the view. */
export function leaveRemote(src) {
  return call(src.leave);
}
