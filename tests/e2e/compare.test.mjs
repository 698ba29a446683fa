// Compare, "what changes if I deploy this?": pin the current run as the baseline, change a queue's capacity, and
// the Compare tab lists the very difference `spindle diff` reports for the same two scenarios; the baseline
// survives undo, and unpinning drops it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { open, openBuiltin, blur, openTab, scratchDir } from "./browser.mjs";

const CLI = process.env.SPINDLE_CLI ?? "target/debug/spindle";
const capacity = (q) => `#yarn_scheduler_capacity_${q.replaceAll(".", "_")}_capacity`;

async function setCapacity(page, queue, value) {
  await page.click(`[data-queue="${queue}"] .queue-row`);
  await page.fill(capacity(queue), value);
  await page.press(capacity(queue), "Enter");
}

test("pin, change a queue's capacity, see the difference spindle diff reports, unpin", async () => {
  const { browser, page, errors } = await open();
  try {
    await openBuiltin(page, "three-queues");
    await page.click("#tab-compare");
    await page.click("#compare-pin");
    await page.waitForSelector("#compare-none");
    assert.equal(await page.locator("#compare-baseline-name").innerText(), "Three queues, elastic growth");

    // root.a gets 30 % instead of 10 (b gives up 20): one applied edit.
    await openTab(page, "queues");
    await setCapacity(page, "root.a", "30");
    await setCapacity(page, "root.b", "10");
    await page.waitForSelector("#staged.valid");
    await page.click("#apply-staged");
    await page.waitForSelector("#staged.clean");

    // The CLI's comparison of the same two scenarios: the builtin and the edited one the page saved.
    const current = await page.evaluate(() => localStorage.getItem("spindle.scenario.v1"));
    assert.match(current, /"yarn.scheduler.capacity.root.a.capacity":"30"/);
    const file = join(scratchDir("spindle-compare-"), "b.json");
    writeFileSync(file, current);
    const cli = JSON.parse(execFileSync(CLI, ["diff", "builtin:three-queues", file, "--format", "json"], { encoding: "utf8" }));
    const usage = cli.comparison.differences.find((d) => d.kind === "queue-usage" && d.queue === "root.a");
    assert.ok(usage, `spindle diff reports root.a's use: ${JSON.stringify(cli.comparison.differences)}`);

    await page.click("#tab-compare");
    await page.waitForSelector("#compare-differences");
    const rows = page.locator("#compare-differences li.diff");
    assert.equal(await rows.count(), cli.comparison.differences.length, "the same differences as spindle diff");
    const expected = `${usage.queue}: peak ${usage.peak_a_mb} MB in the baseline, ${usage.peak_b_mb} MB in the current run; ` +
      `mean ${usage.mean_a_mb} MB in the baseline, ${usage.mean_b_mb} MB in the current run`;
    const texts = await page.$$eval('#compare-differences li[data-kind="queue-usage"]', (ls) => ls.map((l) => l.textContent));
    assert.ok(texts.some((t) => t.includes(expected)), `${expected}\nnot in\n${texts.join("\n")}`);
    // Both runs' queue use on one time axis, and where they part.
    assert.equal(await page.locator('#compare-chart-baseline path[data-queue="root.a"]').count(), 1);
    assert.equal(await page.locator('#compare-chart-current path[data-queue="root.a"]').count(), 1);
    const first = await page.getAttribute("#compare-divergences li", "data-step");
    await page.click("#compare-divergences li .go-step");
    await page.waitForSelector(`.app[data-step="${first}"]`);

    // Undo changes the current scenario, not the baseline: the runs are the same again.
    await blur(page);
    await page.keyboard.press("Control+z");
    await page.waitForSelector("#compare-none");
    assert.equal(await page.locator("#compare-baseline-name").innerText(), "Three queues, elastic growth");

    // Another workload cannot be compared, and the view says what differs.
    await openBuiltin(page, "zk-hbase-spark");
    await page.click("#tab-compare");
    await page.waitForSelector("#compare-mismatch");
    assert.match(await page.locator("#compare-mismatch").innerText(),
      /applications\[0\] is batch-a in the baseline, services in the current run/);

    await page.click("#compare-unpin");
    await page.waitForSelector("#compare-pin");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
