// Wasm vs native speed of the core: one generated scenario (1,000 nodes in 20 racks, 10 applications asking for
// 10,000 containers under mixed constraints, `scheduler` handler) run to the end natively by the release CLI and in
// headless Chromium by the shipped bundle's `transcript`.
//
// Both sides time the same work: parse the scenario's JSON, validate it, run it forward to the end and write the
// transcript. `transcript` makes the run as `spindle run --steps N --format log` does (no checkpoints: keeping them,
// as the playground does for stepping back, made the wasm side about three times the work) and returns the same text,
// checked byte for byte. Natively: the CLI's time less the time of the CLI on a one-node scenario with nothing to
// place (process start and exit, which the page does not pay). In the page: the `transcript` call alone (the scenario
// and the CLI's transcript, to compare with, are handed to the page outside the timed call).
//
// Each side is timed twice, CPU time (the CLI process's user + system time; the CPU time of the page's renderer's
// main thread, which runs the wasm, across the call) and wall time. The figure is the CPU-time ratio: on a shared
// machine a process's wall time is mostly the other jobs' (the CLI's 70–110 ms of CPU took 250–600 ms of wall time
// here under load), while CPU time is what an idle machine's wall time would be for this single-threaded work. A
// first, untimed round warms both sides up (V8 compiles the hot functions with its optimising tier while they run;
// that first call's wall time is printed), then RUNS rounds each make a native run and a wasm run a moment apart;
// the ratio is the median of the rounds' ratios. Prints both ratios and one figure line
// (`figure<TAB>value<TAB>target<TAB>met|missed`). Not a test: run it by hand against a served build, e.g.
//   cargo build --release -p spindle-cli && SPINDLE_URL=http://127.0.0.1:8080/ node tests/e2e/bench/wasm.mjs
import { chromium } from "playwright-core";
import { ARGS, URL } from "../browser.mjs";
import { figure, median } from "./figure.mjs";
import { STEPS, cli, rendererCpu, rendererDelta, scenarioFiles } from "./transcript_run.mjs";

const RUNS = Number(process.env.RUNS ?? 9);

const { json, file, empty } = scenarioFiles();

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ARGS });
const system = await browser.newBrowserCDPSession();

const native = { wall: [], cpu: [] }, start = { wall: [], cpu: [] }, wasm = { wall: [], cpu: [] };
let placed = 0, firstWall = 0, same = true;
try {
  const page = await browser.newPage();
  await page.goto(URL);
  await page.waitForSelector("[data-ready=true]", { timeout: 60_000 });
  for (let i = 0; i <= RUNS; i++) {
    const n = cli(file);
    placed = (n.log.match(/ container-allocated /g) ?? []).length;
    // The scenario and the CLI's transcript reach the page before the timed call and are compared after it: handing
    // the transcript (855 KB) to the page over DevTools within the call cost the renderer 17-22 ms of CPU time, a
    // fifth of the wasm side's figure, for work the native side does not time.
    await page.evaluate(([json, expected]) => Object.assign(globalThis, { benchJson: json, benchExpected: expected }),
      [json, n.log]);
    const before = await rendererCpu(system);
    const w = await page.evaluate(async (steps) => {
      const m = await import(`./${document.documentElement.dataset.assets}pkg/spindle_web.js`);
      const t0 = performance.now();
      globalThis.benchLog = await m.transcript(globalThis.benchJson, steps);
      return { wall: performance.now() - t0 };
    }, STEPS);
    const after = await rendererCpu(system);
    const cpu = rendererDelta(before, after);
    same &&= await page.evaluate(() => globalThis.benchLog === globalThis.benchExpected);
    if (i === 0) {
      firstWall = w.wall; // the warm-up round
      continue;
    }
    native.wall.push(n.wall);
    native.cpu.push(n.cpu);
    wasm.wall.push(w.wall);
    wasm.cpu.push(cpu);
    for (let k = 0; k < 3; k++) {
      const e = cli(empty);
      start.wall.push(e.wall);
      start.cpu.push(e.cpu);
    }
  }
} finally {
  await browser.close();
}

// Per side, the median time less process start; the ratio is the median of the rounds' own ratios, each taken from
// runs made a moment apart under the same load.
const ms = (x) => `${x.toFixed(0)} ms`;
const rate = (x) => `${(placed / x * 1000).toFixed(0)} containers/s`;
console.log(`containers placed: ${placed} (the wasm transcript is the same, byte for byte: ${same})`);
const ratios = {};
for (const kind of ["cpu", "wall"]) {
  const startup = median(start[kind]);
  const work = median(native[kind]) - startup;
  ratios[kind] = median(wasm[kind].map((w, i) => w / (native[kind][i] - startup)));
  console.log(`${kind} time: native (release CLI) ${ms(median(native[kind]))} less ${ms(startup)} of process start and `
    + `exit = ${ms(work)}, ${rate(work)}; wasm (transcript()) ${ms(median(wasm[kind]))}, `
    + `${rate(median(wasm[kind]))}; wasm / native ${ratios[kind].toFixed(2)}×`);
}
console.log(`the first transcript() call in the page (before the optimising tier): ${ms(firstWall)} wall`);
figure("wasm / native time (same run, CPU time)", `${ratios.cpu.toFixed(2)}×`, "≤ 1.15×", same && ratios.cpu <= 1.15);
