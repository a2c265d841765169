// Home's part of the library: the start-up notice about the store (shown
// once, in words) and the offer to resume the latest unfinished saved game.

import { h, modal, showError, confirmDialog, formatClock, ltr } from './dom.js';
import { t, tf } from './i18n.js';
import { call } from './bridge.js';

/** Shows the store's start-up notice (a damaged file moved aside…), once. */
export async function showStartupNotice() {
  let notice = null;
  try {
    notice = await call('library_notice');
  } catch {
    return;
  }
  if (!notice) return;
  await modal(t('library-notice-title'), (close) =>
    h(
      'div.notice',
      { 'data-testid': 'library-notice' },
      h('p', {}, notice.message),
      notice.detail ? h('details', {}, h('summary', {}, t('library-notice-detail')), h('code.detail', {}, notice.detail)) : null,
      h('div.actions', {}, h('button.primary', { onclick: () => close(true) }, t('dialog-ok'))),
    ),
  );
}

/**
 * When a saved game was played, in the user's language: the day and time of
 * the app's own games; for an imported game only what its PGN date says
 * (`1997.??.??` is "1997", `1997.05.??` "May 1997"), never a time of day.
 */
export function formatPlayed(game) {
  const m = /^(\d{4})\.(\d{2}|\?\?)\.(\d{2}|\?\?)$/.exec(game.playedOn || '');
  if (!m) return game.playedOn || formatWhen(game.playedAt);
  const [, year, month, day] = m;
  const known = month === '??' ? { year: 'numeric' } : day === '??' ? { year: 'numeric', month: 'long' } : { dateStyle: 'medium' };
  const date = new Date(Date.UTC(Number(year), month === '??' ? 0 : Number(month) - 1, day === '??' ? 1 : Number(day)));
  try {
    const lang = document.documentElement.lang;
    return new Intl.DateTimeFormat(lang ? `${lang}-u-nu-latn` : undefined, { ...known, timeZone: 'UTC' }).format(date);
  } catch {
    return game.playedOn;
  }
}

/** A date and time in the user's language. */
export function formatWhen(ms) {
  try {
    // Western digits in every language, like every other number the app shows
    // (Fluent's, the clocks, the board): Arabic would otherwise switch to
    // Arabic-Indic digits for dates only.
    const lang = document.documentElement.lang;
    return new Intl.DateTimeFormat(lang ? `${lang}-u-nu-latn` : undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
  } catch {
    return new Date(ms).toLocaleString();
  }
}

/**
 * The latest unfinished saved game as a banner with Resume / Discard, or
 * null. `onResume(view)` opens the game; `onGone()` removes the banner.
 */
export async function resumeBanner({ onResume, onGone }) {
  let offer = null;
  try {
    offer = await call('library_resumable');
  } catch (e) {
    showError(e);
  }
  if (!offer) return null;
  // Moves as the saved games list and the move list count them: White's and Black's together.
  const text = await tf('home-resume-text', {
    white: offer.white,
    black: offer.black,
    variant: t('variant-' + offer.variant),
    moves: Math.ceil(offer.plies / 2),
  });
  const saved = await tf('home-resume-saved', { when: formatWhen(offer.updatedAt) });
  const clocks = offer.clock ? h('span.resume-clocks', {}, ltr(formatClock(offer.clock.whiteMs)), ' · ', ltr(formatClock(offer.clock.blackMs))) : null;
  const el = h(
    'section.resume-banner',
    { 'data-testid': 'resume-offer' },
    h('div.resume-text', {}, h('strong', {}, t('home-resume-title')), h('div', {}, text), h('div.muted', {}, saved, clocks ? ' · ' : '', clocks)),
    h(
      'div.resume-actions',
      {},
      h(
        'button',
        {
          'data-testid': 'resume-discard',
          onclick: async () => {
            if (!(await confirmDialog(t('home-resume-discard-confirm'), t('home-resume-discard'), t('dialog-cancel')))) return;
            try {
              await call('library_abandon', { id: offer.id });
              el.remove();
              onGone?.();
            } catch (e) {
              showError(e);
            }
          },
        },
        t('home-resume-discard'),
      ),
      h(
        'button.primary',
        {
          'data-testid': 'resume-continue',
          onclick: async () => {
            try {
              onResume(await call('library_resume', { id: offer.id }));
            } catch (e) {
              showError(e);
            }
          },
        },
        t('home-resume-continue'),
      ),
    ),
  );
  return el;
}
