// The explanations of a selected request or container (every node's answer, the verdict tree, why a container
// landed where it is: web/src/services/explain.rs) are not in the first page: they are a wasm chunk,
// `split_explain.wasm`, which the page fetches 1.5 s after it has mounted. A selection made before the chunk is
// here waits for it (`data-loading="explain"`, "Loading the explanations…") and is made when it arrives; a failed
// fetch says so, selects nothing and changes nothing, and the next selection fetches again.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, openWatching } from "./browser.mjs";

const CHUNK = /split_explain\.wasm/;
const REQUEST = '#pending [data-request="0-0"]';
// An aborted fetch is logged (by the browser and by wasm-split's loader); nothing else may be.
const unexpected = (errors) => errors.filter((e) => !/Failed to load resource|Failed to fetch/.test(e));

test("the page fetches the explanations once, a moment after it is ready, and a selection fetches nothing more", async () => {
  const { browser, page, errors, fetched } = await openWatching(CHUNK);
  try {
    assert.deepEqual(fetched, [], "not while the page becomes ready");
    // Unasked, 1.5 s after the playground mounted (services::explain::PREFETCH_AFTER_MS).
    for (let waited = 0; fetched.length === 0 && waited < 10_000; waited += 100) await page.waitForTimeout(100);
    assert.deepEqual(fetched, ["split_explain.wasm"]);
    await page.waitForTimeout(500);
    await page.click("#step");
    await page.waitForSelector('.app[data-step="1"]');
    await page.click(REQUEST);
    // The chunk is here: the selection fetches nothing more (`fetched` below).
    assert.equal(await page.locator("#fit-summary").innerText(), "Fits on 5 of 6 nodes now.");
    await page.click("svg [data-container] rect");
    await page.waitForSelector("#why-summary");
    assert.deepEqual(fetched, ["split_explain.wasm"]);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a selection made before the explanations arrive waits for them, then is made", async () => {
  let release;
  const released = new Promise((resolve) => { release = resolve; });
  const { browser, page, errors } = await open({
    before: (page) => page.route(CHUNK, async (route) => { await released; await route.continue(); }),
  });
  try {
    await page.click(REQUEST);
    await page.waitForSelector('.app[data-loading="explain"]');
    assert.equal(await page.locator("#notice > span").innerText(), "Loading the explanations…");
    assert.equal(await page.locator("#fit-summary").count(), 0, "nothing is explained yet");
    // The run goes on meanwhile.
    await page.click("#step");
    await page.waitForSelector('.app[data-step="1"]');

    release();
    await page.waitForSelector(".app:not([data-loading])");
    await page.waitForSelector("#fit-summary");
    assert.equal(await page.locator("#fit-summary").innerText(), "Fits on 5 of 6 nodes now.");
    assert.equal(await page.locator("#notice").count(), 0, "the notice is gone");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a blocked fetch of the explanations says so, selects nothing, and the next selection fetches again", async () => {
  const { browser, page, errors } = await open({ before: (page) => page.route(CHUNK, (route) => route.abort()) });
  try {
    await page.click("#step");
    await page.waitForSelector('.app[data-step="1"]');
    await page.click(REQUEST);
    await page.waitForSelector("#notice.error");
    assert.equal(await page.locator("#notice.error > span").innerText(),
      "Nothing was selected: the explanations could not be loaded (the connection may be down). Select it again to try once more.");
    await page.waitForSelector('.app:not([data-loading])[data-step="1"]');
    assert.equal(await page.locator("#fit-summary").count(), 0, "nothing is explained");
    assert.equal(await page.locator(`${REQUEST}[aria-pressed="true"]`).count(), 0, "nothing is selected");

    await page.unroute(CHUNK);
    await page.click(REQUEST);
    await page.waitForSelector("#fit-summary");
    assert.equal(await page.locator("#fit-summary").innerText(), "Fits on 5 of 6 nodes now.");
    assert.deepEqual(unexpected(errors), []);
  } finally {
    await browser.close();
  }
});
