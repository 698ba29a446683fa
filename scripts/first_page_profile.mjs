// What a first visit runs, for scripts/profile-first-page: opens the playground served at SPINDLE_URL (a build whose
// main module is instrumented by `cold-split instrument`: every function calls spindle_profile.mark(N) on entry) in
// tests/e2e/first_visits.mjs's visits, and prints the names (NAMES: one a line, the instrumented module's functions
// in mark order) of every function any of them ran, sorted, one a line.
import { readFileSync } from "node:fs";
import { open } from "../tests/e2e/browser.mjs";
import { FIRST_VISITS } from "../tests/e2e/first_visits.mjs";

const names = readFileSync(process.env.NAMES, "utf8").split("\n");
const count = names.length;

/** Installs the marker every instrumented function calls (the hits are kept in `window.__hits`), and holds the cold
 * module's request for good, or fails it if the visit is `refused`: the instrumented module exports the ready flag a
 * split build's has, so the page asks for a cold module and waits for it as it does there, and what runs is what
 * runs without it. */
const watch = (refused) => async (page) => {
  await page.route(/spindle_web_cold\.wasm$/, (route) => (refused ? route.abort() : undefined));
  await page.addInitScript((n) => {
    const hits = (window.__hits = new Uint8Array(n));
    const mark = (i) => { hits[i] = 1; };
    const add = (imports) => {
      if (imports && !imports.spindle_profile) imports.spindle_profile = { mark };
      return imports;
    };
    const streaming = WebAssembly.instantiateStreaming;
    WebAssembly.instantiateStreaming = (source, imports) => streaming.call(WebAssembly, source, add(imports));
    const instantiate = WebAssembly.instantiate;
    WebAssembly.instantiate = (source, imports) => instantiate.call(WebAssembly, source, add(imports));
  }, count);
};

const seen = new Set();
for (const { name: visit, open: options, act, refused } of FIRST_VISITS) {
  const { browser, page, errors } = await open({ ...options(), before: watch(refused), ready: false });
  try {
    await page.waitForSelector("[data-ready=true]", { timeout: 30_000 });
    await act(page);
    await page.waitForTimeout(3000);
    const hits = await page.evaluate(() => Array.from(window.__hits.keys()).filter((i) => window.__hits[i]));
    if (hits.length === 0) throw new Error(`${visit}: no function marked (is the served module instrumented?)`);
    // A refused module's request is logged by the browser; nothing else may be.
    if (errors.some((e) => !(refused && /Failed to load resource/.test(e)))) {
      throw new Error(`${visit}: the page logged errors: ${errors.join("; ")}`);
    }
    for (const i of hits) seen.add(names[i]);
    console.error(`${visit}: ${hits.length} functions`);
  } finally {
    await browser.close();
  }
}
seen.delete("");
process.stdout.write([...seen].sort().join("\n") + "\n");
