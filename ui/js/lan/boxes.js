// The LAN screen's two boxes as the connection stands: hosting (this
// machine's addresses while waiting for a guest) or the host's form; the
// host's offer to accept, the join on its way, or the hosts found with the
// address field; and the list of hosts found.

import { h, ltr } from '../dom.js';
import { t, tf } from '../i18n.js';
import { gameRows, timeLabel } from '../match-form.js';

/** The host box while waiting for a guest: this machine's `addresses`; `leave()` stops hosting. */
export function hostingBox(addresses, leave) {
  return [
    h('h2', {}, t('lan-hosting')),
    h('p', {}, t('lan-waiting-guest')),
    h('p.muted', {}, t('lan-your-address')),
    h(
      'ul.lan-addresses',
      { 'data-testid': 'lan-addresses' },
      addresses.map((a) => h('li', {}, ltr(a))),
    ),
    h('p.muted', {}, t('lan-firewall')),
    h('button', { onclick: leave, 'data-testid': 'lan-cancel' }, t('dialog-cancel')),
  ];
}

/** The host's form: the game's `settings`, the `takebacks` box, and `host()` to start hosting. */
export function hostForm(settings, takebacks, host) {
  return [
    h('h2', {}, t('lan-host-title')),
    ...gameRows(settings, 'lan', 'lan-host-colour'),
    h('label.row', {}, takebacks, h('span', {}, t('lan-takebacks'))),
    h('button.primary', { onclick: host, 'data-testid': 'lan-host' }, t('lan-host')),
  ];
}

/** The host's offer `o` to the guest; `answer(accept)` accepts or declines it. */
export function offerBox(o, answer) {
  const text = h('p', { 'data-testid': 'lan-offer' });
  tf('lan-offer-text', { name: o.host }).then((words) => {
    text.textContent = words;
  });
  return [
    h('h2', {}, t('lan-offer-title')),
    text,
    h(
      'ul.lan-offer-facts',
      {},
      h('li', {}, t('variant-' + o.variant)),
      h('li', {}, timeLabel(o.time)),
      h('li', {}, t(o.colour === 'white' ? 'lan-you-play-white' : 'lan-you-play-black')),
      h('li', {}, t(o.takebacks ? 'lan-takebacks-on' : 'lan-takebacks-off')),
    ),
    h(
      'div.actions',
      {},
      h('button', { onclick: () => answer(false), 'data-testid': 'lan-decline' }, t('lan-decline')),
      h('button.primary', { onclick: () => answer(true), 'data-testid': 'lan-accept' }, t('lan-accept')),
    ),
  ];
}

/** The join box while joining; `leave()` gives up. */
export function joiningBox(leave) {
  return [
    h('h2', {}, t('lan-join-title')),
    h('p', {}, t('lan-joining')),
    h('button', { onclick: leave, 'data-testid': 'lan-cancel-join' }, t('dialog-cancel')),
  ];
}

/** The join box: the hosts found (`hostList`) and the `address` field; `join(address)` joins one. */
export function joinForm(hostList, address, join) {
  return [
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
  ];
}

/** The list's items for `hosts` found on the network (or that there are none); `join(address)` joins one. */
export function hostItems(hosts, join) {
  return hosts.length
    ? hosts.map((x) =>
        h(
          'li.lan-host-item',
          { 'data-testid': 'lan-host-item' },
          // A long name is cut with an ellipsis (whole on hover and for screen readers); the button always shows.
          h('span.lan-host-who', {}, h('strong.lan-host-name', { title: x.name }, x.name), h('span.muted', {}, ltr(x.addresses[0] || ''))),
          x.compatible
            ? h(
                'button',
                { onclick: () => join(x.addresses[0] || ''), 'data-testid': 'lan-join-host', 'aria-label': `${t('lan-join')}: ${x.name}` },
                t('lan-join'),
              )
            : h('span.badge', {}, t('lan-incompatible')),
        ),
      )
    : [h('li.muted', { 'data-testid': 'lan-no-hosts' }, t('lan-no-hosts'))];
}
