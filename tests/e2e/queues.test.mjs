// Editing the Capacity Scheduler's queues: a change is staged and checked by the core's own validation (the
// wrong sum is shown with its key, at its field and beside the parent, and Apply stays disabled), fixed and
// applied as one edit (the bars follow), then undone with Ctrl+Z. Queue names are text, never markup.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, openBuiltin, openScenarioFile, blur, openTab } from "./browser.mjs";

const capacity = (q) => `#yarn_scheduler_capacity_${q.replaceAll(".", "_")}_capacity`;
const guaranteed = (page, q) => page.getAttribute(`[data-queue="${q}"] .qbar`, "data-guaranteed");

test("stage an invalid queue change, fix it, apply it, undo it", async () => {
  const { browser, page, errors } = await open();
  try {
    await openBuiltin(page, "three-queues");
    await openTab(page, "queues");
    assert.deepEqual(await page.$$eval("#queue-tree [data-queue]", (qs) => qs.map((q) => q.dataset.queue)),
      ["root", "root.a", "root.b", "root.c"]);
    assert.equal(await guaranteed(page, "root.a"), "10240", "10 % of 100 GB");
    assert.match(await page.getAttribute('[data-queue="root.a"] .qbar', "aria-label"),
      /queue root\.a: used .*guaranteed 10 GB .*\(10% of the partition\), maximum 100 GB/);
    assert.equal(await page.locator("#apply-staged").count(), 0, "nothing staged yet");

    // 20 + 30 + 60 = 110: the core says so, at the key, and Apply is disabled.
    await page.click('[data-queue="root.a"] .queue-row');
    await page.waitForSelector('#queue-form[data-queue="root.a"]');
    await page.fill(capacity("root.a"), "20");
    await page.press(capacity("root.a"), "Enter");
    await page.waitForSelector("#staged.invalid");
    assert.match(await page.locator("#staged-status").innerText(), /1 change staged; 1 error/);
    const problem = page.locator("#config-problems li.error");
    assert.equal(await problem.count(), 1);
    assert.equal(await problem.getAttribute("data-key"), "yarn.scheduler.capacity.root.a.capacity");
    assert.match(await problem.innerText(), /root\.a\.capacity\s*children of root sum to 110, must be 100/);
    assert.match(await page.locator(`${capacity("root.a")} + .field-error`).innerText(), /sum to 110/);
    assert.equal(await page.getAttribute(capacity("root.a"), "aria-invalid"), "true");
    assert.equal((await page.locator('[data-queue="root"] .qsum.bad').innerText()).trim(), "Σ 110%");
    assert.ok(await page.locator("#apply-staged").isDisabled());
    assert.equal(await guaranteed(page, "root.a"), "10240", "nothing applied");

    // b gives up 10: valid, applied, the bars follow.
    await page.click('[data-queue="root.b"] .queue-row');
    await page.fill(capacity("root.b"), "20");
    await page.press(capacity("root.b"), "Enter");
    await page.waitForSelector("#staged.valid");
    assert.equal(await page.locator("#config-problems").count(), 0);
    assert.match(await page.locator("#staged-status").innerText(), /2 changes staged; the Capacity Scheduler accepts them/);
    await page.click("#apply-staged");
    await page.waitForSelector("#staged.clean");
    assert.equal(await guaranteed(page, "root.a"), "20480");
    assert.equal(await guaranteed(page, "root.b"), "20480");

    // One Ctrl+Z undoes the whole change.
    await blur(page);
    await page.keyboard.press("Control+z");
    await page.waitForFunction(() =>
      document.querySelector('[data-queue="root.a"] .qbar')?.getAttribute("data-guaranteed") === "10240");
    assert.equal(await guaranteed(page, "root.b"), "30720");

    // A child queue with a hostile name: shown as text, flagged as new until applied.
    await page.click('[data-queue="root.c"] .queue-row');
    await page.fill("#new-child-name", "<b>x</b>");
    await page.click("#add-child");
    await page.waitForSelector('[data-queue="root.c.<b>x</b>"]');
    assert.equal(await page.locator("#queue-tree b").count(), 0);
    assert.match(await page.locator('[data-queue="root.c.<b>x</b>"] .qnew').innerText(), /new: apply to see it/);
    await page.click("#discard-staged");
    await page.waitForSelector("#staged.clean");
    assert.equal(await page.locator('[data-queue="root.c.<b>x</b>"]').count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("queues of a labelled cluster are shown and edited per partition", async () => {
  const { browser, page, errors } = await open();
  try {
    await openBuiltin(page, "labels");
    await openTab(page, "queues");
    const partitions = await page.$$eval("#partition-switch [data-partition]", (b) => b.map((x) => x.dataset.partition));
    assert.ok(partitions.length > 1 && partitions[0] === "", `partitions: ${partitions}`);
    const label = partitions[1];
    await page.click(`#partition-switch [data-partition="${label}"]`);
    await page.waitForSelector(`#partition-switch [data-partition="${label}"][aria-checked="true"]`);
    await page.click("#queue-tree li:nth-child(2) .queue-row");
    assert.match(await page.locator("#queue-form .field .label").first().innerText(), new RegExp(`Capacity \\(%\\) on ${label}`));
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a tree of thousands of queues opens to the levels that fit; a parent's button shows and hides its queues", async () => {
  const { browser, page, errors } = await open();
  try {
    // root, 20 departments of 10 teams of 20 leaves: 4,221 queues, as a real capacity-scheduler.xml can have.
    await openBuiltin(page, "three-queues");
    const scenario = JSON.parse(await page.evaluate(() => localStorage.getItem("spindle.scenario.v1")));
    const cs = {};
    const level = (parent, names, capacity) => {
      cs[`yarn.scheduler.capacity.${parent}.queues`] = names.join(",");
      for (const n of names) cs[`yarn.scheduler.capacity.${parent}.${n}.capacity`] = capacity;
      return names.map((n) => `${parent}.${n}`);
    };
    const range = (n) => Array.from({ length: n }, (_, i) => i);
    for (const d of level("root", range(20).map((i) => `d${i}`), "5")) {
      for (const t of level(d, range(10).map((j) => `${d.slice(5)}t${j}`), "10")) {
        level(t, range(20).map((k) => `${t.split(".").pop()}l${k}`), "5");
      }
    }
    scenario.name = "4,221 queues";
    scenario["capacity-scheduler"] = cs;
    scenario.applications.forEach((a, i) => { a.queue = `d${i}t0l0`; });
    await openScenarioFile(page, scenario, "many.json");
    await openTab(page, "queues");
    const rows = () => page.locator("#queue-tree > li").count();
    assert.equal(await rows(), 221, "root, the departments and the teams: the levels within 500 rows");
    assert.equal(await page.getAttribute('[data-queue="root.d0"]', "aria-expanded"), "true");
    const team = '[data-queue="root.d0.d0t0"]';
    assert.equal(await page.getAttribute(team, "aria-expanded"), "false");
    assert.equal(await page.getAttribute(`${team} .qtoggle`, "aria-label"), "Show the 20 queues under root.d0.d0t0");
    assert.equal(await page.getAttribute('[data-queue="root"] .qtoggle', "aria-label"), "Hide the 4220 queues under root");

    // Open a team: its leaves come right under it.
    await page.click(`${team} .qtoggle`);
    await page.waitForSelector('#queue-tree [data-queue="root.d0.d0t0.d0t0l0"]');
    assert.equal(await rows(), 241);
    assert.equal(await page.getAttribute(team, "aria-expanded"), "true");
    const order = await page.$$eval("#queue-tree > li", (l) => l.slice(3, 24).map((x) => x.dataset.queue));
    assert.deepEqual(order, [...range(20).map((k) => `root.d0.d0t0.d0t0l${k}`), "root.d0.d0t1"]);
    // The bars stay in one column whatever the depth.
    const x = (q) => page.locator(`[data-queue="${q}"] .qbar`).boundingBox().then((b) => b.x);
    assert.equal(await x("root.d0.d0t0.d0t0l0"), await x("root"));

    // A wrong capacity on a leaf, the leaf's team closed, another queue selected: picking the problem's key opens
    // the team again and selects the leaf.
    const leaf = "root.d0.d0t0.d0t0l0";
    await page.click(`[data-queue="${leaf}"] .queue-row`);
    await page.fill(capacity(leaf), "30");
    await page.press(capacity(leaf), "Enter");
    await page.waitForSelector("#staged.invalid");
    await page.click(`${team} .qtoggle`);
    await page.waitForSelector(`#queue-tree [data-queue="${leaf}"]`, { state: "detached" });
    await page.click('[data-queue="root"] .queue-row');
    await page.waitForSelector('#queue-form[data-queue="root"]');
    await page.click(`#config-problems li[data-key="yarn.scheduler.capacity.${leaf}.capacity"] button`);
    await page.waitForSelector(`#queue-tree [data-queue="${leaf}"][aria-selected="true"]`);
    assert.equal(await page.getAttribute(team, "aria-expanded"), "true");

    // Closing a department hides everything under it; the run still steps with the tab open.
    await page.click('[data-queue="root.d1"] .qtoggle');
    await page.waitForSelector('#queue-tree [data-queue="root.d1.d1t0"]', { state: "detached" });
    assert.equal(await rows(), 231);
    await page.click("#step");
    await page.waitForSelector('.app[data-step="1"]');
    // What the user opened and closed outlives a visit to another tab.
    await openTab(page, "charts");
    await openTab(page, "queues");
    assert.equal(await rows(), 231);
    assert.equal(await page.getAttribute('[data-queue="root.d1"]', "aria-expanded"), "false");
    assert.equal(await page.getAttribute(team, "aria-expanded"), "true");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
