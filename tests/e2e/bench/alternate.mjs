// wasm.mjs's measurement for several builds side by side, alternating: one Chromium with one page per build (each
// served by its own server), and in every round one release CLI run followed by one `transcript()` call in each page,
// in an order rotated from round to round, so each build meets the same load as the others and as the native run.
// Prints per build the median wasm CPU time, the median native CPU time (less process start, as wasm.mjs takes it
// off), the median of the rounds' ratios, whether every transcript was the CLI's byte for byte, and the size of the
// page's wasm memory after the series and after one larger run (LARGE_NODES nodes, ten containers a node, the same
// mix of constraints). Not a test. By hand, with each build's dist/ served on its own port:
//   BUILDS=shipped=http://127.0.0.1:8081/,talc=http://127.0.0.1:8082/ RUNS=15 node tests/e2e/bench/alternate.mjs
import { chromium } from "playwright-core";
import { ARGS } from "../browser.mjs";
import { median } from "./figure.mjs";
import { STEPS, cli, rendererCpu, rendererDelta, scenario, scenarioFiles } from "./transcript_run.mjs";

const RUNS = Number(process.env.RUNS ?? 15);
const LARGE_NODES = Number(process.env.LARGE_NODES ?? 5000);
const BUILDS = (process.env.BUILDS ?? "").split(",").filter(Boolean).map((b) => {
  const [name, url] = b.split("=");
  return { name, url };
});
if (BUILDS.length === 0) throw new Error("BUILDS=name=url,name=url is required");

const { json, file, empty } = scenarioFiles();

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ARGS });
const system = await browser.newBrowserCDPSession();
/** The page's wasm memory in bytes (wasm-bindgen's init hands back the instance's exports once it has run). */
const memory = (page) => page.evaluate(async () => (await (await import(`./${document.documentElement.dataset.assets}pkg/spindle_web.js`)).default()).memory.buffer.byteLength);
const call = (page) => page.evaluate(async (steps) => {
  const m = await import(`./${document.documentElement.dataset.assets}pkg/spindle_web.js`);
  globalThis.benchLog = await m.transcript(globalThis.benchJson, steps);
}, STEPS);

const native = [], start = [];
try {
  for (const b of BUILDS) {
    b.page = await browser.newPage();
    await b.page.goto(b.url);
    await b.page.waitForSelector("[data-ready=true]", { timeout: 60_000 });
    b.cpu = [];
    b.ratio = [];
    b.same = true;
    b.memoryStart = await memory(b.page);
  }
  for (let i = 0; i <= RUNS; i++) {
    const n = cli(file);
    const e = cli(empty);
    for (let k = 0; k < BUILDS.length; k++) {
      const b = BUILDS[(i + k) % BUILDS.length];
      await b.page.evaluate(([json, expected]) => Object.assign(globalThis, { benchJson: json, benchExpected: expected }),
        [json, n.log]);
      const before = await rendererCpu(system);
      await call(b.page);
      const cpu = rendererDelta(before, await rendererCpu(system));
      b.same &&= await b.page.evaluate(() => globalThis.benchLog === globalThis.benchExpected);
      if (i > 0) {
        b.cpu.push(cpu);
        b.ratio.push(cpu / (n.cpu - e.cpu));
      }
    }
    if (i > 0) {
      native.push(n.cpu);
      start.push(e.cpu);
    }
  }
  for (const b of BUILDS) b.memoryAfter = await memory(b.page);
  if (LARGE_NODES > 0) {
    const large = JSON.stringify(scenario(Math.round(LARGE_NODES / 50)));
    for (const b of BUILDS) {
      await b.page.evaluate((json) => Object.assign(globalThis, { benchJson: json, benchLog: null }), large);
      await call(b.page);
      b.memoryLarge = await memory(b.page);
      await b.page.evaluate(() => { globalThis.benchLog = null; });
    }
  }
} finally {
  await browser.close();
}

const mb = (x) => `${(x / 2 ** 20).toFixed(1)} MiB`;
console.log(`${RUNS} rounds; native (release CLI) ${median(native).toFixed(1)} ms CPU less ${median(start).toFixed(1)} ms `
  + `of process start`);
for (const b of BUILDS) {
  console.log(`${b.name}: wasm ${median(b.cpu).toFixed(1)} ms CPU, wasm / native ${median(b.ratio).toFixed(3)}×, `
    + `transcripts the CLI's byte for byte: ${b.same}; wasm memory ${mb(b.memoryStart)} loaded, ${mb(b.memoryAfter)} `
    + `after the series` + (b.memoryLarge ? `, ${mb(b.memoryLarge)} after one ${LARGE_NODES}-node run` : ""));
}
// Each later build against the first, round by round (the two calls a moment apart): the median of the ratios.
for (const b of BUILDS.slice(1)) {
  console.log(`${b.name} / ${BUILDS[0].name}, wasm CPU, median of the rounds' ratios: `
    + `${median(b.cpu.map((x, i) => x / BUILDS[0].cpu[i])).toFixed(3)}`);
}
console.log(`per round (wasm CPU ms): ${BUILDS.map((b) => `${b.name} ${b.cpu.map((x) => x.toFixed(0)).join(" ")}`).join(" | ")}`);
