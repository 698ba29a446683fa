// Frame-time benchmark in headless Chromium: plays the generated large scenarios on the canvas view — 2,000 nodes /
// 20,000 containers and 10,000 nodes / 100,000 containers — and prints the p50 / p95 / max interval between
// animation frames (what the user sees as smoothness), the frames dropped and the long tasks (> 50 ms, what they feel
// as a frozen tab), then one line per figure (`figure<TAB>value<TAB>target<TAB>met|missed`): the p95 at each size.
//
//   ./scripts/serve &            # or serve dist/ yourself
//   SPINDLE_URL=http://127.0.0.1:8080/ node tests/e2e/bench/frames.mjs
//   SIZES=10000 …                # only the 10,000-node scenario
//   PROFILE=1 …                  # also where phase 2's main-thread time goes (Chromium's sampling profiler)
//
// Phase 1 plays the whole run at "max" (as many decisions per frame as the pacer's adaptive budget allows, web/src/state/pacer.rs) from an empty
// cluster to the full workload, again from step 0 until MIN_FRAMES frames are pooled (one pass at 10,000 nodes).
// Phase 2 scrubs back to the last tenth of the run and plays at 600 decisions per second, so every frame redraws a
// nearly full cluster while containers keep landing. Not part of `node --test tests/e2e/`: it is a measurement,
// not a pass / fail test.
import { open } from "../browser.mjs";
import { figure, percentile } from "./figure.mjs";

// Each size: its built-in scenario, the p95 target the issue sets for it, and how long phase 1 may take.
const SIZES = {
  2000: { builtin: "large-2000", target: 16.7, fillMs: 120_000 },
  10000: { builtin: "large-10000", target: 33, fillMs: 600_000 },
};
// Phase 1 is played this many times at most, until this many frame intervals are pooled. A pass at 2,000 nodes is
// now 10–15 frames: eight passes pooled 48–124, where two dropped frames decided whether the p95 read one frame or
// two, run to run.
const MIN_FRAMES = 200;
const MAX_PASSES = 40;
// An interval this long held a display frame that was not drawn (one and a half 60 Hz frames).
const DROPPED_MS = 25;
const report = (name, r) => {
  const f = (x) => x.toFixed(1);
  console.log(
    `${name}: ${r.frames.length} frames in ${f(r.seconds)} s, steps ${r.from} → ${r.to}; ` +
    `frame interval p50 ${f(percentile(r.frames, 50))} ms, p95 ${f(percentile(r.frames, 95))} ms, ` +
    `max ${f(Math.max(...r.frames))} ms; frames dropped (intervals over ${DROPPED_MS} ms): ` +
    `${r.frames.filter((x) => x > DROPPED_MS).length}; long tasks (> 50 ms): ${r.longTasks}`,
  );
};

