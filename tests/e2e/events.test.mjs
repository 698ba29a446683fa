// Issue 10.1: cluster events authored in the playground. A node failure added in the events editor kills the
// containers on that node and their requests are asked for again and placed elsewhere — the same steps
// `spindle run` reports for the same scenario; a graceful decommission stops new placements and lets running
// containers finish; an event naming a node that does not exist is an error at the field and changes nothing.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateRawSync } from "node:zlib";
import { open, URL, openTab, scratchDir } from "./browser.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const CLI = process.env.SPINDLE_CLI ?? join(ROOT, "target", "debug", "spindle");
const scenario = (name) => JSON.parse(readFileSync(join(ROOT, "core", "scenarios", `${name}.json`), "utf8"));

function link(s) {
  return "#s=" + deflateRawSync(Buffer.from(JSON.stringify(s)), { level: 9 }).toString("base64url");
}

/** `spindle run FILE --format log` of `s`, as [{ step, lines }]. */
function cliSteps(s) {
  const file = join(scratchDir("spindle-events-"), "s.json");
  writeFileSync(file, JSON.stringify(s));
  const log = execFileSync(CLI, ["run", file, "--format", "log"], { encoding: "utf8" });
  const steps = [];
  for (const line of log.split("\n")) {
    const m = line.match(/^# step (\d+)/);
    if (m) steps.push({ step: Number(m[1]), lines: [] });
    else if (line.trim() && steps.length) steps.at(-1).lines.push(line.trim());
  }
  return steps;
}

async function stepTo(page, n) {
  for (let i = 0; i < 500; i++) {
    const at = Number(await page.getAttribute(".app", "data-step"));
    if (at >= n) break;
    await page.click("#step");
    await page.waitForSelector(`.app[data-step="${at + 1}"]`);
  }
  assert.equal(Number(await page.getAttribute(".app", "data-step")), n);
}

const containersOn = async (page, node) =>
  Number(await page.getAttribute(`svg [data-node="${node}"]`, "data-containers"));

/** Opens `s` (without events) and adds one event of `kind` in the editor. */
async function addEvent(page, kind, at, node) {
  await openTab(page, "topology");
  await page.click(`#add-event-${kind}`);
  await page.fill("#event-at", String(at));
  await page.fill("#event-node", node);
  await page.click("#event-apply");
  await page.waitForSelector(`#event-list li[data-kind="${kind}"][data-node="${node}"]`);
  await page.waitForSelector('.app[data-step="0"]');
}

test("a node failure added in the editor kills its containers; they are asked for again and placed elsewhere, as spindle run says", async () => {
  const base = scenario("node-failure");
  base.name = "failure drill";
  const event = base.events[0];
  base.events = [];
  const { browser, page, errors } = await open({ path: link(base) });
  try {
    await addEvent(page, "remove-node", event["at-ms"], event.node);
    // The timeline shows it, labelled with the node.
    const marker = page.locator('#event-track .event-marker[data-kind="remove-node"]');
    assert.equal((await marker.innerText()).trim(), "node-1");

    const steps = cliSteps({ ...base, events: [event] });
    const lost = steps.find((s) => s.lines.some((l) => /node-removed node-1/.test(l)));
    const killed = lost.lines.filter((l) => /container-finished .* on node-1 NodeRemoved/.test(l))
      .map((l) => l.split(/\s+/)[2]);
    assert.ok(killed.length >= 2, `the CLI kills containers on node-1: ${lost.lines}`);
    // Where the zk that died is placed again, per the CLI.
    const again = steps.find((s) => s.step > lost.step && s.lines.some((l) => /container-allocated \S+ zookeeper/.test(l)));
    const parts = again.lines.find((l) => /container-allocated \S+ zookeeper/.test(l)).split(/\s+/);
    const [cid, zkNode] = [parts[2], parts[5]];

    await stepTo(page, lost.step - 1);
    assert.equal(await containersOn(page, "node-1"), killed.length);
    assert.equal(await page.locator('#pending [data-app="0"]').count(), 0, "every zk placed before the failure");
    await stepTo(page, lost.step);
    assert.equal(await page.locator('svg [data-node="node-1"]').count(), 0, "the lost node leaves the cluster view");
    assert.equal(await page.locator("svg [data-container]").count(), steps.slice(0, lost.step).flatMap((s) => s.lines)
      .filter((l) => /container-allocated/.test(l)).length - killed.length, "its containers are killed with it");
    // Asked for again: the zk request is pending once more, then placed where the CLI places it.
    await stepTo(page, again.step - 1);
    assert.match(await page.locator('#pending [data-app="0"]').innerText(), /1 of 3 left/);
    await stepTo(page, again.step);
    assert.equal(await page.locator('#pending [data-app="0"]').count(), 0);
    assert.equal(zkNode, "node-4");
    await page.click("#tab-events");
    const log = await page.locator("#events").innerText();
    assert.match(log, /node node-1 removed; its containers were killed/);
    // The log writes container ids as numbers, the CLI's transcript as `cN`.
    const id = (c) => c.replace(/^c/, "");
    for (const c of killed) assert.match(log, new RegExp(`container ${id(c)} of \\S+ on node-1 ended \\(NodeRemoved\\)`));
    assert.match(log, new RegExp(`container ${id(cid)} of zookeeper → ${zkNode}:`));
    assert.ok(await marker.evaluate((m) => m.classList.contains("passed")));
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a graceful decommission stops new placements on the node and lets its containers finish", async () => {
  const base = scenario("node-decommission");
  const event = base.events[0];
  base.events = [];
  const { browser, page, errors } = await open({ path: link(base) });
  try {
    await addEvent(page, "decommission-node", event["at-ms"], event.node);
    const steps = cliSteps({ ...base, events: [event] });
    const drain = steps.find((s) => s.lines.some((l) => /node-decommissioning node-4/.test(l)));
    const gone = steps.find((s) => s.lines.some((l) => /node-removed node-4 decommissioned=true/.test(l)));
    await stepTo(page, drain.step);
    const running = await containersOn(page, "node-4");
    assert.ok(running > 0);
    await page.click("#tab-events");
    const toNode4 = async () =>
      (await page.locator("#events li[data-kind=container-allocated]").allInnerTexts()).filter((t) => /→ node-4:/.test(t)).length;
    const before = await toNode4();
    assert.ok(before > 0, "node-4 ran containers before the drain");
    assert.match(await page.locator("#events").innerText(), /node node-4 is decommissioning/);
    // Until it leaves, its containers run (none killed) and nothing new lands there, though others are placed.
    await stepTo(page, gone.step - 1);
    assert.equal(await toNode4(), before, "no placement on node-4 after the drain began");
    assert.equal(await containersOn(page, "node-4"), 1, "one still running, one finished");
    assert.ok(await page.locator("#events li[data-kind=container-allocated]").count() > before);
    await stepTo(page, gone.step);
    assert.match(await page.locator("#events").innerText(), /node node-4 decommissioned/);
    const ended = (await page.locator("#events li[data-kind=container-finished]").allInnerTexts())
      .filter((t) => /on node-4 ended/.test(t));
    assert.equal(ended.length, running, "each container on node-4 finished");
    assert.ok(ended.every((t) => /\(Released\)/.test(t)), ended.join("\n"));
    // The CLI agrees: nothing allocated on node-4 after the drain began.
    const later = steps.filter((s) => s.step > drain.step).flatMap((s) => s.lines);
    assert.ok(!later.some((l) => /container-allocated .* on node-4/.test(l)));
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("an event naming a node that does not exist is an error at the node field, and nothing is lost", async () => {
  const base = scenario("node-failure");
  base.name = "typo drill";
  base.events = [];
  const { browser, page, errors } = await open({ path: link(base) });
  try {
    await openTab(page, "topology");
    await page.click("#add-event-remove-node");
    await page.fill("#event-at", "10000");
    await page.fill("#event-node", "node-99");
    const error = page.locator("#event-node-note.field-error");
    assert.match(await error.innerText(), /no node named `node-99`/);
    assert.equal(await page.getAttribute("#event-node", "aria-invalid"), "true");
    assert.ok(await page.locator("#event-apply").isDisabled());
    assert.equal(await page.inputValue("#event-node"), "node-99", "the text is kept");
    assert.equal(await page.locator("#event-list").count(), 0, "nothing applied");
    // Fixed at the field: applies as one undoable edit.
    await page.fill("#event-node", "node-2");
    assert.equal(await error.count(), 0);
    await page.click("#event-apply");
    await page.waitForSelector('#event-list li[data-node="node-2"]');
    await page.keyboard.press("Control+z");
    await page.waitForSelector("#no-events");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
