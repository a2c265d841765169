// About: app, engine and server versions, and the data the app carries from others.

import { h, ltr } from '../dom.js';
import { t } from '../i18n.js';
import { call } from '../bridge.js';

export const title = 'about-title';

export async function mount(root) {
  const a = await call('app_about');
  root.append(
    h(
      'div.page',
      {},
      h(
        'div.about',
        { 'data-testid': 'about' },
        h('img.about-icon', { src: 'assets/app-icon.svg', alt: '' }),
        h('h1', {}, t('app-name')),
        h('p.tagline', {}, t('app-tagline')),
        h(
          'dl',
          {},
          h('dt', {}, t('about-app-version')),
          h('dd', { 'data-testid': 'about-app' }, ltr(a.appVersion)),
          h('dt', {}, t('about-engine-version')),
          h('dd', { 'data-testid': 'about-engine' }, ltr(a.engineVersion)),
          h('dt', {}, t('about-server-version')),
          h('dd', { 'data-testid': 'about-server' }, a.server),
        ),
        h('p.muted', {}, t('about-text')),
        h('p.muted', { 'data-testid': 'about-credits' }, t('about-credits')),
      ),
    ),
  );
}
