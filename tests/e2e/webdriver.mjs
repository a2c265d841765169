// A small WebDriver client over fetch, enough to drive the real app window
// through tauri-driver (which forwards to WebKitWebDriver on Linux).

import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { existsSync, mkdirSync, writeFileSync, mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { homedir, tmpdir } from 'node:os';
import { before, after } from 'node:test';
import assert from 'node:assert/strict';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** Finds the tauri-driver binary (PATH or ~/.cargo/bin). */
function driverBinary() {
  const local = join(homedir(), '.cargo', 'bin', 'tauri-driver');
  return existsSync(local) ? local : 'tauri-driver';
}

/** A TCP port nobody listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts tauri-driver on `port` and waits until it answers. `nativePort` is
 * WebKitWebDriver's port (tauri-driver's default is 4445): test files that
 * may run beside another give each driver its own pair.
 */
export async function startDriver(port = 0, nativePort = null) {
  // Free ports unless given, so runs beside each other (or another tool on
  // 4444/4445) never meet.
  port = port || (await freePort());
  nativePort = nativePort || (await freePort());
  const args = ['--port', String(port)];
  if (nativePort) args.push('--native-port', String(nativePort));
  // Its own process group, so stopping it also stops WebKitWebDriver and the app,
  // which would otherwise keep the stderr pipe (and this test process) alive.
  const child = spawn(driverBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let log = '';
  child.stderr.on('data', (d) => {
    log += d;
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(`${base}/status`);
      if (r.ok) return { base, child, log: () => log, stop: () => stopGroup(child) };
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  child.kill();
  throw new Error('tauri-driver did not start: ' + log);
}

/** Kills a driver and everything it started (its whole process group). */
function stopGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
  child.stderr?.destroy();
  child.unref();
}

export class Session {
  constructor(base, id) {
    this.base = base;
    this.id = id;
  }

  static async create(base, application, args = [], timeoutMs = 120000) {
    const r = await raw(base, 'POST', '/session', { capabilities: { alwaysMatch: { 'tauri:options': { application, args }, browserName: 'wry' } } }, timeoutMs);
    return new Session(base, r.sessionId);
  }

  req(method, path, body) {
    return raw(this.base, method, `/session/${this.id}${path}`, body);
  }

  async delete() {
    try {
      await raw(this.base, 'DELETE', `/session/${this.id}`, undefined, 10000);
    } catch {
      /* already gone or hung */
    }
  }

  /** The first element matching a CSS selector, or null. */
  async find(css) {
    const r = await this.req('POST', '/elements', { using: 'css selector', value: css });
    return r.length ? new Element(this, r[0][ELEMENT]) : null;
  }

  async findAll(css) {
    const r = await this.req('POST', '/elements', { using: 'css selector', value: css });
    return r.map((e) => new Element(this, e[ELEMENT]));
  }

  /** Waits for an element matching `css` (and `pred` on it, if given). */
  async waitFor(css, { timeout = 15000, pred = null, message = '' } = {}) {
    const end = Date.now() + timeout;
    let last = null;
    while (Date.now() < end) {
      try {
        const el = await this.find(css);
        if (el && (!pred || (await pred(el)))) return el;
        last = el;
      } catch (e) {
        // The screen re-rendered under the query: the element is not settled yet, so poll again.
        if (!isStale(e)) throw e;
      }
      await sleep(100);
    }
    throw new Error(`timed out waiting for ${css} ${message}${last ? ' (present, predicate false)' : ''}`);
  }

  /** Waits until `fn` returns a truthy value. */
  async until(fn, { timeout = 15000, message = 'condition' } = {}) {
    const end = Date.now() + timeout;
    while (Date.now() < end) {
      const v = await fn();
      if (v) return v;
      await sleep(100);
    }
    throw new Error('timed out waiting for ' + message);
  }

  exec(script, args = []) {
    return this.req('POST', '/execute/sync', { script, args });
  }
  execAsync(script, args = []) {
    return this.req('POST', '/execute/async', { script, args });
  }

  /**
   * Clicks the element `css` names. A screen that re-renders between the
   * lookup and the click (a state event landing just then) leaves a stale
   * node that was never clicked, so the element is looked up again: a person's
   * click lands on whatever is under the pointer at that moment.
   */
  async click(css) {
    for (let i = 1; ; i++) {
      const el = await this.waitFor(css);
      try {
        await el.click();
        return el;
      } catch (e) {
        if (i >= CLICK_ATTEMPTS || !isStale(e)) throw e;
      }
    }
  }

  /**
   * Starts the game set in the new-game dialog. A game an earlier step left
   * unfinished makes the app ask before leaving it (tests/e2e/play.test.mjs
   * checks that question): here it is answered yes.
   */
  async startNewGame() {
    await this.click('[data-testid=newgame-start]');
    // Started: the dialog is gone and the game on the board has no move yet
    // (a game that would make the app ask has at least one).
    const fresh = () =>
      this.execAsync(`const done = arguments[arguments.length - 1];
        window.__TAURI__.core.invoke('game_state').then((g) => done(g.moves.length === 0), () => done(false));`);
    const asked = await this.until(
      async () => {
        if (await this.find('[data-testid=confirm]')) return 'asked';
        return !(await this.find('[data-testid=newgame-start]')) && (await fresh()) && 'started';
      },
      { message: 'the game started, or the question whether to leave the unfinished one' },
    );
    if (asked === 'asked') await this.click('[data-testid=confirm-yes]');
  }

  /** Back to Home by the brand link; a dialog left open is closed first, as a keyboard user closes it (Escape). */
  async home() {
    if (await this.exec("return !!document.querySelector('.overlay')")) await this.press('\uE00C');
    await this.click('#brand');
    await this.waitFor('[data-testid=home-classic]');
  }

  /** From Home, picks a language in Settings and waits until the page is in it. */
  async switchLanguage(code) {
    await this.home();
    await this.click('[data-testid=home-settings]');
    await this.waitFor('[data-testid=set-language]');
    await this.exec(
      `const el = document.querySelector('[data-testid=set-language]');
      el.value = arguments[0]; el.dispatchEvent(new Event('change'));`,
      [code],
    );
    await this.until(async () => (await this.exec('return document.documentElement.lang')) === code, { message: `lang ${code}` });
  }

  /** A base64 PNG of the window. */
  screenshot() {
    return this.req('GET', '/screenshot');
  }

  /** Presses keys (characters, or WebDriver key codes such as '\uE007' for Enter) on the focused window. */
  async press(...keys) {
    await this.req('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: keys.flatMap((k) => [
            { type: 'keyDown', value: k },
            { type: 'keyUp', value: k },
          ]),
        },
      ],
    });
    await this.req('DELETE', '/actions');
  }

  /** Presses and releases the left button at the centre of `el` (pointer actions). */
  async pointerClick(el) {
    await this.req('POST', '/actions', {
      actions: [
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', duration: 0, origin: { [ELEMENT]: el.id }, x: 0, y: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    });
    await this.req('DELETE', '/actions');
  }

  /** Drags from the centre of one element to another's with the given button. */
  async drag(from, to, button = 0) {
    await this.req('POST', '/actions', {
      actions: [
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', duration: 0, origin: { [ELEMENT]: from.id }, x: 0, y: 0 },
            { type: 'pointerDown', button },
            { type: 'pointerMove', duration: 150, origin: { [ELEMENT]: to.id }, x: 0, y: 0 },
            { type: 'pointerUp', button },
          ],
        },
      ],
    });
    await this.req('DELETE', '/actions');
  }
}

