// Compare, "what changes if I deploy this?": pin the current run as the baseline, change a queue's capacity, and
// the Compare tab lists the very difference `spindle diff` reports for the same two scenarios; the baseline
// survives undo, and unpinning drops it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { open, openBuiltin, blur, openTab, openScenarioFile, scratchDir } from "./browser.mjs";

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

/** A scenario of twenty 64 GB nodes under `handler`, with `applications`. */
const onTwentyNodes = (name, handler, applications) => ({
  name,
  cluster: { racks: [{ name: "r1", nodes: Array.from({ length: 20 }, (_, i) => ({ name: `n${i + 1}`, resource: { "memory-mb": 65536, vcores: 64 } })) }] },
  "yarn-site": { "yarn.resourcemanager.placement-constraints.handler": handler },
  applications,
});

/**
 * Opens `scenario("scheduler")`, pins it as the baseline, switches the handler to the placement-processor and
 * shows the Compare tab with its differences.
 */
async function compareHandlers(page, scenario) {
  await openScenarioFile(page, scenario("scheduler"));
  await page.click("#tab-compare");
  await page.click("#compare-pin");
  await page.waitForSelector("#compare-none");
  await page.selectOption("#handler", "placement-processor");
  await page.click("#tab-compare");
  await page.waitForSelector("#compare-differences");
}