/** Records animation-frame intervals in the page until `until()` (page-side) holds or `maxMs` passes. */
async function record(page, untilSource, maxMs) {
  return page.evaluate(async ({ untilSource, maxMs }) => {
    const until = new Function(`return (${untilSource})`)();
    const step = () => Number(document.querySelector(".app").dataset.step);
    let longTasks = 0;
    const obs = new PerformanceObserver((l) => { longTasks += l.getEntries().length; });
    obs.observe({ type: "longtask", buffered: false });
    const from = step();
    const frames = [];
    const t0 = performance.now();
    await new Promise((done) => {
      let last = null;
      const tick = (t) => {
        if (last !== null) frames.push(t - last);
        last = t;
        if (until() || t - t0 > maxMs) done();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    obs.disconnect();
    return { frames, longTasks, from, to: step(), seconds: (performance.now() - t0) / 1000 };
  }, { untilSource, maxMs });
}

/** Plays the scenario of `nodes` nodes in both phases; returns the p95 frame interval of each. */
async function playLarge(page, nodes) {
  const { builtin, fillMs } = SIZES[nodes];
  await page.click("#tab-scenario");
  await page.selectOption("#builtin", builtin);
  await page.click("#open-builtin");
  await page.waitForSelector(`#dense[data-nodes="${nodes}"]`, { timeout: 120_000 });
  await page.click("#tab-explain");

  // At 2,000 nodes the whole run now plays in well under a second: some 10–15 frames, whose "p95" would be the
  // second-slowest frame. The fill is played again from step 0 until at least MIN_FRAMES frames are pooled, so the
  // percentile is one (each pass replays the same decisions; the first is printed on its own too).
  await page.selectOption("#speed", { label: "max" });
  const playing = `() => document.querySelector(".app").dataset.playing === "false"`;
  const passes = [];
  while (passes.length < MAX_PASSES && passes.reduce((n, p) => n + p.frames.length, 0) < MIN_FRAMES) {
    if (passes.length > 0) {
      await page.locator("#scrubber").fill("0");
      await page.waitForSelector('.app[data-step="0"]', { timeout: 120_000 });
    }
    await page.click("#play");
    passes.push(await record(page, playing, fillMs));
  }
  const first = passes[0];
  const fill = {
    frames: passes.flatMap((p) => p.frames),
    longTasks: passes.reduce((n, p) => n + p.longTasks, 0),
    seconds: passes.reduce((n, p) => n + p.seconds, 0),
    from: first.from,
    to: first.to,
  };
  if (passes.length > 1) report(`${nodes} nodes, phase 1, its first pass alone`, first);
  report(`${nodes} nodes, phase 1, playing the whole run (steps 0 → ${fill.to}) at max, ${passes.length} pass(es)`, fill);

  // A step is one instant of virtual time (several heartbeats may share it), so phase 2 replays the last tenth
  // of the run's own steps rather than a fixed count, with the cluster nearly full.
  const from = Math.floor(fill.to * 0.9);
  await page.locator("#scrubber").fill(String(from));
  await page.waitForSelector(`.app[data-step="${from}"]`, { timeout: 120_000 });
  await page.selectOption("#speed", { label: "600 / s" });
  const profiler = process.env.PROFILE ? await startProfile(page) : null;
  await page.click("#play");
  const full = await record(page, `() => document.querySelector(".app").dataset.playing === "false"`, 10_000);
  if (profiler) printProfile((await profiler.send("Profiler.stop")).profile);
  report(`${nodes} nodes, phase 2, playing steps ${from} → ${full.to} of a nearly full cluster at 600 / s`, full);
  const containers = await page.getAttribute("#dense", "data-containers");
  console.log(`${nodes} nodes: containers drawn at the end: ${containers}`);
  return [percentile(fill.frames, 95), percentile(full.frames, 95)];
}

/** Starts Chromium's sampling profiler on the page's main thread (DevTools `Profiler` domain). */
async function startProfile(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  return cdp;
}

/** Prints the functions with the most self time, and the inclusive time of the parts of a frame. Names of wasm
 * functions need the wasm's name section (a `wasm-bindgen` output not passed through `wasm-opt`). */
function printProfile(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id])));
  const name = (n) => n.callFrame.functionName || "(anonymous)";
  const self = new Map();
  const inclusive = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    total += dt;
    self.set(name(byId.get(id)), (self.get(name(byId.get(id))) ?? 0) + dt);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const n = name(byId.get(at));
      if (!seen.has(n)) inclusive.set(n, (inclusive.get(n) ?? 0) + dt);
      seen.add(n);
    }
  });
  const line = ([n, t]) => console.log(`  ${((100 * t) / total).toFixed(1).padStart(5)} %  ${n.slice(0, 140)}`);
  console.log("self time, top 25:");
  [...self].sort((a, b) => b[1] - a[1]).slice(0, 25).forEach(line);
  // The parts of a frame: the simulator's step, the view model, Yew's render and reconciliation, the canvas.
  const PARTS = ["Simulator::step", "view_model::", "App as yew::functional::FunctionProvider>::run",
    "Reconcilable for yew::virtual_dom::vnode::VNode>::reconcile", "components::dense::draw", "(garbage collector)",
    "(program)"];
  console.log("inclusive time of a frame's parts:");
  [...inclusive].filter(([n]) => PARTS.some((p) => n.includes(p))).sort((a, b) => b[1] - a[1]).slice(0, 20)
    .forEach(line);
}

const sizes = (process.env.SIZES ?? "2000,10000").split(",").map(Number);
const figures = [];
const { browser, page, errors } = await open();
try {
  for (const nodes of sizes) figures.push([nodes, await playLarge(page, nodes)]);
  console.log(`console errors: ${errors.length}`);
} finally {
  await browser.close();
}
// Judged in display frames: headless Chromium paints at 60 Hz, frames 16.67 ms apart give or take the timer's
// jitter, and the targets are one frame (16.7 ms) and two (33 ms). A p95 within half a millisecond of the target's
// frame boundary is on time (16.8 ms is one frame; 33.3 ms is two), one later is not.
const VSYNC_MS = 1000 / 60;
const onTime = (ms, target) => ms <= Math.round(target / VSYNC_MS) * VSYNC_MS + 0.5;
const p95 = (nodes, phase, ms) =>
  figure(`frame p95, ${nodes} nodes, ${phase}`, `${ms.toFixed(1)} ms`, `≤ ${SIZES[nodes].target} ms`,
    onTime(ms, SIZES[nodes].target));
for (const [nodes, [fill, full]] of figures) {
  p95(nodes, "filling at max", fill);
  p95(nodes, "nearly full at 600 / s", full);
}
