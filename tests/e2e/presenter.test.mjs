// Presenter mode (a projector): larger type, a single-rack cluster fitted to a 1280×720 screen without scrolling,
// panels that collapse and expand (kept across a reload); and glossary links in the Explain panel and in a
// preemption round's report.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, openBuiltin, stepUntil, screenshot } from "./browser.mjs";

const fontSize = (page, sel) => page.locator(sel).first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));

for (const scheme of ["light", "dark"]) {
  test(`presenter mode fits a single-rack cluster at 1280×720 and panels collapse, ${scheme}`, async () => {
    const { browser, page, errors } = await open({ colorScheme: scheme });
    try {
      await openBuiltin(page, "three-queues-preemption");
      assert.equal(await page.locator("svg .rack").count(), 1, "a single-rack cluster");
      const before = await fontSize(page, ".tab");
      await page.click("#toggle-presenter");
      await page.waitForSelector(".app.presenter .cluster.fitted");
      assert.ok((await fontSize(page, ".tab")) > before, "type is larger");
      await page.waitForFunction(() => Number(document.querySelector(".cluster").dataset.columns) > 1);
      const fit = await page.evaluate(() => {
        const box = document.querySelector(".cluster");
        const nodes = [...document.querySelectorAll("svg .node")].map((n) => n.getBoundingClientRect());
        return { sh: box.scrollHeight, ch: box.clientHeight, sw: box.scrollWidth, cw: box.clientWidth, n: nodes.length,
          inside: nodes.every((r) => r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth) };
      });
      assert.ok(fit.n > 1);
      assert.ok(fit.sh <= fit.ch && fit.sw <= fit.cw, JSON.stringify(fit));
      assert.ok(fit.inside, "every node is within the viewport");
      await screenshot(page, `presenter-${scheme}`);

      for (const panel of ["inspector", "pending"]) {
        await page.click(`[data-panel-toggle="${panel}"]`);
        await page.waitForSelector(`.collapsed-strip[data-panel="${panel}"]`);
      }
      assert.equal(await page.locator("#panel").count(), 0, "the inspector is folded away");
      assert.equal(await page.locator("#pending").count(), 0);
      await page.reload();
      await page.waitForSelector("[data-ready=true]");
      assert.equal(await page.locator(".app.presenter").count(), 1, "presenter mode is kept");
      assert.equal(await page.locator('.collapsed-strip[data-panel="inspector"]').count(), 1, "collapsed panels are kept");
      await screenshot(page, `presenter-collapsed-${scheme}`);
      for (const panel of ["inspector", "pending"]) {
        await page.click(`.collapsed-strip[data-panel="${panel}"] [data-panel-toggle]`);
      }
      await page.waitForSelector("#panel");
      await page.waitForSelector("#pending");
      await page.keyboard.press("p");
      await page.waitForSelector(".app:not(.presenter)");
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });
}

test("the lesson panel collapses and expands", async () => {
  const { browser, page, errors } = await open({ path: "#lesson=zk-anti-affinity" });
  try {
    await page.waitForSelector("#lesson");
    await page.click('#lesson [data-panel-toggle="lesson"]');
    await page.waitForSelector('.collapsed-strip[data-panel="lesson"]');
    assert.equal(await page.locator("#lesson").count(), 0);
    await page.click('.collapsed-strip[data-panel="lesson"] [data-panel-toggle]');
    await page.waitForSelector("#lesson");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("terms in the Explain panel and in a preemption report open the glossary at that term", async () => {
  const { browser, page, errors } = await open();
  try {
    await page.click("#step");
    await page.click('#pending [data-request="0-0"]');
    await page.click('#fit-table tr button');
    await page.waitForSelector("#verdict .term-link");
    const link = page.locator("#explain .term-link").first();
    const term = await link.getAttribute("data-term");
    await link.click();
    await page.waitForSelector("#glossary");
    assert.equal(await page.getAttribute("#glossary .glossary-term.focused", "data-term"), term);
    await page.click("#close-glossary");

    await openBuiltin(page, "three-queues-preemption");
    await stepUntil(page, "svg .chip.marked", 60);
    await page.click("svg .chip.marked rect");
    await page.waitForSelector("#round-focus");
    const r = page.locator('#explain.round .term-link[data-term]').first();
    const rterm = await r.getAttribute("data-term");
    await r.click();
    await page.waitForSelector("#glossary");
    assert.equal(await page.getAttribute("#glossary .glossary-term.focused", "data-term"), rterm);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
