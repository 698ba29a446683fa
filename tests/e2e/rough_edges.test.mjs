// The playground's rough edges found by trying it as a new user would (issue 13, defects 3, 4, 5, 6, 9 and 10,
// and the link errors' details): each test here failed before its fix.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { open, openBuiltin, fieldId, stepUntil, blur, screenshot, openTab, scratchDir } from "./browser.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const CLI = process.env.SPINDLE_CLI ?? join(ROOT, "target", "debug", "spindle");
const cli = (...args) => execFileSync(CLI, args, { encoding: "utf8" }).trim();
const fixture = (name) => readFileSync(join(ROOT, "tests", "fixtures", "links", "v1", `${name}.txt`), "utf8").trim();
/** A link to a built-in scenario changed by `change` (the scenario's JSON, edited in place). */
function linkTo(name, change) {
  const scenario = JSON.parse(cli("url", "decode", cli("url", "encode", `builtin:${name}`)));
  change(scenario);
  const file = join(scratchDir("spindle-e2e-"), "s.json");
  writeFileSync(file, JSON.stringify(scenario));
  return cli("url", "encode", file);
}
const noSideScroll = (page) => page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
const overlaps = (a, b) => a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

test("a damaged link: the user's sentence, with the decoder's own words behind a disclosure", async () => {
  const { browser, page, errors } = await open({ path: fixture("labels").slice(0, 300) + "L" });
  try {
    const notice = page.locator("#notice.error");
    assert.match(await notice.innerText(), /damaged near the end — was it copied whole\?/);
    const details = notice.locator("details");
    assert.equal(await details.count(), 1, "the technical details sit behind a disclosure");
    assert.equal(await details.getAttribute("open"), null, "closed at first");
    await details.locator("summary").click();
    assert.match(await details.innerText(), /symbol|offset|byte/i, "the decoder's own message");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

for (const [width, height, name] of [[390, 844, "phone"], [768, 1024, "tablet"]]) {
  for (const colorScheme of ["light", "dark"]) {
    test(`${name} (${width} px, ${colorScheme}): nothing overflows, nothing is cut off, no tab overlaps another`, async () => {
      const { browser, page, errors } = await open({ viewport: { width, height }, colorScheme });
      try {
        const [doc, view] = await noSideScroll(page);
        assert.equal(doc, view, `the document is as wide as the viewport (${doc} vs ${view})`);
        for (const sel of ["#theme", "#share", ".tabs"]) {
          const b = await page.locator(sel).boundingBox();
          assert.ok(b.x >= 0 && b.x + b.width <= width + 0.5, `${sel} is inside the viewport (${b.x}+${b.width})`);
        }
        const tabs = await page.$$eval('[role="tab"]', (ts) => ts.map((t) => t.getBoundingClientRect().toJSON()));
        for (const t of tabs) assert.ok(t.x >= 0 && t.right <= width + 0.5, `a tab is cut off (${JSON.stringify(t)})`);
        for (let i = 0; i < tabs.length; i++) {
          for (let j = i + 1; j < tabs.length; j++) assert.ok(!overlaps(tabs[i], tabs[j]), `tabs ${i} and ${j} overlap`);
        }
        const racks = await page.$$eval(".cluster .rack-frame", (rs) => rs.map((r) => r.getBoundingClientRect().toJSON()));
        assert.ok(racks.length >= 2);
        for (const r of racks) assert.ok(r.x >= 0 && r.right <= width + 0.5, `a rack is cut off (${JSON.stringify(r)})`);
        await screenshot(page, `${name}-${colorScheme}`);
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    });
  }
}

test("tablet: a marked container's report scrolls into view; the preemption tunables' labels stay apart", async () => {
  const { browser, page, errors } = await open({ viewport: { width: 768, height: 1024 } });
  try {
    await openBuiltin(page, "three-queues-preemption");
    await stepUntil(page, "svg .chip.marked", 80);
    await page.click("svg .chip.marked rect");
    await page.waitForSelector("#explain.round");
    await page.waitForFunction(() => {
      const r = document.querySelector("#explain.round").getBoundingClientRect();
      return r.top >= 0 && r.top < window.innerHeight;
    }, null, { timeout: 5000 });
    await openTab(page, "queues");
    // The Queues tab is a chunk, fetched the first time it is shown.
    await page.waitForSelector("#preemption-settings .tunables label");
    const labels = await page.$$eval("#preemption-settings .tunables label", (ls) => ls.map((l) => l.getBoundingClientRect().toJSON()));
    assert.ok(labels.length >= 5);
    for (let i = 0; i < labels.length; i++) {
      for (let j = i + 1; j < labels.length; j++) assert.ok(!overlaps(labels[i], labels[j]), `labels ${i} and ${j} overlap`);
    }
    const inside = await page.$$eval("#preemption-settings .tunables label", (ls) =>
      ls.every((l) => l.scrollWidth <= l.clientWidth + 1));
    assert.ok(inside, "no label runs past its box");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("an application that has not arrived yet: 'arrives at N s' in Explain, not counted as pending", async () => {
  const link = linkTo("three-queues", (s) => { s.applications[0]["submit-ms"] = 60000; });
  const { browser, page, errors } = await open({ path: link });
  try {
    await page.click('#pending [data-request="0-0"]');
    await page.waitForSelector("#fit-summary");
    const summary = await page.locator("#fit-summary").innerText();
    assert.match(summary, /Not submitted yet: \S+ arrives at \d+\.\d s/);
    assert.doesNotMatch(summary, /Fits on/);
    await page.click("#tab-charts");
    await page.click("#step");
    await page.waitForSelector("#pending-chart");
    assert.ok(await page.locator("#pending .request.arriving").count() > 0, "the late application is still to come");
    const waiting = await page.$$eval("#pending .request:not(.arriving) .left",
      (ls) => ls.reduce((n, l) => n + parseInt(l.textContent, 10), 0));
    assert.match(await page.getAttribute("#pending-chart", "aria-label"), new RegExp(`^${waiting} containers pending now`));
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("names: the preemption report names the application; a request is named alike in Explain, Events and the editor", async () => {
  const { browser, page, errors } = await open();
  try {
    await openBuiltin(page, "three-queues-preemption");
    await stepUntil(page, "svg .chip.marked", 80);
    await page.click("svg .chip.marked rect");
    await page.waitForSelector("#round-focus");
    const why = await page.locator("#explain.round").innerText();
    assert.doesNotMatch(why, /\bapp \d+\b/, "no application is called by its number");
    assert.match(why, /batch-a is the 1st application visited/);

    await openBuiltin(page, "zk-anti-affinity");
    await page.click("#step");
    await page.click('#pending [data-request="0-0"]');
    const head = await page.locator("#explain h2").innerText();
    const named = head.match(/request #\d+/)?.[0];
    assert.ok(named, head);
    // Events name a request only where the placement processor handles it: the same words there.
    await page.selectOption("#handler", "placement-processor");
    await page.click("#step");
    await page.click("#tab-events");
    assert.match(await page.locator("#events").innerText(), new RegExp(named));
    await openTab(page, "workload");
    assert.match(await page.locator("#panel legend", { hasText: "Request #" }).first().innerText(),
      new RegExp(named.replace("request", "Request")));
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("the default calculator: the cluster says why vcores do not add up", async () => {
  const { browser, page, errors } = await open();
  try {
    const note = page.locator("#calculator-note");
    assert.match(await note.innerText(), /memory only/i);
    const text = (await note.innerText()) + " " + (await note.getAttribute("title"));
    assert.match(text, /DefaultResourceCalculator/);
    assert.match(text, /yarn\.scheduler\.capacity\.resource-calculator/);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("AM cards say why they are not explained; Wrap in AND adds a different part; failing nodes are listed first, grouped", async () => {
  const { browser, page, errors } = await open();
  try {
    await openBuiltin(page, "three-queues");
    const am = page.locator('#pending [data-request$="-am"]').first();
    assert.match(await am.getAttribute("title"), /application master .* cannot be explained node by node/);
    await am.click();
    assert.match(await page.locator("#notice").innerText(), /application master of .* cannot be explained node by node/);

    await openBuiltin(page, "zk-anti-affinity");
    await openTab(page, "workload");
    const field = fieldId("applications[0].requests[0].constraint");
    const before = await page.inputValue(field);
    await page.locator(".spec-form summary").first().click();
    await page.getByRole("button", { name: "Wrap in AND" }).first().click();
    const wrapped = await page.inputValue(field);
    const parts = wrapped.replace(/^AND\(|\)$/g, "").split(":");
    assert.equal(parts.length, 2, wrapped);
    assert.equal(parts[0], before);
    assert.notEqual(parts[1], parts[0], `Wrap in AND duplicated the constraint: ${wrapped}`);
    await blur(page);
    await page.keyboard.press("Control+z");

    await page.click("#step");
    await page.click('#pending [data-request="0-0"]');
    await page.waitForSelector("#fit-table tbody tr");
    const rows = await page.$$eval("#fit-table tbody tr", (rs) => rs.map((r) => [r.className, r.dataset.fits ?? "", r.innerText]));
    assert.match(rows[0][0], /row-group/, "a group heading first");
    assert.match(rows[0][2], /1 node/);
    assert.equal(rows[1][1], "false", "the node that fails comes first");
    const firstFit = rows.findIndex((r) => r[1] === "true");
    assert.ok(rows.slice(firstFit).every((r) => r[1] !== "false"), "fitting nodes after every failing one");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a whole spec pasted into a constraint field offers to split it into tag, count and constraint (one undo)", async () => {
  const { browser, page, errors } = await open();
  try {
    await openBuiltin(page, "zk-anti-affinity");
    await openTab(page, "workload");
    const tags = fieldId("applications[0].requests[0].allocation-tags");
    const count = fieldId("applications[0].requests[0].count");
    const constraint = fieldId("applications[0].requests[0].constraint");
    const before = [await page.inputValue(tags), await page.inputValue(count), await page.inputValue(constraint)];
    await page.fill(constraint, "hb(4),IN,RACK,zk");
    await page.click("#split-spec");
    assert.equal(await page.inputValue(tags), "hb");
    assert.equal(await page.inputValue(count), "4");
    assert.equal(await page.inputValue(constraint), "IN,RACK,zk");
    assert.equal(await page.locator("#split-spec").count(), 0);
    await blur(page);
    await page.keyboard.press("Control+z");
    await page.waitForFunction(([f, v]) => document.querySelector(f).value === v, [count, before[1]]);
    assert.deepEqual([await page.inputValue(tags), await page.inputValue(count), await page.inputValue(constraint)], before);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
