// Embed mode (issue 13): `…&embed=1` shows the cluster and the timeline only, fitted to the frame of the page that
// embeds it, with an "Open in Spindle" link to the same link without embed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { ARGS, URL, screenshot, scratchDir } from "./browser.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const CLI = process.env.SPINDLE_CLI ?? join(ROOT, "target", "debug", "spindle");
const encode = (...args) => execFileSync(CLI, ["url", "encode", ...args], { encoding: "utf8" }).trim();

/** A host page (as a blog or a course page would be) iframing the playground at 640×360, first visit. */
async function host(fragment, colorScheme = "light") {
  const browser = await chromium.launchPersistentContext(scratchDir("spindle-e2e-"), {
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ARGS,
    viewport: { width: 800, height: 480 }, colorScheme,
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    const errors = [];
    page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
    page.on("pageerror", (e) => errors.push(String(e)));
    const src = new globalThis.URL(fragment, URL).href;
    await page.setContent(`<!doctype html><body style="margin:20px"><h1>A course page</h1>
      <iframe id="spindle" src="${src}" width="640" height="360" style="border:1px solid #888"></iframe></body>`);
    const handle = await page.waitForSelector("#spindle");
    const frame = await handle.contentFrame();
    await frame.waitForSelector("[data-ready=true]", { timeout: 30_000 });
    return { browser, page, frame, errors };
  } catch (e) {
    await browser.close(); // the test never gets it to close
    throw e;
  }
}

test("an embed link in an iframe: the cluster and the timeline only, fitted, stepping works, Open in Spindle", async () => {
  const link = encode("builtin:zk-anti-affinity", "--embed");
  assert.match(link, /&embed=1$/);
  const { browser, page, frame, errors } = await host(link);
  try {
    await frame.waitForSelector(".app.embed .cluster");
    // Nothing but the cluster and the timeline: no side panels, editors, header menus or first-visit cover.
    for (const gone of [".sidebar", "[role=tablist]", "#open-gallery", "#share", "#intro", "#pending-lane", "#view-mode"]) {
      assert.equal(await frame.locator(gone).count(), 0, `${gone} is not shown in embed mode`);
    }
    // The cluster is in view inside the frame, and the frame does not scroll sideways.
    const box = await frame.locator(".cluster svg").first().boundingBox();
    const frameBox = await (await page.$("#spindle")).boundingBox();
    assert.ok(box.width > 0 && box.height > 0, "the cluster is drawn");
    assert.ok(box.x >= frameBox.x - 1 && box.x + box.width <= frameBox.x + frameBox.width + 1,
      `the cluster fits the frame's width (${box.x}+${box.width} in ${frameBox.x}+${frameBox.width})`);
    assert.ok(box.y < frameBox.y + frameBox.height, "the cluster starts inside the frame");
    const widths = await frame.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    assert.ok(widths[0] <= widths[1], `no horizontal scroll (${widths})`);
    // Stepping works.
    await frame.click("#step");
    await frame.waitForSelector('.app[data-step="1"]');
    // "Open in Spindle": the same link without embed, in a new tab.
    const open = frame.locator("#open-in-spindle");
    assert.equal(await open.getAttribute("target"), "_blank");
    assert.equal(await open.getAttribute("href"), new globalThis.URL(link.replace(/&embed=1$/, ""), URL).href);
    await screenshot(page, "embed-light");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("an embed link keeps its step and looks right in the dark theme", async () => {
  const link = encode("builtin:three-queues-preemption", "--step", "5", "--embed");
  const { browser, page, frame, errors } = await host(link, "dark");
  try {
    await frame.waitForSelector('.app.embed[data-step="5"]');
    assert.equal(await frame.locator("#notice").count(), 0, "no message covers an embedded cluster");
    const widths = await frame.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    assert.ok(widths[0] <= widths[1], `no horizontal scroll (${widths})`);
    await screenshot(page, "embed-dark");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
