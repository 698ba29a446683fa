// Where the wasm side of `wasm.mjs` spends its time: Chromium's sampling profiler (DevTools' `Profiler` domain)
// around RUNS calls of the bundle's `transcript()` on wasm.mjs's scenario, after two untimed calls (V8's optimising
// tier). Prints each function's self time (and inclusive time) in per cent of the profile, highest first. The wasm
// functions have names only if the build kept its name section (`wasm-opt -g`; build_web strips it). By hand:
//   SPINDLE_URL=http://127.0.0.1:8080/ SCENARIO=/path/scenario.json node tests/e2e/bench/profile_wasm.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { ARGS, URL } from "../browser.mjs";

const RUNS = Number(process.env.RUNS ?? 5);
const TOP = Number(process.env.TOP ?? 60);
const json = readFileSync(process.env.SCENARIO, "utf8");
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ARGS });
try {
  const page = await browser.newPage();
  await page.goto(URL);
  await page.waitForSelector("[data-ready=true]", { timeout: 60_000 });
  await page.evaluate((json) => { globalThis.benchJson = json; }, json);
  const call = () => page.evaluate(async () => {
    const m = await import(`./${document.documentElement.dataset.assets}pkg/spindle_web.js`);
    globalThis.benchLog = await m.transcript(globalThis.benchJson, 1_000_000);
  });
  await call();
  await call();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 50 });
  await cdp.send("Profiler.start");
  for (let i = 0; i < RUNS; i++) await call();
  const { profile } = await cdp.send("Profiler.stop");
  if (process.env.OUT) writeFileSync(process.env.OUT, JSON.stringify(profile));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map(), incl = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    total += dt;
    const name = (n) => n.callFrame.functionName || `(anonymous ${n.callFrame.url.split("/").pop()})`;
    const key = name(byId.get(id));
    self.set(key, (self.get(key) ?? 0) + dt);
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const k = name(byId.get(n));
      if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + dt); }
    }
  });
  const pct = (x) => (100 * x / total).toFixed(2).padStart(6);
  console.log(`total ${(total / 1000 / RUNS).toFixed(1)} ms per call sampled`);
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`self ${pct(v)} % incl ${pct(incl.get(k))} %  ${k}`);
  console.log("--- inclusive");
  for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`incl ${pct(v)} %  ${k}`);
} finally {
  await browser.close();
}
