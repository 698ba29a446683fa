// A build's assets (scripts/lib.sh, build_web): everything the page loads but index.html is in dist/assets/HASH/,
// named by a hash of what that folder holds, so a host may let browsers keep those files (a repeat visit then asks
// only for index.html) and a page open across a new deploy never fetches a chunk cut from another build. The
// project's server (scripts/static_server.py, what `./scripts/serve` and these tests run) sends the headers a
// production host would: `immutable` for the assets, `no-cache` with a validator for the page. A page whose build's
// folder a deploy removed says, when a fetch fails, that Spindle was updated and a reload helps, and offers "Reload"
// where it offered "Try again" (web/src/services/deploy.rs).
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { open, openTab, URL } from "./browser.mjs";

const DIST = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "dist");

/** Every file the page fetched, as its address, after `navigation` (the last one when the page was reloaded). */
const fetched = (page) => page.evaluate(() => performance.getEntriesByType("resource")
  .map((r) => ({ url: r.name, transferred: r.transferSize, body: r.encodedBodySize })));

/** The folder's hash as build_web's `tree_hash` makes it: SHA-256 of the `sha256sum` lines of every file (paths
 * from the folder, `./…`, in byte order), its first 12 hex digits. The precompressed copies are written after. */
function treeHash(dir) {
  const walk = (d) => readdirSync(d, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)]));
  const files = walk(dir).filter((f) => !/\.(gz|br)$/.test(f)).map((f) => `./${relative(dir, f)}`)
    .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const lines = files.map((f) => `${createHash("sha256").update(readFileSync(join(dir, f))).digest("hex")}  ${f}\n`);
  return createHash("sha256").update(lines.join("")).digest("hex").slice(0, 12);
}

