// LAN play: host a game (variant, clock, colour) and show this machine's
// address, or join one — from the hosts found on the network, or by typing
// an address. The guest sees the host's offer and accepts or declines; then
// the game (or, for Maharajah, the hidden setup) opens.

import { h, ltr, showError } from '../dom.js';
import { t, tf } from '../i18n.js';
import { call, on } from '../bridge.js';
import { REMOTES, followRemote } from '../remote.js';
import { checkbox, defaultChoices, gameRows, nameField, playerName, timeLabel, timeOf } from '../match-form.js';

export const title = 'lan-title';

export async function mount(root) {
  let view = await call('lan_state');
  const settings = defaultChoices();
  const name = nameField('lan-name');
  const takebacks = checkbox(settings, 'takebacks', 'lan-takebacks');

  const hostBox = h('section.lan-host', { 'data-testid': 'lan-host-box' });
  const joinBox = h('section.lan-join', { 'data-testid': 'lan-join-box' });
  const hostList = h('ul.lan-hosts', { 'data-testid': 'lan-hosts' });
  const address = h('input', { type: 'text', dir: 'ltr', placeholder: '192.168.1.20:47000', 'data-testid': 'lan-address', 'aria-label': t('lan-address') });
  const notice = h('p.lan-notice', { 'data-testid': 'lan-notice', 'aria-live': 'polite' });

  root.append(
    h(
      'div.lan',
      {},
      h('p.muted', {}, t('lan-intro')),
      h('label.row.lan-name-row', {}, h('span', {}, t('lan-name')), name),
      notice,
      h('div.lan-columns', {}, hostBox, joinBox),
    ),
  );

  async function host() {
    const time = timeOf(settings.time);
    try {
      render(
        await call('lan_host', {
          name: playerName(name),
          settings: { variant: settings.variant, time, colour: settings.colour, takebacks: settings.takebacks },
        }),
      );
    } catch (e) {
      showError(e);
    }
  }

  async function join(addr) {
    if (!addr.trim()) {
      notice.textContent = t('lan-address-missing');
      return;
    }
    try {
      render(await call('lan_join', { name: playerName(name), address: addr.trim() }));
    } catch (e) {
      showError(e);
    }
  }

  async function leave() {
    try {
      render(await call('lan_leave'));
    } catch (e) {
      showError(e);
    }
  }

  async function answer(accept) {
    try {
      render(await call('lan_answer_offer', { accept }));
    } catch (e) {
      showError(e);
    }
  }

  function renderHost() {
    if (view.stage === 'hosting') {
      hostBox.replaceChildren(
        h('h2', {}, t('lan-hosting')),
        h('p', {}, t('lan-waiting-guest')),
        h('p.muted', {}, t('lan-your-address')),
        h(
          'ul.lan-addresses',
          { 'data-testid': 'lan-addresses' },
          view.addresses.map((a) => h('li', {}, ltr(a))),
        ),
        h('p.muted', {}, t('lan-firewall')),
        h('button', { onclick: leave, 'data-testid': 'lan-cancel' }, t('dialog-cancel')),
      );
      return;
    }
    hostBox.replaceChildren(
      h('h2', {}, t('lan-host-title')),
      ...gameRows(settings, 'lan', 'lan-host-colour'),
      h('label.row', {}, takebacks, h('span', {}, t('lan-takebacks'))),
      h('button.primary', { onclick: host, 'data-testid': 'lan-host' }, t('lan-host')),
    );
  }

  function renderJoin() {
    if (view.stage === 'offer' && view.offer) {
      const o = view.offer;
      const text = h('p', { 'data-testid': 'lan-offer' });
      tf('lan-offer-text', { name: o.host }).then((words) => {
        text.textContent = words;
      });
      joinBox.replaceChildren(
        h('h2', {}, t('lan-offer-title')),
        text,
        h(
          'ul.lan-offer-facts',
          {},
          h('li', {}, t('variant-' + o.variant)),
          h('li', {}, timeLabel(o.time)),
          h('li', {}, t(o.color === 'white' ? 'lan-you-play-white' : 'lan-you-play-black')),
          h('li', {}, t(o.takebacks ? 'lan-takebacks-on' : 'lan-takebacks-off')),
        ),
        h(
          'div.actions',
          {},
          h('button', { onclick: () => answer(false), 'data-testid': 'lan-decline' }, t('lan-decline')),
          h('button.primary', { onclick: () => answer(true), 'data-testid': 'lan-accept' }, t('lan-accept')),
        ),
      );
      return;
    }
    if (view.stage === 'joining') {
      joinBox.replaceChildren(
        h('h2', {}, t('lan-join-title')),
        h('p', {}, t('lan-joining')),
        h('button', { onclick: leave, 'data-testid': 'lan-cancel-join' }, t('dialog-cancel')),
      );
      return;
    }
    joinBox.replaceChildren(
      h('h2', {}, t('lan-join-title')),
      h('p.muted', {}, t('lan-hosts-found')),
      hostList,
      h(
        'form.lan-manual',
        {
          onsubmit: (e) => {
            e.preventDefault();
            join(address.value);
          },
        },
        h('label', {}, t('lan-address'), address),
        h('button', { type: 'submit', 'data-testid': 'lan-join-address' }, t('lan-join')),
      ),
    );
  }

  function renderHosts(hosts) {
    hostList.replaceChildren(
      ...(hosts.length
        ? hosts.map((x) =>
            h(
              'li.lan-host-item',
              { 'data-testid': 'lan-host-item' },
              h('strong', {}, x.name),
              ' ',
              h('span.muted', {}, ltr(x.addresses[0] || '')),
              x.compatible
                ? h('button', { onclick: () => join(x.addresses[0] || ''), 'data-testid': 'lan-join-host' }, t('lan-join'))
                : h('span.badge', {}, t('lan-incompatible')),
            ),
          )
        : [h('li.muted', { 'data-testid': 'lan-no-hosts' }, t('lan-no-hosts'))]),
    );
  }

  function render(next) {
    view = next;
    notice.textContent = view.notice || '';
    renderHost();
    renderJoin();
    followRemote(REMOTES.lan, view);
  }

  const stopUpdates = on('lan-updated', (next) => render(next));
  const stopHosts = on('lan-hosts', (hosts) => renderHosts(hosts));
  render(view);
  try {
    renderHosts(await call('lan_browse'));
  } catch (e) {
    renderHosts([]);
    notice.textContent = e.message || '';
  }

  return () => {
    stopUpdates();
    stopHosts();
    call('lan_stop_browsing').catch(() => {});
  };
}
