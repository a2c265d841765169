// The setup editor's status column: each side's budget meter, the army's
// faults (or that it is valid), and in a hidden setup whether each side has
// locked its army (and why the referee refused this side's, if it did).

import { h } from '../dom.js';
import { t } from '../i18n.js';

/** A budget meter for each of `sides` ({color, status, variantSide, spent, budget, leftText}). */
export function budgetMeters(sides) {
  return sides.map((s) =>
    h(
      'div.meter',
      { 'data-testid': 'meter-' + s.color },
      h(
        'div.meter-head',
        {},
        h('span.swatch.' + s.color),
        h('strong', {}, t('color-' + s.color)),
        h('span.badge.status-badge.' + (s.variantSide ? 'variant' : 'classic'), {}, s.status),
      ),
      h(
        'div.bar',
        {
          role: 'meter',
          'aria-label': t('color-' + s.color),
          'aria-valuemin': 0,
          'aria-valuemax': s.budget,
          'aria-valuenow': s.spent,
          'aria-valuetext': `${s.spent} / ${s.budget} · ${s.leftText}`,
        },
        h('div.fill' + (s.spent > s.budget ? '.over' : s.spent === s.budget ? '.full' : ''), {
          style: `width:${Math.min(100, (100 * s.spent) / s.budget)}%`,
        }),
      ),
      h('div.meter-text', {}, h('bdi', { dir: 'ltr' }, `${s.spent} / ${s.budget}`), ' · ', s.leftText),
    ),
  );
}

/** The army's faults `own` ({id, message}) in words, or that it is valid (`hidden`: a hidden setup's words). */
export function reasonsList(own, hidden) {
  if (own.length === 0) return h('p.ok', { 'data-testid': 'setup-valid' }, t(hidden ? 'lan-setup-valid' : 'setup-valid'));
  return h(
    'div',
    {},
    h('p', {}, t('setup-invalid')),
    h(
      'ul',
      {},
      own.map((r) => h('li', { 'data-reason': r.id, 'data-testid': 'reason' }, r.message)),
    ),
  );
}

/** A hidden setup's progress `st` ({rejected, mineLocked, theirsLocked}) in words. */
export function hiddenSetupLines(st) {
  const lines = [];
  if (st.rejected.length && !st.mineLocked) {
    lines.push(
      h('p.error', { 'data-testid': 'lan-setup-rejected' }, t('lan-setup-rejected')),
      h(
        'ul',
        {},
        st.rejected.map((r) => h('li', {}, r)),
      ),
    );
  }
  lines.push(h('p', { 'data-testid': 'lan-setup-you' }, t(st.mineLocked ? 'lan-setup-you-locked' : 'lan-setup-you-editing')));
  lines.push(h('p', { 'data-testid': 'lan-setup-them' }, t(st.theirsLocked ? 'lan-setup-them-locked' : 'lan-setup-them-editing')));
  return lines;
}
