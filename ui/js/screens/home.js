// Home: the learning path of SPEC §12 as numbered steps, then the rest.

import { h } from '../dom.js';
import { t, tf } from '../i18n.js';
import { call } from '../bridge.js';
import { go } from '../main.js';
import { openNewGame } from './newgame.js';
import { pieceSvg } from '../pieces.js';
import { prefs } from '../prefs.js';
import { resumeBanner, showStartupNotice } from '../resume.js';

export const title = '';

function card({ step, icon, name, desc, action, testid }) {
  return h(
    'button.card',
    { onclick: action, 'data-testid': testid },
    h('div.card-icon', { html: icon }),
    h('div.card-text', {}, step ? h('div.card-step', {}, step) : null, h('div.card-name', {}, name), h('div.card-desc', {}, desc)),
  );
}

export async function mount(root) {
  let resumable = null;
  try {
    const v = await call('game_state');
    if (!v.over) resumable = v;
  } catch {
    /* no game yet */
  }
  // A saved game left unfinished (crash, closed window) is offered back,
  // unless a game is being played right now.
  const offer = resumable ? null : await resumeBanner({ onResume: (view) => go('game', { view }) });

  const set = prefs().pieceSet;
  const steps = await Promise.all([1, 2, 3, 4, 5].map((n) => tf('home-step', { step: n })));
  const path = [
    {
      icon: pieceSvg('knight', 'white', 48, set),
      name: t('home-classic'),
      desc: t('home-classic-desc'),
      testid: 'home-classic',
      action: () => openNewGame({ variant: 'chess' }),
    },
    { icon: pieceSvg('maharajah', 'white', 48, set), name: t('home-learn'), desc: t('home-learn-desc'), testid: 'home-learn', action: () => go('learn') },
    { icon: pieceSvg('chancellor', 'black', 48, set), name: t('home-custom'), desc: t('home-custom-desc'), testid: 'home-custom', action: () => go('setup') },
    { icon: lanIcon(), name: t('home-lan'), desc: t('home-lan-desc'), testid: 'home-lan', action: () => go('lan') },
    { icon: globeIcon(), name: t('home-online'), desc: t('home-online-desc'), testid: 'home-online', action: () => go('online') },
  ];
  root.append(
    h(
      'div.home',
      {},
      h(
        'section.hero',
        {},
        h('img.hero-icon', { src: 'assets/app-icon.svg', alt: '' }),
        h('div', {}, h('h1', {}, t('app-name')), h('p.tagline', {}, t('app-tagline'))),
        resumable ? h('button.primary.resume', { onclick: () => go('game'), 'data-testid': 'home-resume' }, t('home-resume')) : null,
      ),
      offer,
      h(
        'section',
        {},
        h('h2', {}, t('home-path-title')),
        h('p.muted', {}, t('home-path-intro')),
        h(
          'div.path',
          {},
          path.map((c, i) => card({ ...c, step: steps[i] })),
        ),
      ),
      h(
        'section',
        {},
        h('h2', {}, t('home-more')),
        h(
          'div.grid',
          {},
          card({
            icon: pieceSvg('archer', 'white', 48, set),
            name: t('home-mirodol'),
            desc: t('home-mirodol-desc'),
            testid: 'home-mirodol',
            action: () => openNewGame({ variant: 'mirodol' }),
          }),
          card({ icon: bookIcon(), name: t('home-rules'), desc: t('home-rules-desc'), testid: 'home-rules', action: () => go('rules') }),
          card({ icon: listIcon(), name: t('home-saved'), desc: t('home-saved-desc'), testid: 'home-saved', action: () => go('library') }),
          card({ icon: gearIcon(), name: t('home-settings'), desc: '', testid: 'home-settings', action: () => go('settings') }),
          card({ icon: infoIcon(), name: t('home-about'), desc: '', testid: 'home-about', action: () => go('about') }),
        ),
      ),
    ),
  );
  showStartupNotice();
}

const svg = (body) => `<svg viewBox="0 0 48 48" width="48" height="48" class="ui-icon" aria-hidden="true">${body}</svg>`;
const lanIcon = () =>
  svg('<rect x="4" y="8" width="16" height="12" rx="2"/><rect x="28" y="8" width="16" height="12" rx="2"/><path d="M12 20v8h24v-8M24 28v10M16 38h16"/>');
const globeIcon = () => svg('<circle cx="24" cy="24" r="17"/><path d="M7 24h34M24 7c-8 9-8 25 0 34M24 7c8 9 8 25 0 34"/>');
const bookIcon = () => svg('<path d="M8 10c6-2 11-1 16 3v26c-5-4-10-5-16-3zM40 10c-6-2-11-1-16 3v26c5-4 10-5 16-3z"/>');
const listIcon = () => svg('<path d="M16 12h24M16 24h24M16 36h24"/><circle cx="9" cy="12" r="2"/><circle cx="9" cy="24" r="2"/><circle cx="9" cy="36" r="2"/>');
const gearIcon = () => svg('<circle cx="24" cy="24" r="6"/><path d="M24 6v6M24 36v6M6 24h6M36 24h6M11 11l4 4M33 33l4 4M11 37l4-4M33 15l4-4"/>');
const infoIcon = () => svg('<circle cx="24" cy="24" r="17"/><path d="M24 21v12M24 15v1"/>');
