// The CPU a running clock costs the window: starts the real app (through
// tauri-driver, as the e2e tests do), and measures the web process's CPU
// time (WebKitWebProcess, /proc/<pid>/stat utime + stime) over the same
// span on Home (no clock) and on a game screen with a running 5+3 clock,
// in one run; prints both as a share of one core, and the app process's
// beside them. A benchmark, not a test: it is not in the test suite.
//
//   cargo build -p maharajah-app
//   MAHARAJAH_APP=$CARGO_TARGET_DIR/debug/maharajah xvfb-run -a -s "-screen 0 1280x900x24" node bench/clock_cpu.mjs [seconds=60]

import { readFileSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freshProfile, removeProfiles, startDriver, launchApp } from '../tests/e2e/webdriver.mjs';

const seconds = Number(process.argv[2] || 60);
const settle = 5000;
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** Every process as {pid, ppid, comm, cpu (ticks of user + system time)}. */
function processes() {
  const list = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command sits in brackets and may hold spaces: the fields follow its last ')'.
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const f = stat.slice(close + 2).split(' ');
      list.push({ pid: Number(name), ppid: Number(f[1]), comm, cpu: Number(f[11]) + Number(f[12]) });
    } catch {
      /* gone meanwhile */
    }
  }
  return list;
}

/** The process started under `root` (a descendant) whose command starts with `comm`. */
function descendant(root, comm) {
  const all = processes();
  const under = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of all) {
      if (under.has(p.ppid) && !under.has(p.pid)) {
        under.add(p.pid);
        grew = true;
      }
    }
  }
  const found = all.filter((p) => under.has(p.pid) && p.comm.startsWith(comm));
  if (found.length !== 1) throw new Error(`expected one ${comm} under ${root}, found ${found.length}`);
  return found[0].pid;
}

const cpuTicks = (pid) => processes().find((p) => p.pid === pid)?.cpu ?? NaN;

/** The share of one core `pids` used over `seconds` (after `settle` ms to let the screen come to rest). */
async function measure(pids) {
  await sleep(settle);
  const before = pids.map(cpuTicks);
  const t0 = performance.now();
  await sleep(seconds * 1000);
  const wall = (performance.now() - t0) / 1000;
  return pids.map((pid, i) => (cpuTicks(pid) - before[i]) / ticksPerSecond / wall);
}

const pct = (x) => `${(100 * x).toFixed(1)} %`;

freshProfile('maharajah-bench-clock-', 'en_US.UTF-8');
const driver = await startDriver();
let s = null;
try {
  s = await launchApp(driver);
  const web = descendant(driver.child.pid, 'WebKitWebProces');
  const app = descendant(driver.child.pid, 'maharajah');
  const home = await measure([web, app]);
  // A game between two players on this device with a 5+3 clock: White's clock runs from the start.
  await s.execAsync(`const done = arguments[arguments.length - 1];
    window.__TAURI__.core.invoke('game_new', { config: { variant: 'chess', fen: null, opponent: { type: 'human' }, time: { base_ms: 300000, increment_ms: 3000 } } })
      .then(() => done(true), (e) => done(e.message));`);
  await s.click('#brand');
  await s.click('[data-testid=home-resume]');
  await s.waitFor('[data-testid=clock-white].running');
  const clock = await measure([web, app]);
  console.log(`CPU over ${seconds} s, share of one core (web process / app process):`);
  console.log(`  Home, no clock:               ${pct(home[0])} / ${pct(home[1])}`);
  console.log(`  game, a running 5+3 clock:    ${pct(clock[0])} / ${pct(clock[1])}`);
  console.log(`  the clock costs the web process ${pct(clock[0] - home[0])} of a core`);
} finally {
  if (s) await s.delete();
  driver.stop();
  removeProfiles();
}
