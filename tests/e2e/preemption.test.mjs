// Preemption in the three-queue scenario: the scheduling monitor is switched on and max_wait_before_kill
// shortened in the Queues tab; batch-a's newest container is marked (it flashes and keeps an outline), its round's
// report explains the queues' numbers and why this container, then it is killed and leaves; the charts show a line
// per leaf queue and the round's bars.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, openBuiltin, fieldId, stepUntil, openTab } from "./browser.mjs";

const PREFIX = "yarn.resourcemanager.monitor.capacity.preemption.";
const cell = (page, queue, col) => page.locator(`#round-queues tbody[data-queue="${queue}"] td[data-col="${col}"]`).innerText();

test("watch a preemption happen: marked, explained, killed, charted", async () => {
  const { browser, page, errors } = await open();
  try {
    await openBuiltin(page, "three-queues");
    await page.click("#tab-charts");
    assert.match(await page.locator("#charts").innerText(), /Step or play the run/);
    await openTab(page, "queues");
    assert.equal(await page.isChecked("#monitor-enable"), false, "off, as in Hadoop");
    assert.equal(await page.getAttribute(fieldId(`yarn-site.${PREFIX}max_wait_before_kill`), "placeholder"), "15000");
    await page.check("#monitor-enable");
    await page.waitForSelector("#preemption-settings:not(.off)");
    await page.fill(fieldId(`yarn-site.${PREFIX}max_wait_before_kill`), "6000");
    await page.press(fieldId(`yarn-site.${PREFIX}max_wait_before_kill`), "Enter");
    await page.waitForSelector('.app[data-step="0"]');

    // Marked: the chip flashes and keeps its outline.
    const markedAt = await stepUntil(page, "svg .chip.marked", 60);
    const chip = page.locator("svg .chip.marked");
    assert.equal(await chip.count(), 1);
    assert.match(await chip.getAttribute("class"), /\bmarking\b/, "it flashes in the step that marks it");
    const id = await chip.getAttribute("data-container");
    assert.match(await chip.getAttribute("aria-label"), /marked for preemption/);
    await page.click("#tab-events");
    assert.match(await page.locator(`#events li[data-round="${markedAt}"]`, { hasText: "marked for preemption" }).innerText(),
      new RegExp(`container ${id} of batch-a on node-\\d \\(root\\.a\\) marked for preemption; killed at \\d+ ms`));
    assert.equal(await page.locator(`#events li[data-round="${markedAt}"]`, { hasText: "1 newly marked" }).count(), 1);

    // Its round's report: the queues' numbers and why this one.
    await page.click(`svg .chip.marked[data-container="${id}"] rect`);
    await page.waitForSelector(`#explain.round[data-round="${markedAt}"]`);
    assert.match(await page.locator("#round-summary").innerText(), /Selected 1 container \(1 GB\) of the 10 GB a round may take/);
    assert.equal(await cell(page, "root.a", "guaranteed"), "10 GB");
    assert.equal(await cell(page, "root.a", "used"), "100 GB");
    assert.equal(await cell(page, "root.a", "ideal"), "99 GB");
    assert.equal(await cell(page, "root.b", "used"), "0 MB");
    assert.equal(await cell(page, "root.b", "ideal"), "1 GB");
    assert.match(await page.locator('#round-queues tbody[data-queue="root.b"] .reasons-row').innerText(), /it is owed 1024 MB/);
    const focus = page.locator(`#round-focus[data-container="${id}"]`);
    assert.match(await focus.innerText(), /#1 of 1 selected/);
    assert.match(await focus.innerText(), /queue root\.a is over its ideal by 1024 MB[\s\S]*newest first \(container id \d+\)/);
    assert.equal(await page.getAttribute(`#round-selected li[data-container="${id}"]`, "data-action"), "marked");
    assert.match(await page.locator("#round-notes").innerText(), /ignores placement constraints/);

    // Still marked a step later, no longer flashing; then killed, it leaves.
    await page.click("#step");
    assert.doesNotMatch(await page.locator(`svg .chip[data-container="${id}"]`).getAttribute("class"), /\bmarking\b/);
    assert.equal(await page.getAttribute(`svg .chip[data-container="${id}"]`, "data-state"), "marked");
    const killedAt = await stepUntil(page, `svg .chip.preempted[data-container="${id}"]`, 20);
    assert.equal(await page.locator(`svg .chip.marked[data-container="${id}"]`).count(), 0);
    await page.click("#step");
    assert.equal(await page.locator(`svg [data-container="${id}"]`).count(), 0, "gone");
    await page.click("#tab-events");
    const kill = page.locator(`#events li[data-round="${killedAt}"]`, { hasText: `container ${id} of batch-a` });
    assert.match(await kill.innerText(), /ended \(Preempted\)/);
    await kill.locator("button").click();
    await page.waitForSelector(`#explain.round[data-round="${killedAt}"]`);
    assert.equal(await page.getAttribute(`#round-selected li[data-container="${id}"]`, "data-action"), "killed");

    // Charts: a line per leaf queue, and the rounds that marked and killed.
    await page.click("#tab-charts");
    assert.deepEqual(await page.$$eval("#usage-chart .series", (s) => s.map((g) => g.dataset.queue)), ["root.a", "root.b", "root.c"]);
    for (const path of await page.$$eval("#usage-chart .series path", (p) => p.map((x) => x.getAttribute("d")))) {
      // Corners where the value changed; a value held to the end is one last horizontal run.
      assert.match(path, /^M\d+ [\d.]+(H\d+V[\d.]+)*H\d+(V[\d.]+)?$/);
    }
    const bars = await page.$$eval("#rounds-chart .round-bar", (b) => b.map((x) => [Number(x.dataset.marked), Number(x.dataset.killed)]));
    assert.ok(bars.some(([m]) => m > 0), `a round that marked: ${bars}`);
    assert.ok(bars.some(([, k]) => k > 0), `a round that killed: ${bars}`);
    await page.click(`#rounds-chart .round-bar[data-step="${killedAt}"] rect.killed`);
    await page.waitForSelector(`#explain.round[data-round="${killedAt}"]`);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
