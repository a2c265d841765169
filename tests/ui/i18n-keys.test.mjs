// Every message key the UI and the backend name literally exists in the
// English Fluent files, and every piece kind the UI can draw has a name and
// a drawing in every piece set.
// Runs without the app: node --test tests/ui/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KINDS, PIECE_SETS, pieceMarkup } from '../../ui/js/pieces.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function files(dir, ext) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p, ext) : p.endsWith(ext) ? [p] : [];
  });
}

const english = new Set(
  files(join(root, 'locales', 'en'), '.ftl')
    .flatMap((f) => readFileSync(f, 'utf8').split('\n'))
    .map((l) => /^([a-z][a-z0-9-]*)\s*=/.exec(l))
    .filter(Boolean)
    .map((m) => m[1]),
);

test('every literal key used by the UI exists in English', () => {
  const missing = [];
  for (const f of files(join(root, 'ui', 'js'), '.js')) {
    const src = readFileSync(f, 'utf8');
    const patterns = [
      /\bt\('([a-z][a-z0-9-]*)'\)/g,
      /\btf\('([a-z][a-z0-9-]*)'/g,
      /\bbtn\('([a-z][a-z0-9-]*)'/g,
      /\{ id: '([a-z][a-z0-9-]*)'/g,
      /data-i18n(?:-[a-z]+)?'?: '([a-z][a-z0-9-]*)'/g,
    ];
    for (const re of patterns) for (const m of src.matchAll(re)) if (!english.has(m[1])) missing.push(`${f}: ${m[1]}`);
  }
  for (const m of readFileSync(join(root, 'ui', 'index.html'), 'utf8').matchAll(/data-i18n="([a-z0-9-]+)"/g)) {
    if (!english.has(m[1])) missing.push(`index.html: ${m[1]}`);
  }
  assert.deepEqual(missing, []);
});

test('every literal key used by the backend exists in English', () => {
  const missing = [];
  for (const f of files(join(root, 'src-tauri', 'src'), '.rs')) {
    const src = readFileSync(f, 'utf8').split('#[cfg(test)]')[0];
    for (const m of src.matchAll(/\b(?:t|tf|text)\("([a-z][a-z0-9-]*)"/g)) if (!english.has(m[1])) missing.push(`${f}: ${m[1]}`);
    for (const m of src.matchAll(/"((?:side|player|result|color|about)-[a-z0-9-]+)"/g)) if (!english.has(m[1])) missing.push(`${f}: ${m[1]}`);
  }
  assert.deepEqual(missing, []);
});

test('every piece kind has a drawing, a name, and (but the pawn) a Learn text', () => {
  for (const k of KINDS) {
    for (const set of PIECE_SETS) {
      for (const color of ['white', 'black']) assert.match(pieceMarkup(k, color, set), new RegExp(`data-set="${set}".*<path`, 's'), `${set} ${color} ${k}`);
    }
    const drawings = PIECE_SETS.map((set) => pieceMarkup(k, 'white', set).replace(/ data-set="[^"]*"/, ''));
    assert.equal(new Set(drawings).size, PIECE_SETS.length, `${k} is drawn alike in two sets`);
    assert.ok(english.has(`piece-${k}`), `piece-${k}`);
    if (k !== 'pawn') assert.ok(english.has(`learn-about-${k}`), `learn-about-${k}`);
  }
});

test('the piece sets are the ones the backend accepts, each named in Settings', () => {
  const rust = readFileSync(join(root, 'src-tauri', 'src', 'settings.rs'), 'utf8').match(/PIECE_SETS: \[&str; \d+\] = \[([^\]]*)\]/);
  assert.ok(rust, 'PIECE_SETS in settings.rs');
  assert.deepEqual(
    [...rust[1].matchAll(/"([a-z-]+)"/g)].map((m) => m[1]),
    PIECE_SETS,
  );
  for (const set of PIECE_SETS) assert.ok(english.has(`settings-pieces-${set}`), `settings-pieces-${set}`);
  // An unknown name (a setting from a newer version) still draws pieces.
  assert.match(pieceMarkup('king', 'white', 'glass'), new RegExp(`data-set="${PIECE_SETS[0]}"`));
});

test('every game-over reason and placement/start error id has words', () => {
  const reasons = [
    'checkmate',
    'stalemate',
    'repetition',
    'fifty-moves',
    'insufficient-material',
    'time',
    'time-vs-insufficient-material',
    'resignation',
    'agreement',
  ];
  for (const r of reasons) assert.ok(english.has(`end-${r}`), r);
  const rules = readFileSync(join(root, 'crates', 'rules', 'src', 'army.rs'), 'utf8');
  const ids = [...rules.matchAll(/=> "([a-z-]+)",/g)].map((m) => m[1]);
  assert.ok(ids.length > 10, 'found the rules core ids');
  const placement = rules.slice(rules.indexOf('impl PlacementError'), rules.indexOf('pub enum StartError'));
  const start = rules.slice(rules.indexOf('impl StartError'));
  for (const m of placement.matchAll(/=> "([a-z-]+)",/g)) assert.ok(english.has(`placement-${m[1]}`), `placement-${m[1]}`);
  for (const m of start.matchAll(/=> "([a-z-]+)",/g)) assert.ok(english.has(`start-error-${m[1]}`), `start-error-${m[1]}`);
});

test('every key the review header builds from a game exists in every language', () => {
  const info = readFileSync(join(root, 'ui', 'js', 'review', 'info.js'), 'utf8');
  const remote = /const REMOTE = new Set\(\[([^\]]*)\]\)/.exec(info);
  assert.ok(remote, 'the sources the header names, in ui/js/review/info.js');
  const sources = [...remote[1].matchAll(/'([a-z]+)'/g)].map((m) => m[1]);
  const stored = readFileSync(join(root, 'crates', 'store', 'src', 'games.rs'), 'utf8');
  const ids = [...stored.matchAll(/Source::[A-Za-z]+ => "([a-z]+)",/g)].map((m) => m[1]);
  assert.deepEqual(
    sources.filter((x) => !ids.includes(x)),
    [],
    'each is a source the store knows',
  );
  const keys = sources.map((x) => `review-event-${x}`);
  const localeRoot = join(root, 'locales');
  const missing = [];
  for (const lang of readdirSync(localeRoot)) {
    const defined = new Set(
      files(join(localeRoot, lang), '.ftl')
        .flatMap((f) => readFileSync(f, 'utf8').split('\n'))
        .map((l) => /^([a-z][a-z0-9-]*)\s*=/.exec(l)?.[1]),
    );
    for (const k of keys) if (!defined.has(k)) missing.push(`${lang}: ${k}`);
  }
  assert.ok(keys.length >= 2, 'LAN and online games are named');
  assert.deepEqual(missing, []);
});
