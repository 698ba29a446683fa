// Frame-time benchmark in headless Chromium: plays the generated 2,000-node / 20,000-container scenario on the
// canvas view and prints the p50 / p95 / max interval between animation frames (what the user sees as
// smoothness) and the long tasks (> 50 ms, what they feel as a frozen tab).
//
//   ./scripts/serve &            # or serve dist/ yourself
//   SPINDLE_URL=http://127.0.0.1:8080/ node tests/e2e/bench/frames.mjs
//
// Phase 1 plays the whole run at "max" (as many decisions per frame as the 10 ms budget allows) from an empty
// cluster to 20,000 containers. Phase 2 scrubs back to step 18,000 and plays at 600 decisions per second, so every
// frame redraws 18,000–20,000 containers while they keep landing. Not part of `node --test tests/e2e/`: it is a
// measurement, not a pass / fail test.
import { open } from "../browser.mjs";

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const report = (name, r) => {
  const f = (x) => x.toFixed(1);
  console.log(
    `${name}: ${r.frames.length} frames in ${f(r.seconds)} s, steps ${r.from} → ${r.to}; ` +
    `frame interval p50 ${f(percentile(r.frames, 50))} ms, p95 ${f(percentile(r.frames, 95))} ms, ` +
    `max ${f(Math.max(...r.frames))} ms; long tasks (> 50 ms): ${r.longTasks}`,
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

const { browser, page, errors } = await open();
try {
  await page.click("#tab-scenario");
  await page.selectOption("#builtin", "large-2000");
  await page.click("#open-builtin");
  await page.waitForSelector('#dense[data-nodes="2000"]');
  await page.click("#tab-explain");

  await page.selectOption("#speed", { label: "max" });
  await page.click("#play");
  const fill = await record(page, `() => document.querySelector(".app").dataset.playing === "false"`, 120_000);
  report(`phase 1, playing the whole run (steps 0 → ${fill.to}) at max`, fill);

  // A step is one instant of virtual time (several heartbeats may share it), so phase 2 replays the last tenth
  // of the run's own steps rather than a fixed count, with the cluster nearly full.
  const from = Math.floor(fill.to * 0.9);
  await page.locator("#scrubber").fill(String(from));
  await page.waitForSelector(`.app[data-step="${from}"]`);
  await page.selectOption("#speed", { label: "600 / s" });
  await page.click("#play");
  const full = await record(page, `() => document.querySelector(".app").dataset.playing === "false"`, 10_000);
  report(`phase 2, playing steps ${from} → ${full.to} of a nearly full cluster at 600 / s`, full);
  const containers = await page.getAttribute("#dense", "data-containers");
  console.log(`containers drawn at the end: ${containers}; console errors: ${errors.length}`);
} finally {
  await browser.close();
}
