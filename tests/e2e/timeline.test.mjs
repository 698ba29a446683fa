// The timeline: the keyboard steps forward and back, the scrubber seeks, Space plays to the end, Reset returns.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, openTab } from "./browser.mjs";

test("step, step back, scrub, play and reset, by keyboard and by mouse", async () => {
  const { browser, page, errors } = await open();
  try {
    for (let i = 1; i <= 3; i++) {
      await page.keyboard.press("ArrowRight");
      await page.waitForSelector(`.app[data-step="${i}"]`);
    }
    assert.equal(await page.locator("[data-container]").count(), 3);
    assert.equal(await page.locator("#placed").innerText(), "3 / 3 placed");
    assert.ok(await page.locator("#step").isDisabled(), "finished");
    await page.keyboard.press("ArrowLeft");
    await page.waitForSelector('.app[data-step="2"]');
    assert.equal(await page.locator("[data-container]").count(), 2);
    assert.match(await page.locator("#clock").innerText(), /step 2 of 3/);

    await page.click("#tab-events");
    assert.equal(await page.locator("#events li").count(), 4, "submitted, activated and two placements so far");
    assert.match(await page.locator("#events li").first().innerText(), /container 2 of zookeeper → node-2/);
    await page.click("#tab-explain");

    await page.locator("#scrubber").fill("0");
    await page.waitForSelector('.app[data-step="0"]');
    assert.equal(await page.locator("[data-container]").count(), 0);

    await page.keyboard.press(" "); // focus is on the scrubber: Space still plays
    await page.waitForSelector('.app[data-step="3"][data-playing="false"]', { timeout: 10_000 });
    assert.equal(await page.locator("[data-container]").count(), 3, "played to the end");
    await page.click("#reset");
    await page.waitForSelector('.app[data-step="0"]');
    assert.equal(await page.locator("#pending .request").count(), 1);

    // A placement flies in from the pending lane, unless the user prefers reduced motion.
    await page.click("#step");
    await page.waitForSelector("svg .chip.fresh.fly");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.click("#step");
    await page.waitForSelector('.app[data-step="2"]');
    assert.equal(await page.locator("svg .chip.fresh").count(), 1);
    assert.equal(await page.locator("svg .chip.fresh.fly").count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

// A new name or description is not something a run reads: the run stays at its step, and nothing says it was
// replayed; undo gives the old name back, still at that step.
test("renaming the scenario keeps the run where it is", async () => {
  const { browser, page, errors } = await open();
  try {
    const before = await page.locator("#scenario-title").innerText();
    for (let i = 1; i <= 3; i++) {
      await page.click("#step");
      await page.waitForSelector(`.app[data-step="${i}"]`);
    }
    await openTab(page, "scenario");
    await page.fill("#name", "My ZooKeeper run");
    await page.press("#name", "Enter");
    await page.waitForFunction(() => document.querySelector("#scenario-title").textContent === "My ZooKeeper run");
    assert.equal(await page.getAttribute(".app", "data-step"), "3");
    assert.equal(await page.locator("#notice").count(), 0, "no notice that the run was replayed");
    await page.waitForFunction(() => JSON.parse(localStorage.getItem("spindle.scenario.v1")).name === "My ZooKeeper run");

    await page.click("#undo");
    await page.waitForFunction((name) => document.querySelector("#scenario-title").textContent === name, before);
    assert.equal(await page.getAttribute(".app", "data-step"), "3");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
