// The preemption policy is not in the first page: its code is a wasm chunk (`split_preemption_policy.wasm`,
// web/src/services/preemption.rs) fetched the first time a scenario that enables the scheduling monitor is to run,
// whether it is opened from a link, from the scenario picker or switched on in the Queues tab; a failed fetch says
// so and changes nothing, and the next attempt fetches again; a saved scenario that needs it stays saved meanwhile.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { URL, open, openBuiltin, openWatching, stepUntil } from "./browser.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const CLI = process.env.SPINDLE_CLI ?? join(ROOT, "target", "debug", "spindle");
const CHUNK = /split_preemption_policy\.wasm/;
const title = (page) => page.locator("#scenario-title").innerText();

test("the first page and a run without preemption do not fetch the policy", async () => {
  const { browser, page, errors, fetched } = await openWatching(CHUNK);
  try {
    await stepUntil(page, '.app[data-step="2"]', 2);
    await openBuiltin(page, "three-queues");
    await stepUntil(page, '.app[data-step="5"]', 5);
    assert.deepEqual(fetched, []);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a link to a scenario with preemption loads the policy, then opens at its step", async () => {
  const link = execFileSync(CLI, ["url", "encode", "builtin:three-queues-preemption", "--step", "2"], { encoding: "utf8" }).trim();
  const { browser, page, errors, fetched } = await openWatching(CHUNK, { path: link });
  try {
    assert.equal(fetched.length, 1, "fetched once");
    assert.equal(await title(page), "Three queues, with preemption");
    assert.equal(await page.getAttribute(".app", "data-step"), "2");
    await stepUntil(page, "svg .chip.marked", 60);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("the picker loads the policy before it opens a scenario with preemption", async () => {
  const { browser, page, errors, fetched } = await openWatching(CHUNK);
  try {
    await openBuiltin(page, "three-queues-preemption");
    assert.equal(fetched.length, 1);
    assert.equal(await title(page), "Three queues, with preemption");
    await stepUntil(page, "svg .chip.marked", 60);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a failed fetch of the policy says so, changes nothing, and the next attempt loads it", async () => {
  const { browser, page, errors } = await open();
  try {
    const before = await title(page);
    await page.route(CHUNK, (route) => route.abort());
    await openBuiltin(page, "three-queues-preemption");
    await page.waitForSelector("#notice.error");
    assert.match(await page.locator("#notice.error").innerText(),
      /uses preemption, and the preemption policy could not be loaded \(the connection may be down\)\. Nothing was changed/);
    assert.equal(await title(page), before, "the scenario that was open stays");
    await page.click("#step");
    await page.waitForSelector('.app[data-step="1"]');
    // The aborted fetch is logged (by the browser and by wasm-split's loader); nothing else is.
    assert.deepEqual(errors.filter((e) => !/Failed to load resource|Failed to fetch/.test(e)), []);

    await page.unroute(CHUNK);
    await openBuiltin(page, "three-queues-preemption");
    assert.equal(await title(page), "Three queues, with preemption");
    await stepUntil(page, "svg .chip.marked", 60);
  } finally {
    await browser.close();
  }
});

test("a saved scenario with preemption stays saved while the policy loads, and opens with nothing to undo", async () => {
  const { browser, page, errors } = await open();
  const saved = () => page.evaluate(() => localStorage.getItem("spindle.scenario.v1"));
  const ready = () => page.waitForSelector("[data-ready=true]:not([data-loading])");
  try {
    await openBuiltin(page, "three-queues-preemption");
    const mine = await saved();
    assert.ok(mine, "the opened scenario is saved");

    // The page starts on the default while the policy loads; the load fails: the saved scenario is not replaced.
    await page.route(CHUNK, (route) => route.abort()); // routing also keeps the chunk out of the HTTP cache
    await page.reload();
    await ready();
    await page.waitForSelector("#notice.error");
    assert.match(await page.locator("#notice.error").innerText(),
      /Your saved scenario uses preemption, and the preemption policy could not be loaded .*; the default scenario is open\. Your saved one is kept/);
    assert.notEqual(await title(page), "Three queues, with preemption");
    assert.equal(await saved(), mine, "still saved after the failed load");

    // The next start loads the policy and opens the saved scenario as the page's start: nothing to undo.
    await page.unroute(CHUNK);
    await page.reload();
    await ready();
    assert.equal(await title(page), "Three queues, with preemption");
    assert.ok(await page.locator("#undo").isDisabled(), "no undo step back to the default");
    assert.equal(await saved(), mine);
    assert.deepEqual(errors.filter((e) => !/Failed to load resource|Failed to fetch/.test(e)), []);
  } finally {
    await browser.close();
  }
});

test("a share link opened while the saved scenario waits for the policy opens over it, and keeps it", async () => {
  let link = execFileSync(CLI, ["url", "encode", "builtin:three-queues"], { encoding: "utf8" }).trim();
  const { browser, page, errors } = await open();
  const saved = () => page.evaluate(() => localStorage.getItem("spindle.scenario.v1"));
  const ready = () => page.waitForSelector("[data-ready=true]:not([data-loading])");
  // A fresh page load (a query the page ignores makes it one; a new fragment alone would be a hash change).
  let loads = 0;
  const openLinkFresh = async () => {
    await page.goto(new globalThis.URL(`?load=${++loads}${link}`, URL).href);
    await ready();
  };
  try {
    await openBuiltin(page, "three-queues");
    const shared = await title(page);
    await openBuiltin(page, "three-queues-preemption");
    const mine = await saved();

    // The policy loads: the saved scenario opens, then the link over it, so Ctrl+Z returns to the user's own.
    await openLinkFresh();
    assert.equal(await title(page), shared);
    await page.click("#undo");
    await page.waitForFunction((t) => document.querySelector("#scenario-title")?.innerText === t,
      "Three queues, with preemption");
    await page.click("#redo");
    await page.waitForFunction((t) => document.querySelector("#scenario-title")?.innerText === t, shared);

    // The policy fails to load: the link still opens (over the default), and the saved scenario stays saved.
    await openBuiltin(page, "three-queues-preemption");
    assert.equal(await saved(), mine);
    await page.route(CHUNK, (route) => route.abort());
    await openLinkFresh();
    await page.waitForSelector("#notice.error");
    assert.match(await page.locator("#notice.error").innerText(),
      /Your saved scenario uses preemption, .*; the shared scenario is open\. Your saved one is kept/);
    assert.equal(await title(page), shared);
    assert.equal(await saved(), mine, "not saved over by the link's scenario");

    // A link that needs the policy too, which has just failed: the page does not wait for it (ready, not loading).
    link = execFileSync(CLI, ["url", "encode", "builtin:three-queues-preemption"], { encoding: "utf8" }).trim();
    await openLinkFresh();
    await page.waitForSelector("#notice.error");
    assert.match(await page.locator("#notice.error").innerText(),
      /the shared scenario uses it too, so the default scenario is open\. Your saved one is kept/);
    assert.equal(await saved(), mine);
    assert.deepEqual(errors.filter((e) => !/Failed to load resource|Failed to fetch/.test(e)), []);
  } finally {
    await browser.close();
  }
});

test("an embedded link opens at once over a saved scenario that needs the policy, and leaves it saved", async () => {
  const link = execFileSync(CLI, ["url", "encode", "builtin:three-queues", "--step", "3", "--embed"], { encoding: "utf8" }).trim();
  const { browser, page, errors, fetched } = await openWatching(CHUNK);
  const saved = () => page.evaluate(() => localStorage.getItem("spindle.scenario.v1"));
  try {
    await openBuiltin(page, "three-queues-preemption");
    const mine = await saved();
    assert.equal(fetched.length, 1);
    // A fresh load with the embed link: an embedded page neither shows nor saves the visitor's own scenario, so
    // it does not wait for (or fetch) the policy that scenario needs.
    await page.goto(new globalThis.URL(`?load=1${link}`, URL).href);
    await page.waitForSelector('.app.embed[data-ready=true][data-step="3"]:not([data-loading])');
    assert.equal(fetched.length, 1, "the policy is not fetched again");
    assert.equal(await page.locator("#notice").count(), 0, "no message covers an embedded cluster");
    await page.click("#step");
    await page.waitForSelector('.app.embed[data-step="4"]');
    assert.equal(await saved(), mine, "the visitor's scenario is still saved");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a link whose decoder and the saved scenario's policy both fail to load keeps the saved scenario, also when Try again opens the link", async () => {
  const link = execFileSync(CLI, ["url", "encode", "builtin:three-queues"], { encoding: "utf8" }).trim();
  const DECODER = /split_link_decoder\.wasm/;
  const { browser, page, errors } = await open();
  const notice = () => page.locator("#notice").innerText();
  const saved = () => page.evaluate(() => localStorage.getItem("spindle.scenario.v1"));
  try {
    await openBuiltin(page, "three-queues");
    const shared = await title(page);
    await openBuiltin(page, "three-queues-preemption");
    const mine = await saved();

    // A fresh load with the link while neither chunk can be fetched: the default is open, and the notice says
    // what became of the link and of the saved scenario.
    await page.route(CHUNK, (route) => route.abort());
    await page.route(DECODER, (route) => route.abort());
    await page.goto(new globalThis.URL(`?load=1${link}`, URL).href);
    await page.waitForFunction(() => /This share link could not be opened/.test(document.querySelector("#notice")?.innerText ?? ""));
    assert.match(await notice(),
      /the link decoder could not be loaded .*The default scenario is open; your saved one, which uses preemption, could not be loaded either and is kept/);
    assert.equal(await saved(), mine);

    // The decoder can be fetched again: Try again opens the link, and the user's saved scenario is still not
    // saved over (opening a link is not an edit of theirs).
    await page.unroute(DECODER);
    await page.click("#notice button:has-text('Try again')");
    await page.waitForFunction((t) => document.querySelector("#scenario-title")?.innerText === t, shared);
    await page.waitForSelector("[data-ready=true]:not([data-loading])");
    await page.click("#step");
    await page.waitForSelector('.app[data-step="1"]');
    assert.equal(await saved(), mine, "the link's scenario is not saved over the user's");
    assert.deepEqual(errors.filter((e) => !/Failed to load resource|Failed to fetch/.test(e)), []);
  } finally {
    await browser.close();
  }
});
