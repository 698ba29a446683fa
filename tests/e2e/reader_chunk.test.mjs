// The scenario reader (scenario JSON to a scenario: serde_json and the format's derived readers,
// web/src/services/reader.rs) is not in the first page: the default scenario is built in code, and the reader is a
// wasm chunk, `split_scenario_reader.wasm`, fetched when a returning visitor's saved scenario is to be opened (one
// that is the default's own JSON is the default, and needs none), and fetched once, quietly, by a visit that saves a
// scenario the next visit will need it for, so that visit finds it in the browser's cache. The page starts on the default meanwhile
// (`data-loading="saved-scenario"`), then opens the saved one as its start; the reader's fetch goes out before the
// page's first render. A failed fetch leaves the default open, says so, and keeps the saved scenario for the next
// load. Saving stays in the first page: an edit is saved at once, whatever was fetched.
import { test } from "node:test";
import assert from "node:assert/strict";
import { askedAndRendered, noteFirstRender, open, openBuiltin, openWatching } from "./browser.mjs";

const READER = /split_scenario_reader\.wasm/;
const MINE = "Three queues, elastic growth"; // builtin:three-queues
const DEFAULT = "ZooKeeper anti-affinity";
const title = (page) => page.locator("#scenario-title").innerText();
const saved = (page) => page.evaluate(() => localStorage.getItem("spindle.scenario.v1"));
const ready = (page) => page.waitForSelector("[data-ready=true]:not([data-loading])");
/** Waits until the page has the reader's chunk in, fetched for the next visit (after a saved scenario needing it). */
const fetchedForTheNextVisit = (page) => page.waitForFunction(() => performance.getEntriesByType("resource")
  .some((r) => /split_scenario_reader\.wasm/.test(r.name) && r.responseEnd > 0));
// An aborted fetch is logged (by the browser and by wasm-split's loader); nothing else may be.
const unexpected = (errors) => errors.filter((e) => !/Failed to load resource|Failed to fetch/.test(e));

test("a first visit and stepping never fetch the scenario reader; an edit is saved at once, then fetches it once for the next visit", async () => {
  const { browser, page, errors, fetched } = await openWatching(READER);
  try {
    assert.equal(await title(page), DEFAULT);
    for (let i = 1; i <= 3; i++) {
      await page.click("#step");
      await page.waitForSelector(`.app[data-step="${i}"]`);
    }
    assert.deepEqual(fetched, []);
    await page.click("#add-rack");
    await page.waitForSelector('[data-rack="rack-3"]');
    assert.equal(JSON.parse(await saved(page)).cluster.racks.length, 3, "saved");
    // The next visit will need the reader to open this scenario: it is fetched now, in the background, once.
    await fetchedForTheNextVisit(page);
    await page.click("#add-rack");
    await page.waitForSelector('[data-rack="rack-4"]');
    assert.equal(JSON.parse(await saved(page)).cluster.racks.length, 4, "saved");
    assert.deepEqual(fetched, ["split_scenario_reader.wasm"]);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a returning visitor whose saved scenario is the default opens it without fetching the reader", async () => {
  const { browser, page, errors, fetched } = await openWatching(READER);
  try {
    await page.click("#step");
    await page.waitForSelector('.app[data-step="1"]');
    const first = await saved(page);
    assert.equal(JSON.parse(first).name, DEFAULT, "the page saved its default");
    await page.reload();
    await ready(page);
    assert.equal(await title(page), DEFAULT);
    assert.equal(await page.locator("#notice").count(), 0, "no waiting notice");
    assert.ok(await page.locator("#undo").isDisabled());
    assert.equal(await saved(page), first);
    assert.deepEqual(fetched, []);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a saved scenario opens after a reload once the reader is fetched, as the page's start", async () => {
  const { browser, page, errors, fetched } = await openWatching(READER);
  try {
    await openBuiltin(page, "three-queues");
    const mine = await saved(page);
    assert.equal(JSON.parse(mine).name, MINE);
    // Fetched for this reload as soon as the scenario was saved.
    await fetchedForTheNextVisit(page);
    assert.deepEqual(fetched, ["split_scenario_reader.wasm"]);
    await page.reload();
    await ready(page);
    assert.equal(await title(page), MINE);
    assert.ok(await page.locator("#undo").isDisabled(), "no undo step back to the default");
    assert.equal(await page.locator("#notice").count(), 0, "the waiting notice is gone");
    assert.equal(await saved(page), mine);
    // Asked for once more by this load, and taken from the browser's cache: nothing crossed the wire.
    assert.deepEqual(fetched, ["split_scenario_reader.wasm", "split_scenario_reader.wasm"]);
    const again = await page.evaluate(() => performance.getEntriesByType("resource")
      .filter((r) => /split_scenario_reader\.wasm/.test(r.name)).map((r) => r.transferSize));
    assert.deepEqual(again, [0]);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a returning visitor's reader is asked for before the page's first render, and once", async () => {
  const { browser, page, errors, fetched } = await openWatching(READER);
  try {
    await openBuiltin(page, "three-queues");
    await fetchedForTheNextVisit(page);
    fetched.length = 0;
    await browser.addInitScript(noteFirstRender);
    await page.reload();
    await ready(page);
    assert.equal(await title(page), MINE);
    const { asked, rendered } = await askedAndRendered(page, READER);
    assert.ok(asked < rendered, `the reader asked for at ${asked} ms, the page rendered at ${rendered} ms`);
    // The page's own wait for it joined that fetch.
    assert.deepEqual(fetched, ["split_scenario_reader.wasm"]);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a blocked fetch of the reader keeps the saved scenario and says so; the next load opens it", async () => {
  const { browser, page, errors } = await open();
  try {
    await openBuiltin(page, "three-queues");
    const mine = await saved(page);

    await page.route(READER, (route) => route.abort()); // routing also keeps the chunk out of the HTTP cache
    await page.reload();
    await ready(page);
    await page.waitForSelector("#notice.error");
    assert.match(await page.locator("#notice.error").innerText(),
      /Your saved scenario could not be opened: the scenario reader could not be loaded \(the connection may be down\); the default scenario is open\. Your saved one is kept \(until you edit this one\): reload the page to try again\./);
    assert.equal(await title(page), DEFAULT);
    await page.click("#step");
    await page.waitForSelector('.app[data-step="1"]');
    assert.equal(await saved(page), mine, "still saved: the default is not saved over it");

    await page.unroute(READER);
    await page.reload();
    await ready(page);
    assert.equal(await title(page), MINE);
    assert.deepEqual(unexpected(errors), []);
  } finally {
    await browser.close();
  }
});
