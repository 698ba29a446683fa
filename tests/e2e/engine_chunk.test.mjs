// The simulator's step path is not in the first page: its code is a wasm chunk (`split_simulator_engine.wasm`,
// web/src/services/engine.rs) fetched once the playground has mounted. The page draws and edits the run at step 0
// without it; a move made before it is here waits for it ("Loading the simulator…") and is made once it arrives;
// a failed fetch says so, loses nothing, and the next move fetches again.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, openWatching } from "./browser.mjs";

const CHUNK = /split_simulator_engine\.wasm/;
const step = (page) => page.getAttribute(".app", "data-step");

test("the first page fetches the step path once, after it has mounted, and steps with it", async () => {
  let mounted;
  const before = async (page) => {
    // Whether the playground was on the page when the chunk was asked for.
    page.on("request", (r) => {
      if (CHUNK.test(r.url())) mounted = r.frame().evaluate(() => !!document.querySelector("[data-ready=true]"));
    });
  };
  const { browser, page, errors, fetched } = await openWatching(CHUNK, { before });
  try {
    await page.waitForFunction(() => performance.getEntriesByType("resource")
      .some((r) => r.name.includes("split_simulator_engine") && r.responseEnd > 0));
    assert.deepEqual(fetched, ["split_simulator_engine.wasm"]);
    assert.equal(await mounted, true, "asked for after the playground mounted");
    for (let i = 1; i <= 3; i++) {
      await page.click("#step");
      await page.waitForSelector(`.app[data-step="${i}"]`);
    }
    await page.click("#back");
    await page.waitForSelector('.app[data-step="2"]');
    assert.deepEqual(fetched, ["split_simulator_engine.wasm"], "fetched once");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("steps made while the step path is on its way wait for it, in place, and are all made", async () => {
  let release;
  const held = new Promise((r) => { release = r; });
  const before = (page) => page.route(CHUNK, async (route) => { await held; await route.continue(); });
  const { browser, page, errors } = await open({ before, engine: false });
  try {
    const box = () => page.locator("#step").boundingBox();
    const still = await box();
    await page.click("#step");
    await page.click("#step");
    await page.waitForSelector('.app[data-loading="simulator"]');
    assert.match(await page.locator("#notice").innerText(), /^Loading the simulator…/);
    // The notice comes below the timeline: the button a second click aims at has not moved.
    assert.deepEqual(await box(), still);
    assert.equal(await step(page), "0");
    release();
    await page.waitForSelector('.app:not([data-loading])[data-step="2"]');
    assert.equal(await page.locator("#notice").count(), 0, "the loading notice goes");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a failed fetch of the step path says so when a step needs it, loses nothing, and the next step loads it", async () => {
  const before = (page) => page.route(CHUNK, (route) => route.abort());
  const { browser, page, errors } = await open({ before, engine: false });
  try {
    // The fetch made at mount failed without a word: nothing needed it yet.
    assert.equal(await page.locator("#notice.error").count(), 0);
    await page.click("#step");
    await page.waitForSelector("#notice.error");
    assert.match(await page.locator("#notice.error").innerText(),
      /^The run could not move: the simulator could not be loaded \(the connection may be down\)\. Nothing was lost: try again\./);
    assert.equal(await step(page), "0");
    assert.equal(await page.getAttribute(".app", "data-loading"), null);

    await page.unroute(CHUNK);
    await page.click("#step");
    await page.waitForSelector('.app[data-step="1"]');
    assert.equal(await page.locator("#notice").count(), 0, "the failure's notice goes with the next attempt");
    // The aborted fetches are logged (by the browser and by wasm-split's loader); nothing else is.
    assert.deepEqual(errors.filter((e) => !/Failed to load resource|Failed to fetch/.test(e)), []);
  } finally {
    await browser.close();
  }
});
