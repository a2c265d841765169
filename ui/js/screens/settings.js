// Settings: language, theme, orientation, board colours and size, piece set,
// sound, legal-move hints, coordinates and animation speed; saved by the
// backend at once.

import { h, showError } from '../dom.js';
import { t, tf, languages } from '../i18n.js';
import { loadPrefs, prefs, savePrefs } from '../prefs.js';
import { call } from '../bridge.js';
import { nameField } from '../match-form.js';
import { relocalize } from '../main.js';
import { PIECE_SETS, pieceSvg } from '../pieces.js';

export const title = 'settings-title';

/** The pieces drawn beside the piece-set list. */
const PREVIEW = [
  ['king', 'white'],
  ['knight', 'white'],
  ['maharajah', 'white'],
  ['archbishop', 'black'],
  ['chancellor', 'black'],
  ['archer', 'black'],
];

export async function mount(root) {
  const p = prefs();
  // The language picker: "follow the system" (naming the language it gives),
  // then every language in its own name and script. A switch re-renders the
  // whole window in the new language at once; no restart.
  const langs = await languages();
  const nameOf = (code) => (langs.languages.find((l) => l.code === code) || { name: code }).name;
  const systemLabel = await tf('settings-language-system', { language: nameOf(langs.system) });
  const language = h(
    'select',
    {
      'data-testid': 'set-language',
      onchange: async (e) => {
        try {
          await savePrefs({ language: e.target.value });
          await relocalize();
        } catch (err) {
          showError(err);
        }
      },
    },
    h('option', { value: '', selected: !p.language }, systemLabel),
    langs.languages.map((l) => h('option', { value: l.code, lang: l.code, dir: l.dir, selected: p.language === l.code }, l.name)),
  );
  const save = async (changes) => {
    try {
      await savePrefs(changes);
    } catch (e) {
      showError(e);
    }
  };
  const select = (key, options, testid) =>
    h(
      'select',
      { 'data-testid': testid, onchange: (e) => save({ [key]: e.target.value }) },
      options.map(([v, label]) => h('option', { value: v, selected: String(p[key]) === String(v) }, label)),
    );
  const toggle = (key, testid) =>
    h('input', { type: 'checkbox', checked: !!p[key], 'data-testid': testid, onchange: (e) => save({ [key]: e.target.checked }) });
  const row = (label, control) => h('label.setting', {}, h('span', {}, label), control);

  root.append(
    h(
      'div.page',
      {},
      h(
        'div.settings',
        { 'data-testid': 'settings' },
        h('h1', {}, t('settings-title')),
        row(t('settings-language'), language),
        row(
          t('settings-theme'),
          select(
            'theme',
            [
              ['system', t('settings-theme-system')],
              ['light', t('settings-theme-light')],
              ['dark', t('settings-theme-dark')],
            ],
            'set-theme',
          ),
        ),
        row(
          t('settings-orientation'),
          select(
            'orientation',
            [
              ['auto', t('settings-orientation-auto')],
              ['white', t('settings-orientation-white')],
              ['black', t('settings-orientation-black')],
            ],
            'set-orientation',
          ),
        ),
        row(
          t('settings-board-theme'),
          select(
            'boardTheme',
            ['wood', 'green', 'blue', 'grey'].map((v) => [v, t('settings-board-' + v)]),
            'set-board-theme',
          ),
        ),
        row(
          t('settings-board-size'),
          select(
            'boardSize',
            ['large', 'medium', 'small'].map((v) => [v, t('settings-board-size-' + v)]),
            'set-board-size',
          ),
        ),
        row(t('settings-pieces'), pieceChoice()),
        row(t('settings-sound'), toggle('sound', 'set-sound')),
        row(t('settings-legal'), toggle('legalHints', 'set-legal')),
        row(t('settings-auto-queen'), toggle('autoQueen', 'set-auto-queen')),
        row(t('settings-coordinates'), toggle('coordinates', 'set-coordinates')),
        row(
          t('settings-animation'),
          h(
            'select',
            { 'data-testid': 'set-animation', onchange: (e) => save({ animationMs: +e.target.value }) },
            [
              [0, 'settings-animation-off'],
              [120, 'settings-animation-fast'],
              [200, 'settings-animation-normal'],
              [350, 'settings-animation-slow'],
            ].map(([v, k]) => h('option', { value: v, selected: p.animationMs === v }, t(k))),
          ),
        ),
        ...onlineRows(),
      ),
    ),
  );

  /**
   * The piece set, with a few of its pieces drawn beside the list (the
   * compound ones among them), since a set's name alone does not show it.
   */
  function pieceChoice() {
    const preview = h('span.pieces-preview', { 'data-testid': 'set-pieces-preview', 'aria-hidden': 'true' });
    const draw = (set) => {
      preview.innerHTML = PREVIEW.map(([kind, color]) => pieceSvg(kind, color, 36, set)).join('');
    };
    const list = select(
      'pieceSet',
      PIECE_SETS.map((v) => [v, t('settings-pieces-' + v)]),
      'set-pieces',
    );
    list.addEventListener('change', (e) => draw(e.target.value));
    draw(p.pieceSet);
    return h('span.pieces-choice', {}, preview, list);
  }

  /** The player's name and the server to play online through (checked before it is saved). */
  function onlineRows() {
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
    const check = async () => {
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
    };
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
              check();
            },
          },
          server,
          h('button', { type: 'submit', 'data-testid': 'set-server-check' }, t('settings-server-check')),
        ),
        status,
      ),
    ];
  }
}
