// The share link's decoder and the canvas view are not in the first page. The decoder (base64, inflate, the link's
// JSON layers, web/src/services/share.rs) is a wasm chunk, `split_link_decoder.wasm`, fetched when the page has a
// link to open (in the address it starts with, asked for before the page's first render, or one pasted later): the
// page opens on its scenario meanwhile and `data-loading="link-decoder"` says it waits. A failed fetch says so, changes nothing, keeps the link in the address
// and offers "Try again". The canvas view (web/src/components/dense.rs) is `split_dense_view.wasm`, fetched the
// first time a cluster is drawn on the canvas ("Loading…" meanwhile, "Try again" if it fails).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { askedAndRendered, noteFirstRender, open, openWatching } from "./browser.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const CLI = process.env.SPINDLE_CLI ?? join(ROOT, "target", "debug", "spindle");
const DECODER = /split_link_decoder\.wasm/;
const DENSE = /split_dense_view\.wasm/;
const SHARED = "Three queues, elastic growth"; // builtin:three-queues
const title = (page) => page.locator("#scenario-title").innerText();
const link = (name, ...more) => execFileSync(CLI, ["url", "encode", `builtin:${name}`, ...more], { encoding: "utf8" }).trim();
const fragment = (url) => url.slice(url.indexOf("#"));
// An aborted fetch is logged (by the browser and by wasm-split's loader); nothing else may be.
const unexpected = (errors) => errors.filter((e) => !/Failed to load resource|Failed to fetch/.test(e));

// The requests recorded: the decoder's and the canvas view's chunks.
const WATCHED = /split_(link_decoder|dense_view)\.wasm/;

test("the first page and stepping fetch neither the link decoder nor the canvas view", async () => {
  const { browser, page, errors, fetched } = await openWatching(WATCHED);
  try {
    for (let i = 1; i <= 3; i++) {
      await page.click("#step");
      await page.waitForSelector(`.app[data-step="${i}"]`);
    }
    assert.deepEqual(fetched, []);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a link's decoder is asked for before the page's first render, and once", async () => {
  const { browser, page, errors, fetched } = await openWatching(WATCHED, {
    path: link("three-queues"),
    before: (page) => page.addInitScript(noteFirstRender),
  });
  try {
    assert.equal(await title(page), SHARED);
    const { asked, rendered } = await askedAndRendered(page, DECODER);
    assert.ok(asked < rendered, `the decoder asked for at ${asked} ms, the page rendered at ${rendered} ms`);
    // The page's own wait for it joined that fetch.
    assert.deepEqual(fetched, ["split_link_decoder.wasm"]);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a link fetches the decoder once and opens at its step; a pasted link reuses it", async () => {
  const { browser, page, errors, fetched } = await openWatching(WATCHED, { path: link("three-queues", "--step", "2") });
  try {
    assert.equal(await title(page), SHARED);
    assert.equal(await page.getAttribute(".app", "data-step"), "2");
    assert.equal(await page.evaluate(() => location.hash), "", "a consumed link leaves the address bar");
    await page.evaluate((h) => { location.hash = h; }, fragment(link("labels")));
    await page.waitForSelector('.app:not([data-loading])[data-step="0"]');
    await page.waitForFunction(() => document.querySelector("#scenario-title")?.innerText !== "Three queues, elastic growth");
    assert.deepEqual(fetched, ["split_link_decoder.wasm"]);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a blocked fetch of the decoder says so, changes nothing, keeps the link, and Try again opens it", async () => {
  const shared = link("three-queues", "--step", "2");
  const { browser, page, errors } = await open({
    path: shared,
    before: (page) => page.route(DECODER, (route) => route.abort()),
  });
  try {
    await page.waitForSelector("#notice.error");
    assert.match(await page.locator("#notice.error").innerText(),
      /This share link could not be opened: the link decoder could not be loaded \(the connection may be down\)\. Nothing was loaded; your scenario is unchanged\./);
    assert.notEqual(await title(page), SHARED, "the default scenario stays open");
    assert.equal(await page.evaluate(() => location.hash), fragment(shared), "the link stays in the address");
    await page.click("#step");
    await page.waitForSelector('.app[data-step="1"]');

    await page.unroute(DECODER);
    await page.click("#notice button:has-text('Try again')");
    await page.waitForFunction((t) => document.querySelector("#scenario-title")?.innerText === t, SHARED);
    await page.waitForSelector('.app:not([data-loading])[data-step="2"]');
    assert.equal(await page.evaluate(() => location.hash), "", "opened, the link leaves the address bar");
    assert.deepEqual(unexpected(errors), []);
  } finally {
    await browser.close();
  }
});

test("the canvas view is fetched when first drawn; a blocked fetch offers Try again", async () => {
  const { browser, page, errors, fetched } = await openWatching(WATCHED, {
    before: (page) => page.route(DENSE, (route) => route.abort()),
  });
  try {
    await page.selectOption("#view-mode", "dense");
    await page.waitForSelector(".lazy-failed");
    assert.match(await page.locator(".lazy-failed").innerText(), /This view could not be loaded/);
    await page.click("#step");
    await page.waitForSelector('.app[data-step="1"]');

    await page.unroute(DENSE);
    await page.click(".lazy-failed button:has-text('Try again')");
    await page.waitForSelector('#dense[data-nodes="6"] canvas');
    assert.deepEqual(fetched, ["split_dense_view.wasm", "split_dense_view.wasm"], "fetched again after the failure");
    assert.deepEqual(unexpected(errors), []);
  } finally {
    await browser.close();
  }
});
