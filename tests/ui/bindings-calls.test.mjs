// Every backend call of the UI against the generated command bindings
// (ui/js/bindings.js, written from the Rust commands and kept current by the
// `bindings_are_current` test of src-tauri): the command exists, and the
// arguments object's keys are exactly the command's parameters, camelCase
// as Tauri reads them (an `Option` parameter is passed too, as null when
// there is none). A call this test cannot read (a computed command or
// arguments object) fails it, unless it is one of the indirect forms read
// below.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const uiDir = join(root, 'ui', 'js');
const bindingsFile = join(uiDir, 'bindings.js');
const rel = (p) => relative(root, p);

function files(dir, ext) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p, ext) : p.endsWith(ext) ? [p] : [];
  });
}

/** The index of the bracket closing the one at `open`, skipping strings. */
function closing(src, open) {
  const pairs = { '{': '}', '[': ']', '(': ')' };
  const stack = [];
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === '"' || c === "'" || c === '`') {
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
function topLevel(inner) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (c === '"' || c === "'" || c === '`') {
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

/** Blanks out comments (keeping line breaks, so line numbers stay right). */
function withoutComments(src) {
  const blank = (m) => m.replace(/[^\n]/g, ' ');
  return src.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/^\s*\/\/.*$/gm, blank);
}

const lineOf = (src, index) => src.slice(0, index).split('\n').length;

/**
 * The generated bindings: command name → its parameters, the keys of the
 * arguments object Tauri reads. Each command is one line
 * `name: (a, b_) => __TAURI_INVOKE("name", { a, b: b_ })`.
 */
export function readBindings(text) {
  const commands = new Map();
  for (const line of text.split('\n')) {
    const m = /^\t(\w+): \(([^)]*)\) => __TAURI_INVOKE\("(\w+)"(?:, \{ (.*) \})?\),$/.exec(line);
    if (!m) continue;
    const [, accessor, fnParams, name, object] = m;
    assert.equal(accessor, name, `the bindings' accessor ${accessor} is the command's own name`);
    const params = (object ? topLevel(object) : []).map((part) => part.split(':')[0].trim());
    assert.equal(params.length, topLevel(fnParams).length, `${name}: every parameter is sent`);
    commands.set(name, params);
  }
  return commands;
}

const bindings = readBindings(readFileSync(bindingsFile, 'utf8'));

/** The values of property `prop` in every entry of REMOTES (ui/js/remote.js). */
function remoteCommands(prop) {
  const src = readFileSync(join(uiDir, 'remote.js'), 'utf8');
  const open = src.indexOf('{', src.indexOf('export const REMOTES'));
  const body = src.slice(open, closing(src, open) + 1);
  return [...body.matchAll(new RegExp(`\\b${prop}:\\s*'([a-z_]+)'`, 'g'))].map((m) => m[1]);
}

/**
 * The command names a non-literal first argument stands for, by its last
 * three names: `src.state`, `src.act` and `src.leave` (as `this.src.state`, `S.src.act`…)
 * are the remote game's commands (REMOTES in remote.js).
 */
const indirect = {
  'src.state': () => remoteCommands('state'),
  'src.act': () => remoteCommands('act'),
  'src.leave': () => remoteCommands('leave'),
};
const indirectNames = (expr) => indirect[expr.split('.').slice(-2).join('.')]?.();

/**
 * Every call site of the UI: { where, names, keys } with `keys` null when
 * the call passes no arguments; `unreadable` lists the sites this test
 * cannot read. A function that hands its last two parameters straight to
 * call() (`function request(O, command, args = {}) { … call(command, args) … }`)
 * is read as call() itself in its file, its leading arguments skipped.
 */
