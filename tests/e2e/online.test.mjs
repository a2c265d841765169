// Online play between two real app windows through a real maharajah-server
// on loopback (started here, with its own SQLite file): each window checks
// and saves the server's address in Settings; the English one creates a
// Maharajah room, the Arabic one mistypes the join code (a clear message),
// then joins with it; both build their armies in the hidden setup, play,
// the Arabic window's network is cut (a relay the test holds; the server
// pauses the game for it, its window says it is reconnecting, and it
// resyncs by itself when the network is back), White pauses and
// resumes, twenty moves are timed from one window to the other, Black
// resigns, and both find the game in their saved games. Screenshots go to
// docs/screenshots/online-*.png.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { app, freePort, saveScreenshot } from './webdriver.mjs';
import { appPid, has, move, moveCount, piecesOf, remoteState, reportingFailure, silenceTwice, startTwo, stopTwo } from './two-windows.mjs';
import { createServer, connect } from 'node:net';

const serverBin = process.env.MAHARAJAH_SERVER_BIN || join(dirname(app), 'maharajah-server');
let server;
let serverDir;
let port;
let proxy;
let pair;
let a; // creates the room, English
let b; // joins it, Arabic

/**
 * A TCP relay in front of the server for one window, which the test can cut:
 * `cut()` drops every connection through it and refuses new ones until
 * `restore()`, as a network that goes down and comes back.
 */
function relay(target) {
  const sockets = new Set();
  let down = false;
  const server = createServer((inbound) => {
    if (down) return inbound.destroy();
    const outbound = connect(target, '127.0.0.1');
    for (const [from, to] of [
      [inbound, outbound],
      [outbound, inbound],
    ]) {
      sockets.add(from);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
      from.pipe(to);
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: server.address().port,
        cut() {
          down = true;
          for (const s of sockets) s.destroy();
        },
        restore() {
          down = false;
        },
        close() {
          for (const s of sockets) s.destroy();
          server.close();
        },
      }),
    ),
  );
}