test("the page loads everything but itself from its build's assets folder, named by what the folder holds", async () => {
  const { browser, page, errors } = await open();
  try {
    const assets = await page.evaluate(() => document.documentElement.dataset.assets);
    assert.match(assets, /^assets\/[0-9a-f]{12}\/$/);
    assert.equal(treeHash(join(DIST, assets)), assets.slice("assets/".length, -1), "the name is the folder's hash");
    // A view in a chunk, the gallery's served content and the importers' module.
    await openTab(page, "workload");
    await page.click("#open-gallery");
    await page.waitForSelector("#gallery .card svg.thumb");
    await page.click("#close-gallery");
    await openTab(page, "scenario");
    await page.click("#show-import");
    await page.waitForFunction(() => performance.getEntriesByType("resource")
      .some((r) => r.name.endsWith("spindle_formats_web_bg.wasm")));
    const urls = (await fetched(page)).map((r) => r.url);
    for (const part of ["pkg/spindle_web_bg.wasm", "styles.css", "pkg/split_workload_tab.wasm",
      "gallery/content.json", "pkg/spindle_formats_web_bg.wasm"]) {
      assert.ok(urls.some((u) => u.endsWith(part)), `${part} fetched: ${urls.join(", ")}`);
    }
    const base = new globalThis.URL(assets, URL).href;
    assert.deepEqual(urls.filter((u) => !u.startsWith(base)), [], "every file from the assets folder");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a repeat visit takes the build's files from the browser's cache and asks only for the page again", async () => {
  const { browser, page, errors } = await open();
  try {
    const first = await fetched(page);
    assert.ok(first.some((r) => r.url.endsWith("spindle_web_bg.wasm") && r.transferred > 100_000), "the wasm came");
    await page.reload();
    await page.waitForSelector("[data-ready=true]:not([data-loading])");
    const again = await fetched(page);
    for (const r of first) {
      const now = again.find((a) => a.url === r.url);
      // A file the first visit fetched and this one asked for too came from the cache: nothing crossed the wire.
      if (now) assert.equal(now.transferred, 0, `${r.url} was fetched again`);
    }
    assert.ok(again.some((r) => r.url.endsWith("spindle_web_bg.wasm")), "the page ran its wasm");
    // Asked for again (`no-cache`) and answered 304: only headers crossed the wire, the page's body came from the
    // cache (Resource Timing's transfer size is the headers' after a revalidation).
    const nav = await page.evaluate(() => {
      const n = performance.getEntriesByType("navigation")[0];
      return { transferred: n.transferSize, body: n.encodedBodySize };
    });
    assert.ok(nav.transferred > 0 && nav.transferred < nav.body, `the page revalidated: ${JSON.stringify(nav)}`);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("the server sends the assets as immutable and the page as no-cache with a validator", async () => {
  const page = await fetch(URL, { headers: { "accept-encoding": "br" } });
  assert.equal(page.status, 200);
  assert.equal(page.headers.get("cache-control"), "no-cache");
  const html = await page.text();
  const assets = html.match(/data-assets="(assets\/[0-9a-f]{12}\/)"/)?.[1];
  assert.ok(assets, "the page names its assets folder");
  const tag = page.headers.get("etag");
  assert.ok(tag, "an ETag");
  const unchanged = await fetch(URL, { headers: { "accept-encoding": "br", "if-none-match": tag } });
  assert.equal(unchanged.status, 304);
  assert.equal(unchanged.headers.get("cache-control"), "no-cache");
  assert.equal((await fetch(URL, { headers: { "accept-encoding": "br", "if-none-match": '"other"' } })).status, 200);
  assert.equal((await fetch(URL, { headers: { "accept-encoding": "br", "if-none-match": '"other", *' } })).status, 304);
  // Chromium revalidates this server's HTTP/1.0 answers by their date alone.
  const modified = page.headers.get("last-modified");
  assert.ok(modified, "a Last-Modified");
  assert.equal((await fetch(URL, { headers: { "accept-encoding": "br", "if-modified-since": modified } })).status, 304);
  const before = new Date(Date.parse(modified) - 1000).toUTCString();
  assert.equal((await fetch(URL, { headers: { "accept-encoding": "br", "if-modified-since": before } })).status, 200);
  for (const file of ["pkg/spindle_web_bg.wasm", "styles.css", "gallery/content.json"]) {
    for (const encoding of ["br", "identity"]) {
      const r = await fetch(new globalThis.URL(assets + file, URL), { headers: { "accept-encoding": encoding } });
      assert.equal(r.status, 200, `${file} (${encoding})`);
      assert.equal(r.headers.get("cache-control"), "public, max-age=31536000, immutable", `${file} (${encoding})`);
      await r.arrayBuffer();
    }
  }
});

test("a page whose build's files are gone says it could not start and that a reload helps", async () => {
  // As a page kept from before a deploy that removed its assets folder (a reload asks for the page again).
  const { browser, page } = await open({
    before: (page) => page.route("**/assets/**", (route) => route.fulfill({ status: 404, body: "" })),
    ready: false,
  });
  try {
    await page.waitForFunction(() => /could not start/.test(document.querySelector("#boot-status").textContent));
    assert.match(await page.locator("#boot-status").innerText(),
      /^Spindle could not start: .+\. Reload the page to try again\.$/);
    assert.equal(await page.locator("#boot .boot-bar").count(), 0, "no loading bar goes on");
    assert.equal(await page.getAttribute("#boot", "aria-busy"), "false");
  } finally {
    await browser.close();
  }
});

test("a page opened before a deploy that removed its build's folder says a reload brings the new version, and offers it", async () => {
  const { browser, page, errors } = await open();
  const saved = () => page.evaluate(() => localStorage.getItem("spindle.scenario.v1"));
  try {
    await openTab(page, "scenario");
    const before = await saved();
    const address = page.url().split("#")[0];
    // Nothing answers at all: the connection.
    await page.route("**/*", (route) => route.abort());
    await page.click("#tab-topology");
    await page.waitForSelector("#panel .lazy-failed");
    // The tab is one chunk: one frame says so.
    assert.deepEqual(await page.locator("#panel .lazy-failed p").allInnerTexts(),
      ["This view could not be loaded (the connection may be down). Nothing was lost."]);
    await page.unroute("**/*");

    // The deploy: the page's address now names another build, and this build's folder is gone.
    await page.route("**/assets/**", (route) => route.fulfill({ status: 404, body: "" }));
    await page.route((url) => url.href === address, async (route) => {
      const now = await route.fetch();
      const html = (await now.text()).replace(/data-assets="[^"]*"/, 'data-assets="assets/0123456789ab/"');
      await route.fulfill({ response: now, body: html });
    });
    const updated = "Spindle was updated on its server after this page was opened: reload the page, which keeps " +
      "your scenario, to use the new version";
    await page.locator("#panel .lazy-failed button").first().click();
    await page.waitForFunction((text) => document.querySelector("#panel .lazy-failed p")?.innerText.includes(text),
      updated);
    assert.equal(await page.locator("#panel .lazy-failed p").first().innerText(),
      `This view could not be loaded (${updated}). Nothing was lost.`);
    // Trying again cannot get past a deploy: the page offers a reload instead.
    assert.deepEqual(await page.locator("#panel .lazy-failed button").allInnerTexts(), ["Reload"]);
    // The gallery's scenarios, served as a file of the build, say the same.
    await page.click("#tab-scenario");
    await page.selectOption("#builtin", "three-queues");
    await page.click("#open-builtin");
    await page.waitForSelector("#scenario-panel .lazy-failed");
    assert.equal(await page.locator("#scenario-panel .lazy-failed p").innerText(),
      `The built-in scenario could not be loaded: gallery/content.json could not be fetched (HTTP 404); ${updated}. ` +
      "Nothing was lost.");
    assert.deepEqual(await page.locator("#scenario-panel .lazy-failed button").allInnerTexts(), ["Reload"]);
    assert.equal(await saved(), before, "the saved scenario is untouched");
    // The failed fetches are logged (by the browser and by wasm-split's loader); nothing else is.
    assert.deepEqual(errors.filter((e) => !/Failed to load resource|Failed to fetch|WebAssembly|404/.test(e)), []);

    // The reload, once the server answers again: the page comes back with the saved scenario, and the tab loads.
    // `wait`: a failure's question to the page's address may still be in the handler above (each failed fetch asks
    // once, and the last may come after the message the test waited for); removing the handler under it would let
    // the request through and make the handler's fulfill throw, as it did twice on a loaded machine.
    await page.unrouteAll({ behavior: "wait" });
    await Promise.all([page.waitForEvent("load"), page.locator("#scenario-panel .lazy-failed button").click()]);
    await page.waitForSelector("[data-ready=true]");
    assert.equal(await saved(), before, "the reload kept the scenario");
    await page.click("#tab-topology");
    await page.waitForSelector("#panel .lazy-failed", { state: "detached" });
    await page.waitForSelector("#panel .lazy-loading", { state: "detached" });
    assert.equal(await page.locator("#panel .lazy-failed").count(), 0);
  } finally {
    await browser.close();
  }
});
