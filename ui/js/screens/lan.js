// LAN play: host a game (variant, clock, colour) and show this machine's
// address, or join one — from the hosts found on the network, or by typing
// an address. The guest sees the host's offer and accepts or declines; then
// the game (or, for Maharajah, the hidden setup) opens. The boxes are drawn
// by ui/js/lan/boxes.js.
//
// The screen's functions share one state object `L`: the LAN `view`, the
// host's game `settings`, and the parts of the screen.

import { h, showError } from '../dom.js';
import { t } from '../i18n.js';
import { call, on } from '../bridge.js';
import { REMOTES, followRemote, leaveRemote } from '../remote.js';
import { checkbox, defaultChoices, nameField, playerName, timeOf } from '../match-form.js';
import { hostingBox, hostForm, offerBox, joiningBox, joinForm, hostItems } from '../lan/boxes.js';

export const title = 'lan-title';

export async function mount(root) {
  let view = await call('lan_state');
  // Back in the lobby after a game ended: that game is left, the lobby is fresh.
  if (view.stage === 'finished') view = await leaveRemote(REMOTES.lan).catch(() => view);
  const L = { view, settings: defaultChoices() };
  buildParts(L);
  root.append(
    h(
      'div.lan',
      {},
      h('p.muted', {}, t('lan-intro')),
      h('label.row.lan-name-row', {}, h('span', {}, t('lan-name')), L.name),
      L.notice,
      h('div.lan-columns', {}, L.hostBox, L.joinBox),
    ),
  );
  const stopUpdates = on('lan-updated', (next) => render(L, next));
  const stopHosts = on('lan-hosts', (hosts) => renderHosts(L, hosts));
  render(L, L.view);
  try {
    renderHosts(L, await call('lan_browse'));
  } catch (e) {
    renderHosts(L, []);
    L.notice.textContent = e.message || '';
  }

  return () => {
    stopUpdates();
    stopHosts();
    call('lan_stop_browsing').catch(() => {});
  };
}

/** The screen's parts, kept in `L`: the name, the boxes, the hosts' list and the address field. */
function buildParts(L) {
  L.name = nameField('lan-name');
  L.takebacks = checkbox(L.settings, 'takebacks', 'lan-takebacks');
  L.hostBox = h('section.lan-host', { 'data-testid': 'lan-host-box' });
  L.joinBox = h('section.lan-join', { 'data-testid': 'lan-join-box' });
  L.hostList = h('ul.lan-hosts', { 'data-testid': 'lan-hosts' });
  L.address = h('input', { type: 'text', dir: 'ltr', placeholder: '192.168.1.20:47000', 'data-testid': 'lan-address', 'aria-label': t('lan-address') });
  L.notice = h('p.lan-notice', { 'data-testid': 'lan-notice', 'aria-live': 'polite' });
}

async function host(L) {
  const { settings } = L;
  const time = timeOf(settings.time);
  try {
    render(
      L,
      await call('lan_host', {
        name: playerName(L.name),
        settings: { variant: settings.variant, time, colour: settings.colour, takebacks: settings.takebacks },
      }),
    );
  } catch (e) {
    showError(e);
  }
}

async function join(L, addr) {
  if (!addr.trim()) {
    L.notice.textContent = t('lan-address-missing');
    return;
  }
  try {
    render(L, await call('lan_join', { name: playerName(L.name), address: addr.trim() }));
  } catch (e) {
    showError(e);
  }
}

async function leave(L) {
  try {
    render(L, await call('lan_leave'));
  } catch (e) {
    showError(e);
  }
}

async function answer(L, accept) {
  try {
    render(L, await call('lan_answer_offer', { accept }));
  } catch (e) {
    showError(e);
  }
}

function renderHost(L) {
  const { view } = L;
  if (view.stage === 'waiting' && view.hosting) L.hostBox.replaceChildren(...hostingBox(view.addresses, () => leave(L)));
  else L.hostBox.replaceChildren(...hostForm(L.settings, L.takebacks, () => host(L)));
}

function renderJoin(L) {
  const { view } = L;
  if (view.stage === 'offer' && view.offer) L.joinBox.replaceChildren(...offerBox(view.offer, (accept) => answer(L, accept)));
  else if (view.stage === 'joining') L.joinBox.replaceChildren(...joiningBox(() => leave(L)));
  else L.joinBox.replaceChildren(...joinForm(L.hostList, L.address, (addr) => join(L, addr)));
}

function renderHosts(L, hosts) {
  L.hostList.replaceChildren(...hostItems(hosts, (addr) => join(L, addr)));
}

/** Draws the LAN view `next`, and opens the game (or its hidden setup) once it starts. */
function render(L, next) {
  L.view = next;
  L.notice.textContent = L.view.notice || '';
  renderHost(L);
  renderJoin(L);
  followRemote(REMOTES.lan, L.view);
}
