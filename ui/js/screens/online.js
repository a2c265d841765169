// Online play through the Maharajah server: the lobby (create a room, join
// one by its code, or pick an open one), then the waiting room with the join
// code to give, until the opponent comes and the game (or, for Maharajah,
// the hidden setup) opens. The server's address and the player's name are
// in Settings. The parts are drawn by ui/js/online/parts.js.
//
// The screen's functions share one state object `O`: the online `view`,
// the room's `choices`, and the parts of the screen.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { call, on } from '../bridge.js';
import { REMOTES, followRemote, leaveRemote } from '../remote.js';
import { defaultChoices, nameField, playerName, timeOf } from '../match-form.js';
import { serverStatus, waitingRoom, createBox, joinBox, roomItems } from '../online/parts.js';

export const title = 'online-title';

/** How often the open rooms are listed again while the lobby shows them (ms). */
const ROOMS_EVERY = 3000;

/** The symbols of a join code: no 0, 1, I or O, so that it reads aloud. */
const CODE_SYMBOLS = /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{10}$/;

/** A typed code as the server reads it (case, spaces and dashes do not matter), or null when it cannot be one. */
export function normalizeCode(text) {
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  return CODE_SYMBOLS.test(code) ? code : null;
}

export async function mount(root) {
  let view = await call('online_state');
  // Back in the lobby after a game ended: that game is left, the lobby is fresh.
  if (view.stage === 'finished') view = await leaveRemote(REMOTES.online).catch(() => view);
  const O = { view, choices: { ...defaultChoices(), public: false } };
  buildParts(O);
  root.append(
    h(
      'div.lan.online',
      {},
      h('p.muted', {}, t('online-intro')),
      O.status,
      h('label.row.lan-name-row', {}, h('span', {}, t('settings-name')), O.name),
      O.notice,
      O.main,
    ),
  );
  const stop = on('online-updated', (next) => render(O, next));
  render(O, O.view);
  if (!O.view.connected && !O.view.connecting) connect(O);
  else refreshRooms(O);
  // The open rooms stay true while shown: listed again every few seconds (a room taken or gone disappears).
  const rooms = setInterval(() => refreshRooms(O), ROOMS_EVERY);
  return () => {
    stop();
    clearInterval(rooms);
  };
}

/** Lists the open rooms again, in the lobby only, quietly (the lobby's own notice says what went wrong). */
function refreshRooms(O) {
  if (O.view.stage !== 'lobby' || !O.view.connected || O.listing) return;
  O.listing = true;
  call('online_rooms')
    .then((v) => {
      // Still the lobby: only the list is drawn again (the form being filled in stays as it is).
      if (v.stage === 'lobby' && O.view.stage === 'lobby' && v.connected === O.view.connected) {
        O.view = v;
        O.rooms.replaceChildren(...roomItems(v.rooms || [], (code) => join(O, code)));
      } else render(O, v);
    })
    .catch(() => {})
    .finally(() => {
      O.listing = false;
    });
}

/** The screen's parts, kept in `O`: the name, the server line, the notice, the main box, the code field and the rooms' list. */
function buildParts(O) {
  O.name = nameField('online-name');
  O.status = h('div.online-status', { 'data-testid': 'online-status', 'aria-live': 'polite' });
  O.notice = h('p.lan-notice', { 'data-testid': 'online-notice', 'aria-live': 'polite' });
  O.main = h('div.lan-columns.online-columns');
  O.code = h('input', {
    type: 'text',
    dir: 'ltr',
    maxlength: 24,
    autocomplete: 'off',
    spellcheck: false,
    placeholder: t('online-code-placeholder'),
    'data-testid': 'online-code',
    'aria-label': t('online-code'),
  });
  O.rooms = h('ul.lan-hosts', { 'data-testid': 'online-rooms' });
}

/** Runs a backend request that answers with the view; errors go to the notice line. */
async function request(O, command, args = {}) {
  try {
    render(O, await call(command, args));
  } catch (e) {
    O.notice.textContent = e.message || String(e);
  }
}

const connect = (O) => request(O, 'online_connect', { name: playerName(O.name) }).then(() => refreshRooms(O));

function create(O) {
  const { choices } = O;
  const settings = { variant: choices.variant, time: timeOf(choices.time), colour: choices.colour, takebacks: choices.takebacks, public: choices.public };
  request(O, 'online_create', { settings });
}

function join(O, text) {
  if (!text.trim()) {
    O.notice.textContent = t('online-code-empty');
    return;
  }
  const normalized = normalizeCode(text);
  if (!normalized) {
    O.notice.textContent = t('online-code-typo');
    return;
  }
  request(O, 'online_join', { code: normalized });
}

function renderLobby(O) {
  const { view } = O;
  O.main.replaceChildren(
    createBox(O.choices, view.connected, () => create(O)),
    joinBox(O.code, O.rooms, view.connected, { join: (text) => join(O, text), refresh: () => request(O, 'online_rooms') }),
  );
  O.rooms.replaceChildren(...roomItems(view.rooms || [], (code) => join(O, code)));
}

/** Draws the online view `next`, and opens the game (or its hidden setup) once it starts. */
function render(O, next) {
  O.view = next;
  const { view } = O;
  O.notice.textContent = view.notice || '';
  O.status.replaceChildren(...serverStatus(view, () => connect(O)));
  if (view.stage === 'waiting' && view.room) O.main.replaceChildren(waitingRoom(view.room, () => request(O, 'online_cancel')));
  else renderLobby(O);
  followRemote(REMOTES.online, view);
}