export class Element {
  constructor(session, id) {
    this.s = session;
    this.id = id;
  }
  req(method, path, body) {
    return this.s.req(method, `/element/${this.id}${path}`, body);
  }
  click() {
    return this.req('POST', '/click', {});
  }
  text() {
    return this.req('GET', '/text');
  }
  attr(name) {
    return this.req('GET', `/attribute/${name}`);
  }
  prop(name) {
    return this.req('GET', `/property/${name}`);
  }
  enabled() {
    return this.req('GET', '/enabled');
  }
  type(text) {
    return this.req('POST', '/value', { text });
  }
  clear() {
    return this.req('POST', '/clear', {});
  }
}

/** How often a click is tried on an element the screen re-rendered under it. */
const CLICK_ATTEMPTS = 5;

/** Whether a WebDriver error says the node was replaced by a re-render. */
const isStale = (e) => /stale element/i.test(String(e.message));

/** One WebDriver request; a hung request fails after `timeoutMs` instead of hanging the run. */
async function raw(base, method, path, body, timeoutMs = 120000) {
  const r = await fetch(base + path, {
    method,
    signal: AbortSignal.timeout(timeoutMs),
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await r.json().catch(() => ({}));
  if (!r.ok || json.value?.error) {
    const v = json.value || {};
    throw new Error(`${method} ${path}: ${v.error || r.status} ${v.message || ''}`);
  }
  return json.value;
}

/** The repository root, the app binary under test and the screenshot folder. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const app = process.env.MAHARAJAH_APP || join(root, 'target', 'debug', 'maharajah');
export const shots = process.env.SCREENSHOT_DIR || join(root, 'docs', 'screenshots');

/** Data folders made by `freshProfile` in this process, removed by `removeProfiles`. */
const profiles = [];

/**
 * Gives this test process a fresh data folder and an OS locale, so runs never
 * share saved games or settings and the app's first-start language is known.
 */
export function freshProfile(prefix, locale) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  profiles.push(dir);
  process.env.XDG_DATA_HOME = dir;
  process.env.XDG_CONFIG_HOME = process.env.XDG_DATA_HOME;
  for (const v of ['LANGUAGE', 'LC_ALL', 'LC_MESSAGES']) delete process.env[v];
  process.env.LANG = locale;
  return dir;
}

/** The app's log (`RUST_LOG` filters it) in the data folder `dir` of `freshProfile`, or '' when there is none. */
export function appLog(dir) {
  const file = join(dir, 'org.maharajah.app', 'logs', 'maharajah.log');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** Removes this process's fresh data folders (call once the app has quit), so runs leave nothing behind. */
export function removeProfiles() {
  for (const dir of profiles.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
}

/** Starts the app (with command-line `args`, as a file manager would) in a new session and waits until its UI reports ready. */
export async function launchApp(driver, args = [], timeoutMs = 120000) {
  const s = await Session.create(driver.base, app, args, timeoutMs);
  await s.waitFor('body[data-ready=true]', { timeout: 30000 });
  return s;
}

/** How long a launch may take before the driver is taken for stuck. */
const LAUNCH_MS = 60000;

/**
 * One app for a test file: before its tests, a fresh data folder in the OS
 * locale `locale` (see `freshProfile`), a driver and the app launched; after
 * them, everything stopped and removed. `onLaunch(session)` receives each
 * session, the first and every one `relaunch(args)` starts in its place.
 */
export function appSession(prefix, locale, onLaunch) {
  let driver = null;
  let session = null;
  const launch = async (args = []) => {
    try {
      session = await launchApp(driver, args, LAUNCH_MS);
    } catch (e) {
      // A driver that never answers the new session (it happens about once
      // in a few hundred launches, after the session before it was deleted)
      // is replaced, with everything it started, and the launch tried once
      // more; what it said is kept in the test's output.
      console.error(`launch failed (${e.message}); the driver said:\n${driver.log()}`);
      driver.stop();
      driver = await startDriver();
      session = await launchApp(driver, args, LAUNCH_MS);
    }
    onLaunch(session);
    return session;
  };
  before(async () => {
    assert.ok(existsSync(app), `build the app first: ${app}`);
    freshProfile(prefix, locale);
    driver = await startDriver();
    await launch();
  });
  after(async () => {
    if (session) await session.delete();
    if (driver) driver.stop();
    removeProfiles();
  });
  return {
    relaunch: async (args = []) => {
      if (session) await session.delete();
      return launch(args);
    },
  };
}

/** Saves a screenshot of the window once animations have settled. */
export async function saveScreenshot(s, name) {
  mkdirSync(shots, { recursive: true });
  // Let transitions end, then wait for two painted frames: on a busy machine
  // the first frame after a launch can come later than any fixed delay, and
  // the screenshot would show an empty window although the page is complete.
  await new Promise((r) => setTimeout(r, 350));
  await s.execAsync('const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(() => done(true)));');
  writeFileSync(join(shots, `${name}.png`), Buffer.from(await s.screenshot(), 'base64'));
}
