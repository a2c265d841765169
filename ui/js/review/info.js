// What the review says about the game at the top of its column: the
// players, the result and how it came (or that the game goes on), the
// variant, when it was played and its event, and the opening reached.

import { h, ltr } from '../dom.js';
import { t } from '../i18n.js';
import { formatPlayed } from '../resume.js';

/** A game played over the network has no event of its own: its source names it, in the player's language. */
const REMOTE = new Set(['lan', 'online']);

/** Where `game` was played: its PGN event, or for a LAN or online game without one, the words for its source. */
export function eventText(game) {
  if (game.event) return game.event;
  return REMOTE.has(game.source) ? t('review-event-' + game.source) : '';
}

/** The block for `game`; `opening` is its line for the opening of the position shown, filled in as the review moves. */
export function gameInfo(game) {
  const event = eventText(game);
  const result = game.result === '1/2-1/2' ? '½–½' : game.result;
  const opening = h('div.review-opening', { 'data-testid': 'review-opening', dir: 'ltr', hidden: !game.openings.some(Boolean) });
  const el = h(
    'div.review-info',
    {},
    h('div.review-players', {}, h('strong', {}, game.white), ' – ', h('strong', {}, game.black)),
    h(
      'div.review-result',
      { 'data-testid': 'review-result' },
      ltr(result),
      game.reasonText ? ' ' + game.reasonText : '',
      game.inProgress ? h('span.badge.live', {}, t('library-in-progress')) : null,
    ),
    h('div.muted', { 'data-testid': 'review-played' }, t('variant-' + game.variant), ' · ', formatPlayed(game), event ? ' · ' + event : ''),
    opening,
  );
  return { el, opening };
}
