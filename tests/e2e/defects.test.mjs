// Defects found by trying the playground as a new user would (issue 13): each test here failed before its fix.
import { test } from "node:test";
import assert from "node:assert/strict";
import { chromium } from "playwright-core";
import { open, scratchDir, URL } from "./browser.mjs";

/** How many pixels of the dense view's canvas are painted, and its size in device pixels. */
const canvasInk = (page) => page.evaluate(() => {
  const c = document.querySelector("#dense canvas");
  const data = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
  let ink = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) ink++;
  return { width: c.width, height: c.height, ink };
});

test("hovering the canvas view names a node and leaves the drawing in place", async () => {
  const { browser, page, errors } = await open();
  try {
    await page.selectOption("#view-mode", "dense");
    await page.waitForSelector('#dense[data-nodes="6"]');
    const before = await canvasInk(page);
    assert.ok(before.ink > 0, "the canvas is drawn");
    const box = await page.locator("#dense canvas").boundingBox();
    await page.mouse.move(box.x + 8, box.y + 22);
    await page.waitForSelector(".dense-tip");
    const after = await canvasInk(page);
    assert.equal(after.width, before.width, "the canvas keeps its size");
    assert.equal(after.height, before.height);
    assert.ok(after.ink > 0, "the drawing is still there while hovering");
    await page.mouse.move(box.x + box.width + 200, box.y + 10);
    await page.waitForSelector(".dense-tip", { state: "detached" });
    assert.ok((await canvasInk(page)).ink > 0, "and after the pointer leaves");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("shortcuts leave focused buttons and tabs their keys; tabs follow the ARIA tab pattern", async () => {
  const { browser, page, errors } = await open();
  try {
    // Space on a focused button presses it: Step steps once, playback does not start.
    await page.focus("#step");
    await page.keyboard.press(" ");
    await page.waitForSelector('.app[data-step="1"]');
    assert.equal(await page.getAttribute(".app", "data-playing"), "false");

    // One tab stop for the tab list: only the selected tab is in the Tab order.
    const stops = await page.$$eval('[role="tab"]', (ts) => ts.map((t) => t.tabIndex));
    assert.equal(stops.filter((t) => t === 0).length, 1, `tab stops ${stops}`);

    // → on a focused tab moves to (and selects) the next tab; the run does not step.
    await page.focus("#tab-explain");
    await page.keyboard.press("ArrowRight");
    await page.waitForSelector('#tab-queues[aria-selected="true"]');
    assert.equal(await page.evaluate(() => document.activeElement.id), "tab-queues");
    await page.keyboard.press("End");
    await page.waitForSelector('#tab-scenario[aria-selected="true"]');
    await page.keyboard.press("ArrowRight");
    await page.waitForSelector('#tab-explain[aria-selected="true"]');
    assert.equal(await page.evaluate(() => document.activeElement.id), "tab-explain");
    await page.keyboard.press(" ");
    assert.equal(await page.getAttribute(".app", "data-step"), "1");
    assert.equal(await page.getAttribute(".app", "data-playing"), "false");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("the page shows its frame and a loading state while the WebAssembly loads", async () => {
  const browser = await chromium.launchPersistentContext(scratchDir("spindle-e2e-"), {
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    // Hold the wasm back until the frame has been checked.
    let release;
    const held = new Promise((r) => { release = r; });
    await page.route("**/*.wasm", async (route) => { await held; await route.continue(); });
    await page.goto(URL, { waitUntil: "domcontentloaded" });
    assert.equal(await page.locator("[data-ready=true]").count(), 0, "the wasm is still held back");
    assert.match(await page.locator("h1").innerText(), /Spindle/);
    assert.match(await page.locator('[role="status"]').first().innerText(), /Loading/);
    release();
    await page.waitForSelector("[data-ready=true]", { timeout: 30_000 });
    await page.waitForSelector("#boot", { state: "detached" });
    assert.equal(await page.locator("h1").count(), 1, "one h1 once the playground runs");
  } finally {
    await browser.close();
  }
});
