// Page-load benchmark in headless Chromium over a throttled link: first contentful paint (the page's frame) and
// time to interactive (the Step button enabled, i.e. the playground mounted and ready), measured from navigation
// start with Chromium's own network throttling (DevTools protocol `Network.emulateNetworkConditions`) and an empty
// cache. Prints one line per figure (`figure<TAB>value<TAB>target<TAB>met|missed`), each the median of RUNS page
// loads in fresh browser contexts. Not part of `node --test tests/e2e/`: it is a measurement, not a pass / fail test.
//
//   source scripts/lib.sh && build_web && port=$(free_port) && start_server $port
//   SPINDLE_URL=http://127.0.0.1:$port/ node tests/e2e/bench/load.mjs
//
// MBIT (default 10) sets the download speed; LATENCY_MS (default 20) the added round-trip time. DETAIL=1 also prints,
// for each load, every request's start, first byte and end (ms from navigation start) and whether it blocked
// rendering, beside the first paint: what the paint waited for. LINK (a share link's fragment, `#v=…&s=…`, as
// `spindle url encode` prints after the address) loads a linked page: it is interactive once its link is open too
// (the page waits on the link decoder's chunk meanwhile, `data-loading` on `.app`).
//
// Each load then clicks Step as soon as it is enabled and notes when step 1 is drawn: when a visitor's first click
// gives its answer (a build that loads code after the page is ready would make it wait; docs/toolchain.md, engine12).
// It and the bytes that crossed the wire by then are tracked rows, without a target.
//
// Then a second visit, RUNS times: a fresh context with its HTTP cache on loads the page and stays 2.5 s, and a new
// page of that context (its cache and the saved scenario kept) loads it again, throttled the same; its time to
// interactive and the bytes that crossed the wire by then are tracked rows. What it saves depends on the server's
// caching headers (the build's assets may be kept, README.md "Publishing the playground"; scripts/static_server.py
// sends them).
import { chromium } from "playwright-core";
import { ARGS, URL } from "../browser.mjs";
import { figure, median, tracked } from "./figure.mjs";
import { throttle, throttledPage } from "./throttle.mjs";

const RUNS = Number(process.env.RUNS ?? 5);
const DETAIL = Boolean(process.env.DETAIL);
const MBIT = Number(process.env.MBIT ?? 10);
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 20);
const LINK = process.env.LINK ?? "";

