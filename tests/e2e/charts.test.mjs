// The Charts tab on a cluster with more leaf queues than colours (issue 14): only the queues that have used or
// asked for memory are drawn, in the order they started, and the rest are counted.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { open, openTab, openScenarioFile, stepUntil } from "./browser.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const CLI = process.env.SPINDLE_CLI ?? join(ROOT, "target", "debug", "spindle");
const cli = (...args) => execFileSync(CLI, args, { encoding: "utf8" }).trim();

test("twelve leaf queues: the charts draw those that started, in that order, and count the idle ones", async () => {
  const scenario = JSON.parse(cli("url", "decode", cli("url", "encode", "builtin:three-queues")));
  const idle = Array.from({ length: 9 }, (_, i) => `idle${i + 1}`);
  scenario.name = "three queues among twelve";
  scenario["capacity-scheduler"]["yarn.scheduler.capacity.root.queues"] = ["a", "b", "c", ...idle].join(",");
  for (const q of idle) scenario["capacity-scheduler"][`yarn.scheduler.capacity.root.${q}.capacity`] = "0";
  const submit = { "etl-c": 0, "batch-a": 10_000, "reports-b": 600_000 };
  for (const app of scenario.applications) app["submit-ms"] = submit[app.name];

  const { browser, page, errors } = await open();
  try {
    await openScenarioFile(page, scenario, "twelve.json");
    await openTab(page, "charts");
    await page.click("#step");
    await page.waitForSelector("#usage-chart");
    const drawn = () => page.$$eval("#usage-chart .series", (s) => s.map((g) => g.dataset.queue));
    assert.deepEqual(await drawn(), ["root.c"]);
    assert.equal(await page.locator("#idle-queues").innerText(), "11 more leaf queues have used and asked for nothing so far, not drawn");
    assert.match(await page.getAttribute("#usage-chart", "aria-label"), /root\.c uses .*; 11 more leaf queues have used and asked for nothing so far\.$/);
    // c's guarantee holds: one horizontal segment to the end of the axis, however many steps.
    await page.click("#step");
    await page.click("#step");
    assert.match(await page.getAttribute('#usage-chart .series[data-queue="root.c"] .guarantee', "d"), /^M\d+ [\d.]+H\d+$/);

    await stepUntil(page, '#usage-chart .series[data-queue="root.a"]', 200);
    assert.deepEqual(await drawn(), ["root.c", "root.a"], "in the order they started, not tree order");
    assert.deepEqual(await page.$$eval(".chart-legend li:not(.muted)", (l) => l.map((x) => x.textContent)), ["c", "a"]);
    assert.match(await page.locator("#idle-queues").innerText(), /^10 more leaf queues/);
    // Back to before a started: its line goes, and the count comes back.
    await page.click("#back");
    await page.waitForFunction(() => document.querySelectorAll("#usage-chart .series").length === 1);
    assert.match(await page.locator("#idle-queues").innerText(), /^11 more leaf queues/);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