// A step can hold thousands of lines (the placement-processor places a whole batch in one step; on `large-10000` a
// step of 75,000). A step where the runs part shows the lines both runs share at its start and end as a count, and
// at most 20 lines a run from where they part, the rest counted: the numbers and lines are those of `spindle run
// --format log` for the two scenarios.
test("a long step where the runs part shows what differs and counts the rest", async () => {
  const scenario = (handler) => onTwentyNodes("One batch of 120", handler, [{ name: "batch", requests: [{
    "allocation-tags": ["w"], count: 120, resource: { "memory-mb": 1024, vcores: 1 }, constraint: "NOTIN,NODE,x" }] }]);
  // Each scenario's steps, as the CLI writes them: one list of lines a step.
  const dir = scratchDir("spindle-compare-steps-");
  const steps = (handler) => {
    const file = join(dir, `${handler}.json`);
    writeFileSync(file, JSON.stringify(scenario(handler)));
    const out = [];
    for (const line of execFileSync(CLI, ["run", file, "--format", "log"], { encoding: "utf8" }).split("\n")) {
      if (line.startsWith("# step")) out.push([]);
      else if (line.trim()) out.at(-1).push(line.trim());
    }
    return out;
  };
  const [a, b] = [steps("scheduler"), steps("placement-processor")];
  // The first five steps whose lines differ: the shared start, each run's lines between, the shared end.
  const expected = [];
  for (let i = 0; i < Math.max(a.length, b.length) && expected.length < 5; i++) {
    const [x, y] = [a[i] ?? [], b[i] ?? []];
    if (x.join("\n") === y.join("\n")) continue;
    let before = 0;
    while (before < Math.min(x.length, y.length) && x[before] === y[before]) before++;
    let after = 0;
    while (after < Math.min(x.length, y.length) - before && x.at(-1 - after) === y.at(-1 - after)) after++;
    const part = (l, run) => run === undefined ? { text: "(the run had ended)", more: 0 } : {
      text: l.slice(before, l.length - after).slice(0, 20).join("\n") || "(no other lines)",
      more: Math.max(0, l.length - after - before - 20),
    };
    expected.push({ step: String(i + 1), before, after, a: part(x, a[i]), b: part(y, b[i]) });
  }
  assert.ok(expected[0].before > 0 && expected[0].b.more > 0, JSON.stringify(expected[0]));

  const { browser, page, errors } = await open();
  try {
    await compareHandlers(page, scenario);
    await page.waitForSelector("#compare-divergences");
    const shown = await page.$$eval("#compare-divergences > li", (items) => items.map((li) => {
      const count = (which) => {
        const p = li.querySelector(`[data-shared="${which}"]`);
        return p ? Number(p.textContent.match(/Its (?:first|last) ([\d,]+ lines are|line is)/)[1].replace(/\D/g, "") || 1) : 0;
      };
      const part = (div) => ({
        text: div.querySelector("pre").textContent,
        more: Number(div.querySelector(".more-lines")?.textContent.match(/…and ([\d,]+) more line/)[1].replace(/,/g, "") ?? 0),
      });
      const [x, y] = li.querySelectorAll(".divergence-pair > div");
      return { step: li.dataset.step, before: count("before"), after: count("after"), a: part(x), b: part(y) };
    }));
    assert.deepEqual(shown, expected);
    // The first step: the shared lines in words, twenty of the batch's lines, and how many more there are.
    const first = page.locator("#compare-divergences > li").first();
    assert.equal(await first.locator('[data-shared="before"]').innerText(),
      `Its first ${expected[0].before} lines are the same in both runs; from where they part:`);
    assert.equal(await first.locator(".more-lines").innerText(), `…and ${expected[0].b.more} more lines`);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

// A real cluster's applications compared under another handler gave thousands of differences and a row of waits
// each: both lists are drawn 200 at a time, in `spindle diff`'s order, with a sentence and buttons for more.
test("long lists of differences and waits are drawn a part at a time", async () => {
  const scenario = (handler) => onTwentyNodes("Many small applications", handler, Array.from({ length: 250 }, (_, i) => ({
    name: `job-${i}`, "submit-ms": i * 10,
    requests: [{ "allocation-tags": ["w"], count: 2, resource: { "memory-mb": 1024, vcores: 1 }, constraint: "NOTIN,NODE,x" }] })));
  const dir = scratchDir("spindle-compare-long-");
  const files = ["scheduler", "placement-processor"].map((h) => {
    const file = join(dir, `${h}.json`);
    writeFileSync(file, JSON.stringify(scenario(h)));
    return file;
  });
  const kinds = JSON.parse(execFileSync(CLI, ["diff", ...files, "--format", "json"], { encoding: "utf8" }))
    .comparison.differences.map((d) => d.kind);
  assert.ok(kinds.length > 400, `${kinds.length} differences`);

  const { browser, page, errors } = await open();
  try {
    await compareHandlers(page, scenario);
    const drawnKinds = () => page.$$eval("#compare-differences li.diff", (ls) => ls.map((l) => l.dataset.kind));
    assert.equal(await page.locator("#compare h3").first().textContent(), `Differences (${kinds.length})`);
    assert.deepEqual(await drawnKinds(), kinds.slice(0, 200));
    assert.equal(await page.locator("#differences-not-drawn span").innerText(), `200 of the ${kinds.length} differences are drawn.`);
    assert.equal(await page.locator("#draw-more-differences").innerText(), "Draw 200 more");
    await page.click("#draw-more-differences");
    await page.waitForFunction(() => document.querySelectorAll("#compare-differences li.diff").length === 400);
    await page.click("#draw-all-differences");
    await page.waitForSelector("#differences-not-drawn", { state: "detached" });
    assert.deepEqual(await drawnKinds(), kinds);

    const apps = () => page.$$eval("#compare-waits tbody tr", (rs) => rs.map((r) => r.dataset.app));
    assert.deepEqual(await apps(), Array.from({ length: 200 }, (_, i) => `job-${i}`));
    assert.equal(await page.locator("#waits-not-drawn span").innerText(), "200 of the 250 applications are drawn.");
    assert.equal(await page.locator("#draw-more-waits").innerText(), "Draw 50 more");
    await page.click("#draw-all-waits");
    await page.waitForSelector("#waits-not-drawn", { state: "detached" });
    assert.deepEqual(await apps(), Array.from({ length: 250 }, (_, i) => `job-${i}`));
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
