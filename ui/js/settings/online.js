// The settings for playing online: the player's name, and the server to
// play through, checked (it must answer) before it is saved.

import { h } from '../dom.js';
import { t, tf } from '../i18n.js';
import { call } from '../bridge.js';
import { loadPrefs } from '../prefs.js';
import { nameField } from '../match-form.js';

/** The section's heading and rows, the server of the settings `p` filled in. */
export function onlineRows(p) {
  const name = nameField('set-name');
  const server = h('input', {
    type: 'text',
    dir: 'ltr',
    maxlength: 200,
    'data-testid': 'set-server',
    value: p.server || '',
    'aria-label': t('settings-server'),
  });
  const status = h('p.setting-status', { 'data-testid': 'set-server-status', 'aria-live': 'polite' });
  call('online_default_server')
    .then(async (address) => {
      server.placeholder = await tf('settings-server-default', { address });
    })
    .catch(() => {});
  return [
    h('h2.settings-section', {}, t('settings-online')),
    h('label.setting', {}, h('span', {}, t('settings-name'), h('small.muted', {}, t('settings-name-hint'))), name),
    h(
      'div.setting.setting-server',
      {},
      h('label', {}, h('span', {}, t('settings-server')), h('small.muted', {}, t('settings-server-hint'))),
      h(
        'form.server-form',
        {
          onsubmit: (e) => {
            e.preventDefault();
            checkServer(server, status);
          },
        },
        server,
        h('button', { type: 'submit', 'data-testid': 'set-server-check' }, t('settings-server-check')),
      ),
      status,
    ),
  ];
}

/** Sets the server typed in `server` once it answers, saying in `status` how it went. */
async function checkServer(server, status) {
  status.textContent = t('settings-server-checking');
  status.className = 'setting-status';
  try {
    const info = await call('online_set_server', { address: server.value.trim() });
    await loadPrefs();
    status.textContent = await tf('settings-server-ok', { version: info.version });
    status.className = 'setting-status ok';
  } catch (e) {
    status.textContent = e.message || String(e);
    status.className = 'setting-status error';
  }
}
