// The placement-constraints handler picker: Hadoop's default, `disabled`, rejects the ZooKeeper SchedulingRequest
// with YARN's own message (on a card in the pending lane and in the event log); `scheduler` places it. Each
// switch is an undoable edit that restarts the run.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, blur, stepUntil } from "./browser.mjs";

test("disabled rejects the zk request with YARN's reason; scheduler places it", async () => {
  const { browser, page, errors } = await open();
  try {
    assert.equal(await page.inputValue("#handler"), "scheduler", "the built-in scenario sets the scheduler handler");
    assert.match(await page.locator('#handler option[value="disabled"]').innerText(), /disabled \(default\)/);

    await page.selectOption("#handler", "disabled");
    await page.waitForSelector('.app[data-step="0"]');
    await stepUntil(page, '#pending .request.rejected[data-rejected="0-0"]', 5);
    const card = page.locator('#pending .request.rejected[data-rejected="0-0"]');
    assert.match(await card.innerText(), /zookeeper[\s\S]*3 rejected[\s\S]*YarnException · handler disabled/);
    assert.match(await card.innerText(), /Found non empty SchedulingRequest in AllocateRequest for application=appattempt_\d+_0001_000001, but the configured yarn\.resourcemanager\.placement-constraints\.handler cannot handle placement constraints/);
    assert.equal(await page.locator("svg [data-container]").count(), 0, "nothing placed");
    await page.click("#tab-events");
    const rejected = page.locator("#events li", { hasText: "rejected (YarnException)" });
    assert.equal(await rejected.count(), 1);
    assert.match(await rejected.locator(".bad").innerText(), /3 container\(s\) of zookeeper request #0 rejected/);

    const at = await page.getAttribute(".app", "data-step");
    await page.selectOption("#handler", "scheduler");
    // The edit replays the new run to the step the user was at, and says so.
    await page.waitForSelector(`#notice:has-text("replayed to step ${at}")`);
    assert.equal(await page.getAttribute(".app", "data-step"), at);
    assert.equal(await page.locator("#pending .request.rejected").count(), 0);
    await page.click("#reset");
    await page.waitForSelector('.app[data-step="0"]');
    await page.click("#step");
    await page.waitForSelector('.app[data-step="1"]');
    assert.equal(await page.locator("svg [data-container]").count(), 1, "placed under the scheduler handler");
    assert.equal(await page.locator("#events li", { hasText: "rejected" }).count(), 0);

    await blur(page);
    await page.keyboard.press("Control+z");
    await page.waitForFunction(() => document.querySelector("#handler").value === "disabled");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
