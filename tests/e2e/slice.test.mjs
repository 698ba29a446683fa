// The first vertical slice (issue 2): the built-in zk scenario, placed one container per Step by the core.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, screenshot } from "./browser.mjs";

test("three Steps place three zk containers on three distinct nodes, without console errors", async () => {
  const { browser, page, errors } = await open();
  try {
    assert.equal(await page.locator("[data-node]").count(), 6, "two racks of three nodes");
    assert.equal(await page.locator("[data-rack]").count(), 2);
    const pending = page.locator("#pending .request");
    assert.equal(await pending.count(), 1);
    assert.match(await pending.innerText(), /zookeeper[\s\S]*3 of 3 left[\s\S]*zk[\s\S]*NOTIN,NODE,zk/);

    for (let i = 1; i <= 3; i++) {
      await page.click("#step");
      await page.waitForSelector(`.app[data-step="${i}"]`);
      assert.equal(await page.locator("[data-container]").count(), i, `after step ${i}`);
    }

    const nodesWithZk = await page.$$eval("[data-node]", (nodes) =>
      nodes.filter((n) => n.querySelector("[data-container]")).map((n) => n.getAttribute("data-node")));
    assert.equal(nodesWithZk.length, 3, `three distinct nodes, got ${nodesWithZk}`);
    for (const n of nodesWithZk) {
      assert.equal(await page.locator(`[data-node="${n}"] [data-container]`).count(), 1, `one zk on ${n}`);
    }
    assert.equal(await page.locator("#pending-empty").count(), 1, "nothing left pending");
    assert.ok(await page.locator("#step").isDisabled(), "Step is disabled when the run is finished");
    await screenshot(page, "slice-light");
    assert.deepEqual(errors, [], "no console errors");
  } finally {
    await browser.close();
  }
});

test("step back undoes the last placement exactly", async () => {
  const { browser, page, errors } = await open();
  try {
    await page.click("#step");
    await page.click("#step");
    await page.waitForSelector('.app[data-step="2"]');
    const before = await page.$$eval("[data-container]", (cs) => cs.map((c) => c.closest("[data-node]").dataset.node));
    await page.click("#step");
    await page.waitForSelector('.app[data-step="3"]');
    await page.click("text=◀ Back");
    await page.waitForSelector('.app[data-step="2"]');
    const after = await page.$$eval("[data-container]", (cs) => cs.map((c) => c.closest("[data-node]").dataset.node));
    assert.deepEqual(after, before);
    assert.match(await page.locator("#pending .request").innerText(), /1 of 3 left/);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
