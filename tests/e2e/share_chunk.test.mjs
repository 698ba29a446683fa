// The share link's encoder (and the deflate compressor it alone uses) is not in the first page: what the Share
// popover shows is a wasm chunk (`split_share.wasm`, web/src/components/share_popover.rs) fetched the first time a
// pointer rests on Share or the popover opens. Once it is here the popover's link is the one `spindle url encode`
// makes (one codec, native and wasm) and opens the same scenario; a failed fetch says so in the popover, changes nothing, and "Try again" loads it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { URL, open, openBuiltin, openWatching } from "./browser.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const CLI = process.env.SPINDLE_CLI ?? join(ROOT, "target", "debug", "spindle");
const CHUNK = /split_share\.wasm/;
const title = (page) => page.locator("#scenario-title").innerText();
const saved = (page) => page.evaluate(() => localStorage.getItem("spindle.scenario.v1"));

test("the first page does not fetch the share chunk; the popover does, once, and its link opens the same scenario", async () => {
  const { browser, page, errors, fetched } = await openWatching(CHUNK);
  try {
    await openBuiltin(page, "three-queues");
    await page.click("#step");
    await page.waitForSelector('.app[data-step="1"]');
    assert.deepEqual(fetched, [], "not fetched before Share is approached");

    // A pointer resting on Share fetches it before the click (the hand is on its way: lazy.rs, `Approach`).
    await page.hover("#share");
    await page.waitForFunction(() => performance.getEntriesByType("resource")
      .some((r) => /split_share\.wasm/.test(r.name) && r.responseEnd > 0));
    assert.equal(fetched.length, 1, "fetched while the pointer rests on Share");
    assert.equal(await page.locator("#share-popover").count(), 0, "not opened");
    await page.click("#share");
    const link = await page.inputValue("#share-link");
    assert.equal(fetched.length, 1, "not fetched again when the popover opens");
    const cli = execFileSync(CLI, ["url", "encode", "builtin:three-queues"], { encoding: "utf8" }).trim();
    assert.equal(new globalThis.URL(link).hash, new globalThis.URL(cli, URL).hash, "the same link as `spindle url encode`");

    // Closed and opened again: drawn at once from the loaded chunk, the step choice kept.
    await page.check("#share-step");
    await page.waitForFunction(() => document.querySelector("#share-link").value.includes("step=1"));
    await page.keyboard.press("Escape");
    await page.waitForSelector("#share-popover", { state: "detached" });
    await page.click("#share");
    const stepped = await page.inputValue("#share-link");
    assert.match(stepped, /step=1/);
    assert.equal(fetched.length, 1, "fetched once");

    const name = await title(page);
    await openBuiltin(page, "zk-anti-affinity");
    await page.goto(stepped);
    await page.waitForSelector('[data-ready=true]:not([data-loading])[data-step="1"]');
    assert.equal(await title(page), name);
    assert.match(await page.locator("#notice").innerText(), /Opened the shared scenario/);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a failed fetch of the share chunk says so in the popover, changes nothing, and Try again loads it", async () => {
  const { browser, page, errors } = await open();
  try {
    const before = { title: await title(page), saved: await saved(page) };
    await page.route(CHUNK, (route) => route.abort());
    await page.click("#share");
    await page.waitForSelector("#share-popover .lazy-failed");
    assert.match(await page.locator("#share-popover .lazy-failed").innerText(), /could not be loaded .*Nothing was lost/s);
    assert.equal(await title(page), before.title);
    assert.equal(await saved(page), before.saved);

    await page.unroute(CHUNK);
    await page.click("#share-popover .lazy-failed button");
    assert.match(await page.inputValue("#share-link"), /#v=2&s=[A-Za-z0-9_-]+$/);
    // The page went on working meanwhile: a click outside closes the popover and steps the run.
    await page.click("#step");
    await page.waitForSelector("#share-popover", { state: "detached" });
    await page.waitForSelector('.app[data-step="1"]');
    assert.equal(await saved(page), before.saved);
    // The aborted fetch is logged (by the browser and by wasm-split's loader); nothing else is.
    assert.deepEqual(errors.filter((e) => !/Failed to load resource|Failed to fetch/.test(e)), []);
  } finally {
    await browser.close();
  }
});