before(async () => {
  assert.ok(existsSync(serverBin), `build the server first: ${serverBin}`);
  port = await freePort();
  serverDir = mkdtempSync(join(tmpdir(), 'maharajah-online-server-'));
  server = spawn(serverBin, ['--listen', `127.0.0.1:${port}`, '--db', join(serverDir, 'server.sqlite3'), '--log-level', 'warn'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/version`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proxy = await relay(port);
  pair = await startTwo('maharajah-online', ['en_US.UTF-8', 'ar_EG.UTF-8'], 'info,online=debug');
  [a, b] = pair.windows;
});

after(async () => {
  if (pair) await stopTwo(pair, pair.failed);
  proxy?.close();
  server?.kill('SIGTERM');
  if (serverDir) rmSync(serverDir, { recursive: true, force: true });
});

/** Back to Home through the brand in the top bar. */
const home = (s) => s.home();

/** Through Settings: the name, then the server's address, checked against the server and saved. */
async function configure(s, name, serverPort) {
  await home(s);
  await s.click('[data-testid=home-settings]');
  const field = await s.waitFor('[data-testid=set-name]');
  await field.clear();
  await field.type(`${name}\uE004`);
  const address = await s.waitFor('[data-testid=set-server]');
  await address.clear();
  await address.type(`ws://127.0.0.1:${serverPort}`);
  await s.click('[data-testid=set-server-check]');
  await s.waitFor('[data-testid=set-server-status].ok', { timeout: 15000 });
  await s.until(async () => (await s.exec('return window.__TAURI__.core.invoke("settings_get").then((p) => p.playerName)')) === name, {
    message: 'the name saved',
  });
}

/**
 * A legal move of the side to move in window `s` that cannot end the game
 * nor repeat a position: a pawn step (no capture, check or promotion),
 * a different pawn each time (`i`), else any quiet move.
 */
function quietMove(s, i) {
  return s.execAsync(`const done = arguments[arguments.length - 1];
    window.__TAURI__.core.invoke('online_state').then((v) => {
      const legal = v.game.game.legal;
      const quiet = legal.filter((m) => !/[x+#=]/.test(m.san));
      const pawns = quiet.filter((m) => /^[a-j][0-9]+$/.test(m.san));
      const pick = pawns.length ? pawns[${i} % pawns.length] : quiet[0] || legal[0];
      done(pick ? pick.uci : null);
    }, (e) => done(null));`);
}

test(
  'settings check the server; a room created, a mistyped code, joined, hidden setup, dropped and resynced, timed, resigned, saved',
  { timeout: 300000 },
  () =>
    reportingFailure(pair, 'online_state', async () => {
      // A mistyped server address is refused with a reason, then the right one is saved.
      await home(a);
      await a.click('[data-testid=home-settings]');
      const bad = await a.waitFor('[data-testid=set-server]');
      await bad.clear();
      await bad.type('ws://no such host');
      await a.click('[data-testid=set-server-check]');
      await a.waitFor('[data-testid=set-server-status].error', { pred: async (el) => /not a server address/.test(await el.text()) });
      await configure(a, 'Ann', port);
      await a.exec("document.querySelector('[data-testid=set-server-status]').scrollIntoView({ block: 'end' })");
      await saveScreenshot(a, 'settings-online');
      await configure(b, 'Bo', proxy.port);
      await b.exec("document.querySelector('[data-testid=set-server-status]').scrollIntoView({ block: 'end' })");
      await saveScreenshot(b, 'settings-online-ar');

      // Ann opens a Maharajah room and shows its code.
      await home(a);
      await a.click('[data-testid=home-online]');
      await a.waitFor('[data-testid=online-connection]', { timeout: 15000, pred: async (el) => (await el.text()) === 'Connected' });
      await a.click('[data-testid=online-variant] [data-value=maharajah]');
      await a.click('[data-testid=online-colour] [data-value=white]');
      await a.click('[data-testid=online-create]');
      const code = (await (await a.waitFor('[data-testid=online-room-code]')).text()).trim();
      assert.match(code, /^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
      await a.click('[data-testid=online-copy-code]');
      assert.equal(await a.until(() => a.exec('return window.__lastCopied'), { message: 'the code copied' }), code);
      await saveScreenshot(a, 'online-waiting');

      // Bo, in Arabic: a code with a letter O is a typo (said so, nothing sent); then the code, typed loosely.
      await home(b);
      await b.click('[data-testid=home-online]');
      await b.waitFor('[data-testid=online-join]:not([disabled])', { timeout: 15000 });
      const field = await b.waitFor('[data-testid=online-code]');
      await field.type('ABCDE-FGHO2');
      await b.click('[data-testid=online-join]');
      await b.waitFor('[data-testid=online-notice]', { pred: async (el) => (await el.text()).length > 0 });
      await saveScreenshot(b, 'online-lobby-ar');
      await field.clear();
      await field.type(code.toLowerCase().replace('-', ' '));
      await b.click('[data-testid=online-join]');

      // The hidden setup: each window shows its own army only.
      await a.waitFor('[data-testid=setup-lock]', { timeout: 20000 });
      await b.waitFor('[data-testid=setup-lock]', { timeout: 20000 });
      await b.exec("const s = document.querySelector('[data-testid=preset-select]'); s.value = 'court'; s.dispatchEvent(new Event('change'));");
      await b.click('[data-testid=preset-load]');
      await b.waitFor('[data-testid=setup-board] g.piece[data-piece="black-maharajah"]');
      assert.equal(await piecesOf(a, 'black'), 0, "Ann's editor shows no black piece");
      assert.equal(await piecesOf(b, 'white'), 0, "Bo's editor shows no white piece");
      await saveScreenshot(a, 'online-setup');
      await saveScreenshot(b, 'online-setup-ar');
      await a.click('[data-testid=setup-lock]');
      await b.waitFor('[data-testid=lan-setup-them]', { pred: async (el) => (await el.text()).length > 0 });
      assert.equal(await piecesOf(b, 'white'), 0, 'still hidden after Ann locked');
      await b.click('[data-testid=setup-lock]');

      // Play: the full board on both; White's move reaches Black.
      await b.waitFor('[data-testid=game-board] g.piece[data-piece="white-king"]', { timeout: 20000 });
      await move(a, 'e2', 'e4');
      await b.until(async () => (await moveCount(b)) === 1, { timeout: 20000, message: "Ann's move on Bo's board" });

      // Bo's network goes down on his own turn: the server pauses the game
      // for him (the shield) and Ann's window says so, while Bo's says it is
      // reconnecting; when his network is back, his client takes the seat
      // back and catches up by itself, and the shield lifts.
      proxy.cut();
      try {
        await a.waitFor('[data-testid=banner-pause]', { timeout: 15000, pred: async (el) => /disconnected/.test(await el.text()) });
        await b.waitFor('[data-testid=banner-reconnecting]', { timeout: 15000 });
        await saveScreenshot(a, 'online-disconnected');
        await saveScreenshot(b, 'online-reconnecting-ar');
      } finally {
        proxy.restore();
      }
      await a.until(async () => !(await has(a, '[data-testid=banner-pause]')), { timeout: 30000, message: 'the shield lifted on his return' });
      await b.until(async () => !(await has(b, '[data-testid=banner-reconnecting]')), { timeout: 30000, message: 'Bo back' });
      await move(b, 'e7', 'e5');
      await a.until(async () => (await moveCount(a)) === 2, { timeout: 20000, message: "Bo's move after his return" });

      // White pauses: both windows show the countdown; then resumes early.
      await a.click('[data-testid=btn-pause]');
      await b.waitFor('[data-testid=banner-pause]');
      await a.waitFor('[data-testid=pause-countdown]');
      await saveScreenshot(a, 'online-paused');
      await saveScreenshot(b, 'online-paused-ar');
      await a.click('[data-testid=btn-pause]');
      await b.until(async () => !(await has(b, '[data-testid=banner-pause]')), { message: 'resumed' });

      // Twenty moves, each timed from the mover's command to the other window's move list.
      for (const s of [a, b]) {
        await s.exec(`window.__seen = {};
        const list = document.querySelector('[data-testid=move-list]');
        new MutationObserver(() => { const n = list.querySelectorAll('.mv:not(.empty)').length; window.__seen[n] ??= Date.now(); })
          .observe(list, { childList: true, subtree: true });`);
      }
      const delays = [];
      for (let i = 0; i < 20; i++) {
        const [mover, other] = i % 2 === 0 ? [a, b] : [b, a];
        const before = await moveCount(other);
        const uci = await quietMove(mover, i * 3);
        assert.ok(uci, `a move for move ${i + 1}`);
        const sent = await mover.execAsync(`const done = arguments[arguments.length - 1]; const t0 = Date.now();
        window.__TAURI__.core.invoke('online_act', { action: { type: 'move', uci: '${uci}' } }).then(() => done(t0), (e) => done(String(e.message)));`);
        assert.equal(typeof sent, 'number', `move ${uci}: ${sent}`);
        await other.until(async () => (await other.exec(`return window.__seen[${before + 1}] || 0`)) > 0, { timeout: 10000, message: `move ${i + 1} seen` });
        delays.push((await other.exec(`return window.__seen[${before + 1}]`)) - sent);
        await mover.until(async () => (await moveCount(mover)) === before + 1, { message: `move ${i + 1} on the mover's board` });
      }
      delays.sort((x, y) => x - y);
      const median = (delays[9] + delays[10]) / 2;
      console.log(`# a move from one window to the other, 20 moves: median ${median} ms, max ${delays[19]} ms`);
      assert.ok(median < 1000, `median ${median} ms`);

      // Black resigns: the end on both windows.
      await b.click('[data-testid=btn-resign]');
      await b.click('[data-testid=confirm-yes]');
      await a.waitFor('[data-testid=gameover-reason]', { timeout: 20000, pred: async (el) => /resignation/.test(await el.text()) });
      await b.waitFor('[data-testid=gameover-reason]');
      await saveScreenshot(a, 'online-over');
      await saveScreenshot(b, 'online-over-ar');

      // Both find it in their saved games, with the opponent's name.
      for (const [s, opponent] of [
        [a, 'Bo'],
        [b, 'Ann'],
      ]) {
        await s.click('[data-testid=gameover-close]');
        await home(s);
        await s.click('[data-testid=home-saved]');
        await s.waitFor('[data-testid=game-row]', { timeout: 15000, pred: async (el) => (await el.text()).includes(opponent) });
      }
      await saveScreenshot(b, 'online-saved-ar');
    }),
);

/** Ann (Black, to move) goes silent twice, seen from Bo's window: shielded by her pause, then not. */
async function silentOpponent() {
  const ann = appPid(pair.prefixes[0]);
  assert.ok(ann, "Ann's app process");
  await silenceTwice({ watcher: b, silent: a, pid: ann, stateCommand: 'online_state', screenshot: 'online-silent-shield-ar', label: 'online' });
}

/** The screen a window shows now. */
const screenOf = (s) => s.exec('return document.body.dataset.screen');

/** The online view a window's backend holds. */
const onlineState = (s) => remoteState(s, 'online_state');

/** Asserts that window `s` shows exactly the fresh online lobby: no game kept, no dialog, no waiting room. */
async function assertFreshLobby(s, who) {
  await s.waitFor('[data-testid=online-create]:not([disabled])', { timeout: 15000, message: `${who}: the lobby` });
  assert.equal(await screenOf(s), 'online', `${who}: the Online screen`);
  assert.equal(await has(s, '[data-testid=gameover]'), false, `${who}: no end-of-game dialog`);
  assert.equal(await has(s, '[data-testid=online-waiting]'), false, `${who}: no waiting room`);
  const v = await onlineState(s);
  assert.equal(v.stage, 'lobby', `${who}: the journey is in the lobby`);
  assert.equal(v.game, null, `${who}: no game kept`);
}

/** Whether window `s` lists an open room by `creator`. */
const lists = (s, creator) =>
  s.exec(`return [...document.querySelectorAll('[data-testid=online-room]')].some((e) => e.textContent.includes(${JSON.stringify(creator)}))`);

/** Opens a public classic room as White in window `s`. */
async function openPublicRoom(s) {
  await s.click('[data-testid=online-variant] [data-value=chess]');
  await s.click('[data-testid=online-colour] [data-value=white]');
  if (!(await s.exec("return document.querySelector('[data-testid=online-public]').checked"))) await s.click('[data-testid=online-public]');
  await s.click('[data-testid=online-create]');
  await s.waitFor('[data-testid=online-room-code]');
}

test(
  'after the game: a fresh lobby through Home and New game, rooms listed and gone by themselves, a cancelled room, a rematch, its review',
  { timeout: 240000 },
  () =>
    reportingFailure(pair, 'online_state', async () => {
      // Both were in their saved games: Home → Online is the lobby, not the finished game.
      for (const [s, who] of [
        [a, 'Ann'],
        [b, 'Bo'],
      ]) {
        await home(s);
        await s.click('[data-testid=home-online]');
        await assertFreshLobby(s, who);
      }

      // A public room appears in the other lobby by itself, and goes when cancelled.
      await openPublicRoom(a);
      await b.until(() => lists(b, 'Ann'), { timeout: 10000, message: "Ann's room listed without a click" });
      await a.click('[data-testid=online-cancel]');
      await assertFreshLobby(a, 'Ann after cancelling');
      await b.until(async () => !(await lists(b, 'Ann')), { timeout: 10000, message: 'the cancelled room gone from the list' });

      // Another room, joined from the list; the game is played and resigned.
      await openPublicRoom(a);
      await b.until(() => lists(b, 'Ann'), { timeout: 10000, message: "Ann's second room listed" });
      await b.click('[data-testid=online-join-room]');
      await a.waitFor('[data-testid=game-board] rect.sq[data-square="e2"]', { timeout: 20000 });
      await b.waitFor('[data-testid=game-board] g.piece[data-piece="white-king"]', { timeout: 20000 });
      await move(a, 'e2', 'e4');
      await b.until(async () => (await moveCount(b)) === 1, { timeout: 20000, message: "Ann's move on Bo's board" });
      await b.click('[data-testid=btn-resign]');
      await b.click('[data-testid=confirm-yes]');
      await a.waitFor('[data-testid=gameover-reason]', { timeout: 20000 });
      await b.waitFor('[data-testid=gameover-reason]');

      // A rematch: Ann asks in her dialog; Bo sees the offer as a prompt and takes it.
      await b.click('[data-testid=gameover-close]');
      await a.click('[data-testid=gameover-rematch]');
      await b.waitFor('[data-testid=rematch-offer]', { timeout: 15000 });
      await saveScreenshot(b, 'online-rematch-offer-ar');
      await b.click('[data-testid=rematch-accept]');
      // The new game, colours swapped: no old dialog on either side.
      await b.until(async () => (await onlineState(b)).game?.remote.seat === 'white', { timeout: 20000, message: 'Bo plays White' });
      await a.until(async () => (await moveCount(a)) === 0, { timeout: 20000, message: "the rematch's board on Ann's window" });
      for (const s of [a, b]) assert.equal(await has(s, '[data-testid=gameover]'), false, 'no old dialog over the rematch');
      await move(b, 'e2', 'e4');
      await a.until(async () => (await moveCount(a)) === 1, { timeout: 20000, message: "Bo's move" });
      await silentOpponent();
      await a.click('[data-testid=btn-resign]');
      await a.click('[data-testid=confirm-yes]');
      await a.waitFor('[data-testid=gameover-reason]', { timeout: 20000 });
      await b.waitFor('[data-testid=gameover-reason]', { timeout: 20000 });

      // Review from the dialog opens this game's review; New game opens a fresh lobby.
      const saved = (await onlineState(b)).game.remote.savedId;
      assert.ok(saved != null, 'the game saved');
      await b.click('[data-testid=gameover-review]');
      await b.until(async () => (await screenOf(b)) === 'review', { timeout: 15000, message: "the game's review" });
      await b.waitFor('[data-testid=review-moves] .mv', { timeout: 15000 });
      await a.click('[data-testid=gameover-new]');
      await assertFreshLobby(a, 'Ann after New game');
    }),
);
