// The Online screen's parts as the connection stands: the server line
// (address, version, connected or not, the way to Settings), the waiting
// room with its join code, and the lobby (create a room, join one by its
// code, or pick an open one).

import { h, ltr } from '../dom.js';
import { t, tf } from '../i18n.js';
import { go } from '../main.js';
import { copyText } from '../clipboard.js';
import { checkbox, gameRows, timeLabel } from '../match-form.js';

/** The server line for `view`; `connect()` connects again. */
export function serverStatus(view, connect) {
  const server = view.server;
  const parts = [h('strong', {}, t('online-server')), ' ', ltr(server ? server.address : '')];
  if (server?.version) parts.push(' · ', h('span', { 'data-testid': 'online-server-version' }, ltr(server.version)));
  let state;
  if (view.connecting) state = t('online-connecting');
  else if (view.connected) state = t('online-connected');
  else state = t('online-disconnected');
  parts.push(' · ', h('span', { 'data-testid': 'online-connection' }, state));
  if (!view.connected && !view.connecting) {
    parts.push(' ', h('button', { onclick: connect, 'data-testid': 'online-connect' }, t('online-reconnect')));
  }
  parts.push(
    ' ',
    h(
      'a',
      {
        href: '#',
        onclick: (e) => {
          e.preventDefault();
          go('settings');
        },
      },
      t('online-settings-link'),
    ),
  );
  return parts;
}

/** The waiting room `room` (its code to give, this player's colour, when it expires); `cancel()` closes it. */
export function waitingRoom(room, cancel) {
  const expires = h('p.muted', { 'data-testid': 'online-expires' });
  if (room.expiresAt) {
    const time = new Date(room.expiresAt).toLocaleTimeString(document.documentElement.lang, { hour: '2-digit', minute: '2-digit' });
    tf('online-expires', { time }).then((words) => {
      expires.textContent = words;
    });
  }
  return h(
    'section.online-waiting',
    { 'data-testid': 'online-waiting' },
    h('h2', {}, t('online-waiting-title')),
    h('p', {}, t('online-waiting-text')),
    h('p.join-code', { 'data-testid': 'online-room-code', dir: 'ltr' }, room.code),
    h(
      'div.actions',
      {},
      h('button.primary', { onclick: () => copyText(room.code, t('online-code-copied')), 'data-testid': 'online-copy-code' }, t('online-copy-code')),
      h('button', { onclick: cancel, 'data-testid': 'online-cancel' }, t('online-cancel-room')),
    ),
    h('p', {}, t(room.colour === 'white' ? 'online-you-play-white' : 'online-you-play-black')),
    expires,
  );
}

/** The form that creates a room with `choices`; `create()` sends it, allowed while `connected`. */
export function createBox(choices, connected, create) {
  return h(
    'section.online-create',
    { 'data-testid': 'online-create-box' },
    h('h2', {}, t('online-create-title')),
    ...gameRows(choices, 'online', 'online-colour'),
    h('label.row', {}, checkbox(choices, 'takebacks', 'online-takebacks'), h('span', {}, t('online-takebacks'))),
    h('label.row', {}, checkbox(choices, 'public', 'online-public'), h('span', {}, t('online-public'))),
    h('button.primary', { onclick: create, 'data-testid': 'online-create', disabled: !connected }, t('online-create')),
  );
}

/**
 * The box that joins a room: by the `code` typed (`join(text)`), or from
 * the open `rooms` listed (`refresh()` asks for them again); allowed while
 * `connected`.
 */
export function joinBox(code, rooms, connected, { join, refresh }) {
  return h(
    'section.online-join',
    { 'data-testid': 'online-join-box' },
    h('h2', {}, t('online-join-title')),
    h(
      'form.lan-manual',
      {
        onsubmit: (e) => {
          e.preventDefault();
          join(code.value);
        },
      },
      h('label', {}, t('online-code'), code),
      h('button', { type: 'submit', 'data-testid': 'online-join', disabled: !connected }, t('online-join')),
    ),
    h('h2', {}, t('online-rooms-title')),
    rooms,
    h('button', { onclick: () => refresh(), 'data-testid': 'online-refresh', disabled: !connected }, t('online-rooms-refresh')),
  );
}

/** The list's items for the open rooms `list` (or that there are none); `join(code)` joins one. */
export function roomItems(list, join) {
  return list.length
    ? list.map((r) =>
        h(
          'li.lan-host-item',
          { 'data-testid': 'online-room' },
          h(
            'span.lan-host-who',
            {},
            h('strong.lan-host-name', { title: r.creator }, r.creator),
            h('span.muted', {}, t('variant-' + r.variant), ' · ', timeLabel(r.time)),
          ),
          h('button', { onclick: () => join(r.code), 'data-testid': 'online-join-room', 'aria-label': `${t('online-join')}: ${r.creator}` }, t('online-join')),
        ),
      )
    : [h('li.muted', { 'data-testid': 'online-no-rooms' }, t('online-rooms-empty'))];
}