function callSites() {
  const sites = [];
  const unreadable = [];
  for (const f of files(uiDir, '.js')) {
    if (f === bindingsFile) continue;
    const src = withoutComments(readFileSync(f, 'utf8'));
    const callers = [{ caller: 'call', skip: 0 }];
    const forwarding = []; // where each forwarder hands its parameters to call()
    for (const m of src.matchAll(/function (\w+)\(((?:\w+, )*)(\w+), (\w+)(?: = \{\})?\) \{/g)) {
      const open = m.index + m[0].length - 1;
      const at = src.indexOf(`call(${m[3]}, ${m[4]})`, open);
      if (m[1] === 'call' || at < 0 || at > closing(src, open)) continue;
      callers.push({ caller: m[1], skip: topLevel(m[2]).length });
      forwarding.push(at);
    }
    for (const { caller, skip } of callers) {
      for (const m of src.matchAll(new RegExp(`(?<![\\w.$])${caller}\\(`, 'g'))) {
        if (/function\s+$/.test(src.slice(Math.max(0, m.index - 9), m.index))) continue;
        if (forwarding.includes(m.index)) continue;
        const open = m.index + m[0].length - 1;
        const where = `${rel(f)}:${lineOf(src, m.index)}`;
        const [first, second, ...rest] = topLevel(src.slice(open + 1, closing(src, open))).slice(skip);
        const lit = /^'([a-z_0-9]+)'$/.exec(first ?? '');
        const names = lit ? [lit[1]] : indirectNames(first ?? '');
        if (!names) {
          unreadable.push(`${where}: ${caller}(${first ?? ''}, …): the command is not a literal`);
          continue;
        }
        if (rest.length) unreadable.push(`${where}: ${caller} with more than two arguments`);
        let keys = null;
        if (second !== undefined) {
          if (!second.startsWith('{') || closing(second, 0) !== second.length - 1) {
            unreadable.push(`${where}: ${names[0]} with an arguments object that is not a literal (${second})`);
            continue;
          }
          keys = [];
          for (const part of topLevel(second.slice(1, -1))) {
            const k = /^([A-Za-z_$][\w$]*)\s*(?::|$)/.exec(part);
            if (k) keys.push(k[1]);
            else unreadable.push(`${where}: ${names[0]} argument ${part}`);
          }
        }
        sites.push({ where, names, keys });
      }
    }
  }
  return { sites, unreadable };
}

const { sites, unreadable } = callSites();

test('the bindings list the commands with their parameters', () => {
  assert.ok(bindings.size > 50, `only ${bindings.size} commands read from ${rel(bindingsFile)}`);
  assert.deepEqual(bindings.get('library_check_path'), ['path', 'export'], 'a parameter renamed in JavaScript keeps its key');
  assert.deepEqual(bindings.get('game_board_at'), ['variant', 'startFen', 'moves'], 'parameters are camelCase');
});

test('every call of the UI can be read', () => {
  assert.ok(sites.length > 50, `only ${sites.length} call sites found`);
  assert.deepEqual(unreadable, []);
});

test('every call names a command of the bindings', () => {
  const unknown = sites.flatMap((s) => s.names.filter((n) => !bindings.has(n)).map((n) => `${s.where}: ${n}`));
  assert.deepEqual(unknown, []);
});

test("every call's arguments are the command's parameters", () => {
  const wrong = [];
  for (const { where, names, keys } of sites) {
    for (const name of names) {
      const params = bindings.get(name);
      if (!params) continue;
      const given = keys ?? [];
      const extra = given.filter((k) => !params.includes(k));
      const missing = params.filter((p) => !given.includes(p));
      if (extra.length) wrong.push(`${where}: ${name} takes no ${extra.join(', ')} (parameters: ${params.join(', ') || 'none'})`);
      if (missing.length) wrong.push(`${where}: ${name} needs ${missing.join(', ')}`);
    }
  }
  assert.deepEqual(wrong, []);
});

test('the UI reaches the backend only through call()', () => {
  const direct = files(uiDir, '.js')
    .filter((f) => f !== bindingsFile && !f.endsWith(join('js', 'bridge.js')))
    .filter((f) => /\bcore\.invoke\(|__TAURI_INVOKE/.test(readFileSync(f, 'utf8')))
    .map(rel);
  assert.deepEqual(direct, []);
});
