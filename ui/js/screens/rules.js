// The rules in the user's language: sections rules-<n>-title with
// paragraphs rules-<n>-<m> from locales/<lang>/rules.ftl.

import { h } from '../dom.js';
import { t, has } from '../i18n.js';
import { pieceSvg } from '../pieces.js';
import { prefs } from '../prefs.js';

export const title = 'rules-title';

const ICONS = { 2: ['maharajah', 'chancellor', 'archbishop'], 5: ['archer'] };

export function mount(root) {
  const set = prefs().pieceSet;
  const article = h('article.rules', { 'data-testid': 'rules' }, h('h1', {}, t('rules-title')), h('p.lead', {}, t('rules-intro')));
  for (let n = 1; has(`rules-${n}-title`); n++) {
    const section = h('section', {}, h('h2', {}, t(`rules-${n}-title`)));
    if (ICONS[n]) section.append(h('div.rules-icons', { html: ICONS[n].map((k) => pieceSvg(k, 'white', 44, set) + pieceSvg(k, 'black', 44, set)).join('') }));
    for (let m = 1; has(`rules-${n}-${m}`); m++) section.append(h('p', {}, t(`rules-${n}-${m}`)));
    article.append(section);
  }
  root.append(h('div.page', {}, article));
}