// Runs in the page before any of its scripts: notes the moment the Step button first exists and is enabled, with
// nothing the page waits for (a link's decoder, a scenario's preemption policy), and the moment step 1 is drawn.
function watchForStep() {
  const check = () => {
    const b = document.querySelector("#step");
    const waiting = document.querySelector(".app[data-loading]");
    if (b && !b.disabled && !waiting && window.__stepReady === undefined) window.__stepReady = performance.now();
    const stepped = document.querySelector('.app[data-step="1"]:not([data-loading])');
    if (stepped && window.__firstStep === undefined) window.__firstStep = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
}

// The bytes (headers and compressed bodies) of the responses complete by `t` (ms from navigation start): a page may
// keep fetching after it is ready, so a running total would depend on when it is read.
const bytesBy = (page, t) => page.evaluate((t) => [...performance.getEntriesByType("navigation"),
  ...performance.getEntriesByType("resource")].filter((r) => r.responseEnd <= t)
  .reduce((sum, r) => sum + r.transferSize, 0), t);

/** Loads the page in `page` and waits until Step is enabled (`watchForStep`, added to the page or its context). */
async function loadUntilReady(page) {
  await page.goto(URL + LINK, { waitUntil: "commit" });
  await page.waitForFunction(() => window.__stepReady !== undefined, null, { timeout: 60_000 });
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ARGS });
const fcp = [], tti = [], bytes = [], firstStep = [], bytesByStep = [], ttiAgain = [], bytesAgain = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const { context, page } = await throttledPage(browser, { mbit: MBIT, latencyMs: LATENCY_MS });
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.addInitScript(watchForStep);
    // The bytes (headers and compressed bodies) of the responses complete by `t` (ms from navigation start): a
    // page may keep fetching after it is ready, so a running total would depend on when it is read.
    await loadUntilReady(page);
    // A page with nothing to show before the app mounts paints first when it mounts, just after Step is enabled.
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null,
      { timeout: 10_000 });
    const t = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0].startTime,
      tti: window.__stepReady,
    }));
    const byReady = await bytesBy(page, t.tti);
    // A link may open at a later step: the first Step is timed from step 0 only.
    const atZero = (await page.getAttribute(".app", "data-step")) === "0";
    if (atZero) {
      // The first visit's introduction covers the page: the click is the button's own, as a visitor's would be
      // once they close it.
      await page.evaluate(() => document.querySelector("#step").click());
      await page.waitForFunction(() => window.__firstStep !== undefined, null, { timeout: 60_000 });
      const stepped = await page.evaluate(() => window.__firstStep);
      firstStep.push(stepped);
      bytesByStep.push(await bytesBy(page, stepped));
    }
    if (errors.length) throw new Error(`the page failed to load: ${errors.join("; ")}`);
    if (DETAIL) {
      const lines = await page.evaluate(() => {
        const at = (ms) => ms.toFixed(0).padStart(5);
        const nav = performance.getEntriesByType("navigation")[0];
        return [`${at(nav.startTime)} ${at(nav.responseStart)} ${at(nav.responseEnd)}  (document)`,
          ...performance.getEntriesByType("resource").map((r) => `${at(r.startTime)} ${at(r.responseStart)} `
            + `${at(r.responseEnd)}  ${r.name.split("/").pop()} ${r.renderBlockingStatus ?? ""}`)];
      });
      console.log(`load ${i + 1}: first contentful paint ${t.fcp.toFixed(0)} ms, Step enabled ${t.tti.toFixed(0)} ms; `
        + `requests (start, first byte, end):\n  ${lines.join("\n  ")}`);
    }
    fcp.push(t.fcp);
    tti.push(t.tti);
    bytes.push(byReady);
    await context.close();
  }
  for (let i = 0; i < RUNS; i++) {
    const { context, page } = await throttledPage(browser, { mbit: MBIT, latencyMs: LATENCY_MS, cache: true });
    await context.addInitScript(watchForStep);
    await loadUntilReady(page);
    // A visit lasts longer than its load: what the page fetches after it is ready (the explanations' chunk at 1.5 s)
    // is in the cache too when the visitor comes back.
    await page.waitForTimeout(2_500);
    await page.close();
    const again = await context.newPage();
    await throttle(again, { mbit: MBIT, latencyMs: LATENCY_MS, cache: true });
    const errors = [];
    again.on("pageerror", (e) => errors.push(String(e)));
    await loadUntilReady(again);
    const ready = await again.evaluate(() => window.__stepReady);
    if (errors.length) throw new Error(`the page failed to load again: ${errors.join("; ")}`);
    ttiAgain.push(ready);
    bytesAgain.push(await bytesBy(again, ready));
    await context.close();
  }
} finally {
  await browser.close();
}
const link = `${MBIT} Mbit/s, ${LATENCY_MS} ms`;
const f = (ms) => `${ms.toFixed(0)} ms`;
figure(`first contentful paint (${link})`, f(median(fcp)), "≤ 100 ms", median(fcp) <= 100);
figure(`time to interactive: Step enabled (${link})`, f(median(tti)), "≤ 1000 ms", median(tti) <= 1000);
figure(`bytes over the wire, first page (${link})`, `${(median(bytes) / 1024).toFixed(0)} KB`, "≤ 250 KB",
  median(bytes) <= 250 * 1024);
if (firstStep.length) {
  tracked(`first Step made, clicked when enabled (${link})`, f(median(firstStep)));
  tracked(`bytes over the wire by the first Step (${link})`, `${(median(bytesByStep) / 1024).toFixed(0)} KB`);
}
tracked(`time to interactive, second visit (${link})`, f(median(ttiAgain)));
tracked(`bytes over the wire, second visit (${link})`, `${(median(bytesAgain) / 1024).toFixed(1)} KB`);
