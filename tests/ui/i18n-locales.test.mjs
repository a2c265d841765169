// Every language has exactly the English message set, and no message uses a
// variable the code does not pass. The code's arguments are collected from
// the sources: the UI's tf('id', {…}) and i18n_format calls, the backend's
// tf("id", &[…]) calls, and the few places that build the id at run time
// (error-<kind>, the rules core's placement-/start-error- ids, the library's
// notices), each read from the code that builds it. A call site this test
// cannot read fails the test, so a new one is never silently unchecked.
// Runs without the app: node --test tests/ui/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const rel = (p) => relative(root, p);

function files(dir, ext) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p, ext) : p.endsWith(ext) ? [p] : [];
  });
}

/**
 * The messages of one .ftl text: id (attributes as id.attr) → the variables
 * its pattern uses. A variable is a `$name` in expression position: right
 * after `{`, `(` or `,` (a placeable, a selector, a function argument), so
 * a literal dollar sign in prose never counts.
 */
export function parseFtl(text) {
  const out = new Map();
  let current = null;
  // Open placeables: a line inside one continues the message even at
  // column 0 (a select expression's closing brace often stands there).
  const depth = (t) => {
    let d = 0;
    for (let i = 0; i < t.length; i++) {
      if (t[i] === '"' && d > 0) {
        for (i++; i < t.length && t[i] !== '"'; i++) if (t[i] === '\\') i++;
      } else if (t[i] === '{') d++;
      else if (t[i] === '}') d--;
    }
    return d;
  };
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const entry = /^(-?[a-zA-Z][a-zA-Z0-9_-]*)\s*=(.*)$/.exec(line);
    const attr = /^\s+\.([a-zA-Z][a-zA-Z0-9_-]*)\s*=(.*)$/.exec(line);
    if (current && depth(current.text) > 0) {
      current.text += '\n' + line;
    } else if (entry) {
      current = { id: entry[1], text: entry[2] };
      out.set(current.id, current);
    } else if (attr && current) {
      const base = current.id.split('.')[0];
      current = { id: `${base}.${attr[1]}`, text: attr[2] };
      out.set(current.id, current);
    } else if (/^\s/.test(line) && current && line.trim() !== '') {
      current.text += '\n' + line;
    } else if (line.trim() === '' && current && i + 1 < lines.length && /^\s+\S/.test(lines[i + 1])) {
      current.text += '\n';
    } else {
      current = null;
    }
  }
  const vars = new Map();
  for (const [id, m] of out) {
    if (id.startsWith('-')) continue; // terms are not messages the code formats
    vars.set(id, new Set([...m.text.matchAll(/[{(,]\s*\$([a-zA-Z][a-zA-Z0-9_-]*)/g)].map((x) => x[1])));
  }
  return vars;
}

const localeDir = join(root, 'locales');
const langs = readdirSync(localeDir)
  .filter((d) => statSync(join(localeDir, d)).isDirectory())
  .sort();
const ftlFiles = (lang) =>
  readdirSync(join(localeDir, lang))
    .filter((f) => f.endsWith('.ftl'))
    .sort();
const messages = (lang, file) => parseFtl(readFileSync(join(localeDir, lang, file), 'utf8'));
const english = new Map(ftlFiles('en').flatMap((f) => [...messages('en', f)]));

// ---------------------------------------------------------------------------
// What the code passes
// ---------------------------------------------------------------------------

/**
 * Index of the bracket closing the one at `open`, skipping nesting and
 * strings (`quotes`: JavaScript's three; Rust has only `"`, its `'` starts
 * lifetimes and apostrophes in doc comments).
 */
function closing(src, open, quotes = '"\'`') {
  const pairs = { '{': '}', '[': ']', '(': ')' };
  const stack = [];
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (quotes.includes(c)) {
      for (i++; i < src.length && src[i] !== c; i++) if (src[i] === '\\') i++;
    } else if (pairs[c]) stack.push(pairs[c]);
    else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (!stack.length) return i;
    }
  }
  return -1;
}

