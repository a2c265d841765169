// Online play through the Maharajah server: the lobby (create a room, join
// one by its code, or pick an open one), then the waiting room with the join
// code to give, until the opponent comes and the game (or, for Maharajah,
// the hidden setup) opens. The server's address and the player's name are
// in Settings.

import { h, ltr } from '../dom.js';
import { t, tf } from '../i18n.js';
import { call, on } from '../bridge.js';
import { go } from '../main.js';
import { REMOTES, followRemote } from '../remote.js';
import { copyText } from '../clipboard.js';
import { checkbox, defaultChoices, gameRows, nameField, playerName, timeLabel, timeOf } from '../match-form.js';

export const title = 'online-title';

/** The symbols of a join code: no 0, 1, I or O, so that it reads aloud. */
const CODE_SYMBOLS = /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{10}$/;

/** A typed code as the server reads it (case, spaces and dashes do not matter), or null when it cannot be one. */
export function normalizeCode(text) {
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  return CODE_SYMBOLS.test(code) ? code : null;
}

export async function mount(root) {
  let view = await call('online_state');
  const choices = { ...defaultChoices(), public: false };
  const name = nameField('online-name');

  const status = h('div.online-status', { 'data-testid': 'online-status', 'aria-live': 'polite' });
  const notice = h('p.lan-notice', { 'data-testid': 'online-notice', 'aria-live': 'polite' });
  const main = h('div.lan-columns.online-columns');
  const code = h('input', {
    type: 'text',
    dir: 'ltr',
    maxlength: 24,
    autocomplete: 'off',
    spellcheck: false,
    placeholder: t('online-code-placeholder'),
    'data-testid': 'online-code',
    'aria-label': t('online-code'),
  });
  const rooms = h('ul.lan-hosts', { 'data-testid': 'online-rooms' });

  root.append(
    h(
      'div.lan.online',
      {},
      h('p.muted', {}, t('online-intro')),
      status,
      h('label.row.lan-name-row', {}, h('span', {}, t('settings-name')), name),
      notice,
      main,
    ),
  );

  /** Runs a backend request that answers with the view; errors go to the notice line. */
  async function request(command, args = {}) {
    try {
      render(await call(command, args));
    } catch (e) {
      notice.textContent = e.message || String(e);
    }
  }

  const connect = () => request('online_connect', { name: playerName(name) });

  function create() {
    const settings = { variant: choices.variant, time: timeOf(choices.time), colour: choices.colour, takebacks: choices.takebacks, public: choices.public };
    request('online_create', { settings });
  }

  function join(text) {
    if (!text.trim()) {
      notice.textContent = t('online-code-empty');
      return;
    }
    const normalized = normalizeCode(text);
    if (!normalized) {
      notice.textContent = t('online-code-typo');
      return;
    }
    request('online_join', { code: normalized });
  }

  function renderStatus() {
    const server = view.server;
    const parts = [h('strong', {}, t('online-server')), ' ', ltr(server ? server.address : '')];
    if (server?.version) parts.push(' · ', h('span', { 'data-testid': 'online-server-version' }, ltr(server.version)));
    let state;
    if (view.stage === 'connecting') state = t('online-connecting');
    else if (view.connected) state = t('online-connected');
    else state = t('online-disconnected');
    parts.push(' · ', h('span', { 'data-testid': 'online-connection' }, state));
    if (!view.connected && view.stage !== 'connecting') {
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
    status.replaceChildren(...parts);
  }

  function renderWaiting() {
    const room = view.room;
    const expires = h('p.muted', { 'data-testid': 'online-expires' });
    if (room.expiresAt) {
      const time = new Date(room.expiresAt).toLocaleTimeString(document.documentElement.lang, { hour: '2-digit', minute: '2-digit' });
      tf('online-expires', { time }).then((words) => {
        expires.textContent = words;
      });
    }
    main.replaceChildren(
      h(
        'section.online-waiting',
        { 'data-testid': 'online-waiting' },
        h('h2', {}, t('online-waiting-title')),
        h('p', {}, t('online-waiting-text')),
        h('p.join-code', { 'data-testid': 'online-room-code', dir: 'ltr' }, room.code),
        h(
          'div.actions',
          {},
          h('button.primary', { onclick: () => copyText(room.code, t('online-code-copied')), 'data-testid': 'online-copy-code' }, t('online-copy-code')),
          h('button', { onclick: () => request('online_cancel'), 'data-testid': 'online-cancel' }, t('online-cancel-room')),
        ),
        h('p', {}, t(room.colour === 'white' ? 'online-you-play-white' : 'online-you-play-black')),
        expires,
      ),
    );
  }

  function renderLobby() {
    const form = h(
      'section.online-create',
      { 'data-testid': 'online-create-box' },
      h('h2', {}, t('online-create-title')),
      ...gameRows(choices, 'online', 'online-colour'),
      h('label.row', {}, checkbox(choices, 'takebacks', 'online-takebacks'), h('span', {}, t('online-takebacks'))),
      h('label.row', {}, checkbox(choices, 'public', 'online-public'), h('span', {}, t('online-public'))),
      h('button.primary', { onclick: create, 'data-testid': 'online-create', disabled: !view.connected }, t('online-create')),
    );
    const joinBox = h(
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
        h('button', { type: 'submit', 'data-testid': 'online-join', disabled: !view.connected }, t('online-join')),
      ),
      h('h2', {}, t('online-rooms-title')),
      rooms,
      h('button', { onclick: () => request('online_rooms'), 'data-testid': 'online-refresh', disabled: !view.connected }, t('online-rooms-refresh')),
    );
    main.replaceChildren(form, joinBox);
    renderRooms();
  }

  function renderRooms() {
    const list = view.rooms || [];
    rooms.replaceChildren(
      ...(list.length
        ? list.map((r) =>
            h(
              'li.lan-host-item',
              { 'data-testid': 'online-room' },
              h('strong', {}, r.creator),
              ' ',
              h('span.muted', {}, t('variant-' + r.variant), ' · ', timeLabel(r.time)),
              h('button', { onclick: () => join(r.code), 'data-testid': 'online-join-room' }, t('online-join')),
            ),
          )
        : [h('li.muted', { 'data-testid': 'online-no-rooms' }, t('online-rooms-empty'))]),
    );
  }

  function render(next) {
    view = next;
    notice.textContent = view.notice || '';
    renderStatus();
    if (view.stage === 'waiting' && view.room) renderWaiting();
    else renderLobby();
    followRemote(REMOTES.online, view);
  }

  const stop = on('online-updated', (next) => render(next));
  render(view);
  if (!view.connected && view.stage !== 'connecting' && view.stage !== 'game') connect();
  return () => stop();
}
