// Every reference in the docs resolves: each Markdown link and anchor in
// docs/*.md and every README.md (anchors as GitHub makes them from headings),
// each `docs/<page>.md#anchor` named in the code, and each citation of the
// spec (`SPEC §11`, `§5–6`) to a numbered section heading of docs/rules.md.
// Runs without the app: node --test tests/ui/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Folders that are not the project's own text: dependencies and build output. */
const SKIPPED = new Set(['node_modules', 'target', '.git', 'corpus', 'artifacts']);
/** The files whose text may cite the spec or name a doc page. */
const TEXT = /\.(rs|md|mjs|js|html|css|sh|py|toml|ftl|json|yml|yaml|service)$|^Containerfile$/;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const everyFile = walk(root).filter((f) => TEXT.test(f.split('/').pop()) && !f.includes('/docs/screenshots/'));
const pages = everyFile.filter((f) => (dirname(f) === join(root, 'docs') && f.endsWith('.md')) || f.endsWith('/README.md'));

/** A fenced code block: neither its `#` lines are headings nor its brackets links. */
const FENCED = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm;

/** The text of a Markdown page without its code blocks and code spans, where links are not links. */
function prose(text) {
  return text.replace(FENCED, '').replace(/``[^`]*``|`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes. */
function slug(heading) {
  const text = heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '').replace(/ /g, '-');
}

const anchorCache = new Map();
/** Every anchor a page has: its headings' slugs (repeats numbered as GitHub does) and explicit `id`/`name` anchors. */
function anchors(file) {
  if (!anchorCache.has(file)) {
    const text = readFileSync(file, 'utf8').replace(FENCED, '');
    const found = new Set();
    const seen = new Map();
    for (const m of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
      const base = slug(m[1]);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      found.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const m of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) found.add(m[1]);
    anchorCache.set(file, found);
  }
  return anchorCache.get(file);
}

/** Why a reference to `target` (path and optional #anchor) from `file` does not resolve, or null when it does. */
function unresolved(file, target) {
  const [path, anchor] = target.split('#');
  const dest = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
  if (!existsSync(dest)) return `no file ${relative(root, dest)}`;
  if (anchor === undefined || anchor === '') return null;
  if (!dest.endsWith('.md')) return `an anchor into ${relative(root, dest)}, which is not Markdown`;
  return anchors(dest).has(anchor) ? null : `no heading #${anchor} in ${relative(root, dest)}`;
}

test('the pages checked include the docs and the READMEs', () => {
  const names = pages.map((f) => relative(root, f));
  for (const page of ['docs/protocol.md', 'docs/rules.md', 'docs/benchmarks.md', 'README.md', 'crates/store/README.md']) {
    assert.ok(names.includes(page), `${page} not among ${names.join(', ')}`);
  }
});

test('slugs follow GitHub', () => {
  assert.equal(slug('Clocks across a failover'), 'clocks-across-a-failover');
  assert.equal(slug('§11 Online play'), '11-online-play');
  assert.equal(slug('`rematch-started`'), 'rematch-started');
  assert.equal(slug('Hosting, joining — and the LAN offer'), 'hosting-joining--and-the-lan-offer');
});

test('every Markdown link and anchor in the docs and READMEs resolves', () => {
  const broken = [];
  for (const file of pages) {
    const text = prose(readFileSync(file, 'utf8'));
    const targets = [
      ...[...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
      ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((m) => m[1]),
      ...[...text.matchAll(/<a\s+href="([^"]+)"/g)].map((m) => m[1]),
    ];
    for (const target of targets) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: — not ours to resolve offline
      const why = unresolved(file, target);
      if (why) broken.push(`${relative(root, file)}: (${target}) ${why}`);
    }
  }
  assert.deepEqual(broken, []);
});

test('every docs page the code names, with its anchor, exists', () => {
  const broken = [];
  for (const file of everyFile) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bdocs\/([\w-]+\.md)(#[\w-]+)?/g)) {
      const why = unresolved(join(root, 'docs', 'x.md'), m[1] + (m[2] ?? ''));
      if (why) broken.push(`${relative(root, file)}: docs/${m[1]}${m[2] ?? ''}: ${why}`);
    }
  }
  assert.deepEqual(broken, []);
});

/** The section numbers of the spec that docs/rules.md has headings for (`## §11 Online play`). */
function ruleSections() {
  const text = readFileSync(join(root, 'docs', 'rules.md'), 'utf8');
  return new Set([...text.matchAll(/^#{2,4}\s+§(\d+)\s/gm)].map((m) => Number(m[1])));
}

/** Every section number a citation names: `§11`, `§5–6` (a range), `§§5, 6`. */
function citedSections(text) {
  const cited = [];
  for (const m of text.matchAll(/§§?\s?(\d+)(?:\s?[–-]\s?(\d+))?/g)) {
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    for (let n = from; n <= to; n++) cited.push(n);
  }
  return cited;
}

test('a citation names its sections', () => {
  assert.deepEqual(citedSections('SPEC §11; SPEC §5–6 and §9'), [11, 5, 6, 9]);
});

test('every citation of the spec resolves to a numbered section of docs/rules.md', () => {
  const sections = ruleSections();
  for (const n of [3, 7, 8, 9, 11, 13, 14]) assert.ok(sections.has(n), `docs/rules.md has no heading for §${n}`);
  const broken = [];
  let citations = 0;
  for (const file of everyFile) {
    const text = readFileSync(file, 'utf8');
    for (const n of citedSections(text)) {
      citations++;
      if (!sections.has(n)) broken.push(`${relative(root, file)}: §${n}`);
    }
  }
  assert.ok(citations > 50, `only ${citations} citations found`);
  assert.deepEqual(broken, []);
});