/** Splits the inside of a bracket at top-level commas. */
function topLevel(inner, quotes = '"\'`') {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (quotes.includes(c)) {
      for (i++; i < inner.length && inner[i] !== c; i++) if (inner[i] === '\\') i++;
    } else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(inner.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

const lineOf = (src, index) => src.slice(0, index).split('\n').length;

/** id → Set of argument names, plus call sites this test cannot read. */
function collectArgs() {
  const passed = new Map();
  const unreadable = [];
  const add = (id, names) => {
    if (!passed.has(id)) passed.set(id, new Set());
    for (const n of names) passed.get(id).add(n);
  };

  // The UI: tf('id', { a, b: x }) and call('i18n_format', { id: 'id', args: { … } }).
  for (const f of files(join(root, 'ui', 'js'), '.js')) {
    if (f.endsWith(join('js', 'i18n.js'))) continue; // defines tf itself
    const src = readFileSync(f, 'utf8');
    const objectKeys = (open, where) => {
      const names = [];
      for (const part of topLevel(src.slice(open + 1, closing(src, open)))) {
        const m = /^([A-Za-z_$][\w$]*)\s*(?::|$)/.exec(part);
        if (m) names.push(m[1]);
        else unreadable.push(`${where}: argument ${part}`);
      }
      return names;
    };
    for (const m of src.matchAll(/\btf\(\s*/g)) {
      const at = m.index + m[0].length;
      const where = `${rel(f)}:${lineOf(src, m.index)}`;
      const lit = /^'([a-z][a-z0-9-]*)'\s*,\s*\{/.exec(src.slice(at));
      if (lit) add(lit[1], objectKeys(at + lit[0].length - 1, where));
      else unreadable.push(`${where}: tf with a computed id or arguments`);
    }
    for (const m of src.matchAll(/'i18n_format'\s*,\s*/g)) {
      const at = m.index + m[0].length;
      const where = `${rel(f)}:${lineOf(src, m.index)}`;
      const lit = /^\{\s*id:\s*'([a-z][a-z0-9-]*)'\s*,\s*args:\s*\{/.exec(src.slice(at));
      if (lit) add(lit[1], objectKeys(at + lit[0].length - 1, where));
      else unreadable.push(`${where}: i18n_format with a computed id or arguments`);
    }
  }

  // The backend: tf(<id>, &[("a", …), …]).
  const rustArgs = (src, open) => [...src.slice(open, closing(src, open, '"') + 1).matchAll(/\(\s*"([a-z_]+)"\s*,/g)].map((x) => x[1]);
  for (const f of files(join(root, 'src-tauri', 'src'), '.rs')) {
    const src = readFileSync(f, 'utf8').split('#[cfg(test)]')[0];
    for (const m of src.matchAll(/\btf\(/g)) {
      if (/fn\s+$/.test(src.slice(Math.max(0, m.index - 8), m.index))) continue; // the definition
      const open = m.index + m[0].length - 1;
      const args = topLevel(src.slice(open + 1, closing(src, open, '"')), '"');
      const where = `${rel(f)}:${lineOf(src, m.index)}`;
      // setup.rs explain(): the id is `<prefix>-<rules-core id>` and the
      // arguments are the error's own fields (rulesCoreArgs below).
      if (f.endsWith('setup.rs') && /prefix/.test(args[0] || '')) continue;
      // error.rs: a FEN error's arguments come from fen_args, read arm by arm below.
      if (f.endsWith('error.rs') && /fen_args/.test(args[1] || '')) continue;
      const slice = args[1]?.startsWith('&[') ? args[1] : null;
      const names = slice ? rustArgs(slice, 1) : null;
      if (!names) {
        unreadable.push(`${where}: tf arguments are not a literal slice`);
        continue;
      }
      const lit = /^"([a-z][a-z0-9-]*)"$/.exec(args[0]);
      if (lit) {
        add(lit[1], names);
        continue;
      }
      const ids = dynamicIds(f, src, m.index, args[0]);
      if (ids === null) unreadable.push(`${where}: cannot tell which messages ${args[0]} names`);
      else for (const id of ids) add(id, names);
    }
  }

  // error-<kind>: AppError::localized picks the arguments per variant.
  const error = readFileSync(join(root, 'src-tauri', 'src', 'error.rs'), 'utf8');
  const kindFn = error.slice(error.indexOf('fn kind('), error.indexOf('fn localized('));
  const kinds = new Map([...kindFn.matchAll(/AppError::(\w+)[^=]*=>\s*"([a-z-]+)"/g)].map((x) => [x[1], x[2]]));
  const localized = error.slice(error.indexOf('fn localized('));
  const body = localized.slice(localized.indexOf('match self'), localized.indexOf('\n    }\n'));
  const dynamicKind = [...kindFn.matchAll(/AppError::(\w+)\([^)]*\)\s*=>\s*[a-z_]+,/g)].map((x) => x[1]);
  let storeArgs = [];
  for (const arm of body.split(/(?:,|\})\n(?=\s+(?:AppError::|_\s*=>))/)) {
    const variants = [...arm.split('=>')[0].matchAll(/AppError::(\w+)/g)].map((x) => x[1]);
    const open = arm.indexOf('&[');
    const names = open >= 0 ? rustArgs(arm, open + 1) : [];
    for (const v of variants) {
      if (kinds.has(v)) add(`error-${kinds.get(v)}`, names);
      if (dynamicKind.includes(v)) storeArgs = names;
    }
  }
  // error-fen-<kind>: the rules core's FEN error kinds, with the arguments
  // fen_args gives each variant (FenError::KingCount → fen-king-count).
  const fenArgs = error.slice(error.indexOf('fn fen_args('), error.indexOf('impl Serialize for AppError'));
  const fenBody = fenArgs.slice(fenArgs.indexOf('match e'));
  for (const arm of fenBody.split(/\n(?=\s+F::)/).slice(1)) {
    const [pattern, result] = [arm.slice(0, arm.indexOf('=>')), arm.slice(arm.indexOf('=>'))];
    const names = [...result.matchAll(/\("([a-z_]+)",/g)].map((x) => x[1]);
    for (const v of pattern.matchAll(/F::(\w+)/g)) add(`error-fen-${v[1].replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`, names);
  }
  // Kinds that come from the store (AppError::Store(kind, detail)): every
  // other error-* message.
  for (const id of english.keys()) {
    if (id.startsWith('error-fen-')) continue;
    if (id.startsWith('error-') && ![...kinds.values()].some((k) => `error-${k}` === id)) add(id, storeArgs);
  }
  return { passed, unreadable };
}

/**
 * The message ids a tf call with a computed id can name, read from the
 * function around it: string literals that are message ids, and every id
 * under a `format!("prefix-{…}")` prefix. AppError's (checked arm by arm
 * in collectArgs) is the exception.
 */
function dynamicIds(file, src, at, _idExpr) {
  if (file.endsWith('error.rs')) return []; // handled variant by variant
  const start = src.lastIndexOf('fn ', at);
  const next = src.indexOf('\n    fn ', at) >= 0 ? src.indexOf('\n    fn ', at) : src.length;
  const nextTop = src.indexOf('\nfn ', at) >= 0 ? src.indexOf('\nfn ', at) : src.length;
  const nextPub = src.indexOf('\n    pub fn ', at) >= 0 ? src.indexOf('\n    pub fn ', at) : src.length;
  const body = src.slice(start, Math.min(next, nextTop, nextPub));
  const ids = new Set();
  for (const m of body.matchAll(/"([a-z][a-z0-9-]*)"/g)) if (english.has(m[1])) ids.add(m[1]);
  for (const m of body.matchAll(/format!\("([a-z][a-z0-9-]*-)\{/g)) {
    for (const id of english.keys()) if (id.startsWith(m[1])) ids.add(id);
  }
  return ids.size ? [...ids] : null;
}

/**
 * placement-<id> / start-error-<id> → the fields of the rules core's error
 * variant; advisor-reason-<id> → those of the army advisor's reasons (sent
 * with camelCase fields).
 */
function rulesCoreArgs() {
  const out = new Map();
  for (const [path, enumName, prefix, camel] of [
    [['crates', 'rules', 'src', 'army.rs'], 'PlacementError', 'placement', false],
    [['crates', 'rules', 'src', 'army.rs'], 'StartError', 'start-error', false],
    [['crates', 'engine', 'src', 'advisor', 'reasons.rs'], 'Reason', 'advisor-reason', true],
  ]) {
    const army = readFileSync(join(root, ...path), 'utf8');
    const open = army.indexOf('{', army.indexOf(`pub enum ${enumName}`));
    const body = army.slice(open + 1, closing(army, open, '"'));
    let variant = null;
    for (const line of body.split('\n')) {
      const v = /^ {4}([A-Z]\w*)\b/.exec(line);
      const field = /^ {8}([a-z_]+):/.exec(line);
      if (v) {
        variant = `${prefix}-${v[1].replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
        out.set(variant, new Set());
      } else if (field && variant) out.get(variant).add(camel ? field[1].replace(/_([a-z])/g, (_, c) => c.toUpperCase()) : field[1]);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------

test('there are ten languages at least, English among them', () => {
  assert.ok(langs.includes('en'));
  assert.ok(langs.length >= 10, `languages: ${langs.join(', ')}`);
});

test('every language has exactly the English files and message keys', () => {
  const problems = [];
  for (const lang of langs) {
    if (lang === 'en') continue;
    if (ftlFiles(lang).join() !== ftlFiles('en').join()) {
      problems.push(`${lang}: files ${ftlFiles(lang).join(', ')}; English has ${ftlFiles('en').join(', ')}`);
    }
    for (const file of ftlFiles('en')) {
      const theirs = ftlFiles(lang).includes(file) ? messages(lang, file) : new Map();
      for (const id of messages('en', file).keys()) if (!theirs.has(id)) problems.push(`${lang}/${file}: lacks ${id}`);
      for (const id of theirs.keys()) if (!messages('en', file).has(id)) problems.push(`${lang}/${file}: ${id} is not an English key`);
    }
  }
  assert.deepEqual(problems, []);
});

test('no message in any language uses a variable the code does not pass', () => {
  const { passed, unreadable } = collectArgs();
  for (const [id, names] of rulesCoreArgs()) passed.set(id, names);
  assert.deepEqual(unreadable, [], 'call sites this test cannot read');
  const problems = [];
  for (const lang of langs) {
    for (const file of ftlFiles(lang)) {
      for (const [id, vars] of messages(lang, file)) {
        const allowed = passed.get(id.split('.')[0]) || new Set();
        for (const v of vars) if (!allowed.has(v)) problems.push(`${lang}/${file}: ${id} uses $${v}, the code passes {${[...allowed].join(', ')}}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('every language keeps each variable English shows', () => {
  const problems = [];
  for (const lang of langs) {
    for (const file of ftlFiles(lang)) {
      const en = messages('en', file);
      for (const [id, vars] of messages(lang, file)) {
        for (const v of en.get(id) || []) if (!vars.has(v)) problems.push(`${lang}/${file}: ${id} drops $${v}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('the variable check itself reads variables, selectors and function arguments', () => {
  const m = parseFtl(
    'a = { $x } and { $y ->\n    [one] { $z }\n   *[other] none\n}, then { $w }.\nb = Costs $5 { NUMBER($n, style: "percent") }\n  .title = { $t }\n',
  );
  assert.deepEqual([...m.get('a')].sort(), ['w', 'x', 'y', 'z']);
  assert.deepEqual([...m.get('b')], ['n']);
  assert.deepEqual([...m.get('b.title')], ['t']);
});

// ---------------------------------------------------------------------------
// Right-to-left words in left-to-right fields
// ---------------------------------------------------------------------------

/**
 * The ids of the messages shown as placeholders of left-to-right fields:
 * an `h('input…', {…})` with `dir: 'ltr'` and its placeholder, given there
 * (`placeholder: t('id')`, `'data-i18n-placeholder': 'id'`) or set later on
 * the name it was assigned to (`name.placeholder = await tf('id', …)`).
 */
function ltrPlaceholderIds() {
  const ids = new Set();
  for (const f of files(join(root, 'ui', 'js'), '.js')) {
    const src = readFileSync(f, 'utf8');
    for (const m of src.matchAll(/(?:([\w.]+)\s*=\s*)?h\('input[^']*',\s*\{/g)) {
      const open = m.index + m[0].length - 1;
      const options = src.slice(open, closing(src, open) + 1);
      if (!options.includes("dir: 'ltr'")) continue;
      for (const k of options.matchAll(/(?:placeholder: t\(|'data-i18n-placeholder': )'([a-z0-9-]+)'/g)) ids.add(k[1]);
      if (!m[1]) continue;
      const later = new RegExp(`${m[1].replace('.', '\\.')}\\.placeholder = (?:await )?tf?\\('([a-z0-9-]+)'`, 'g');
      for (const k of src.matchAll(later)) ids.add(k[1]);
    }
  }
  return ids;
}

/** A message's text with its Unicode escapes (`{"\u2067"}`) as the characters they stand for. */
const unescaped = (text) => text.replace(/\{"\\u([0-9a-fA-F]{4})"\}/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

test('right-to-left words shown in a left-to-right field are isolated, and the notation in them too', () => {
  const ids = ltrPlaceholderIds();
  for (const id of ['game-san-placeholder', 'newgame-fen-placeholder', 'settings-server-default']) assert.ok(ids.has(id), `found the field of ${id}`);
  const bad = [];
  for (const lang of langs) {
    for (const file of ftlFiles(lang)) {
      const ftl = readFileSync(join(localeDir, lang, file), 'utf8');
      for (const id of ids) {
        const m = new RegExp(`^${id} = (.*)$`, 'm').exec(ftl);
        if (!m || !/[\u0590-\u08ff]/.test(m[1])) continue;
        // Variables are isolated by Fluent itself in a right-to-left language.
        const text = unescaped(m[1]).replace(/\{\s*\$[^}]*\}/g, '');
        if (!text.startsWith('\u2067') || !text.endsWith('\u2069')) bad.push(`${lang}/${file} ${id}: not isolated as right-to-left`);
        for (const run of text.matchAll(/(\u2066)?[A-Za-z][\w=+#-]*/g))
          if (!run[1]) bad.push(`${lang}/${file} ${id}: "${run[0]}" not isolated as left-to-right`);
      }
    }
  }
  assert.deepEqual(bad, []);
});

test('no message line runs into the next message (a file joined without its line break)', () => {
  const glued = [];
  for (const lang of langs) {
    for (const file of ftlFiles(lang)) {
      readFileSync(join(localeDir, lang, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^[a-z][\w-]* = .*\S[a-z][a-z0-9]*(-[a-z0-9]+)+ = /.test(line)) glued.push(`${lang}/${file}:${i + 1}`);
        });
    }
  }
  assert.deepEqual(glued, []);
});
