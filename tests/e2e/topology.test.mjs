// Building a topology by direct manipulation: add a rack and nodes by clicking, rename and resize a node (with
// a rejected value kept at its field), copy a node, drag a node onto another rack, move one by keyboard, and
// undo / redo it all with Ctrl+Z / Ctrl+Shift+Z.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, fieldId, blur } from "./browser.mjs";

const rackOf = (page, node) =>
  page.$eval(`[data-node="${node}"]`, (n) => n.closest("[data-rack]").getAttribute("data-rack"));
const nodesIn = (page, rack) =>
  page.$$eval(`[data-rack="${rack}"] .node`, (ns) => ns.map((n) => n.getAttribute("data-node")));

test("build a topology by clicking and dragging, with undo and redo", async () => {
  const { browser, page, errors } = await open();
  try {
    await page.click("#add-rack");
    await page.waitForSelector('[data-rack="rack-3"]');
    assert.deepEqual(await nodesIn(page, "rack-3"), ["node-7"], "a new rack starts with a node like the last one");
    await page.click('[data-add-node="rack-3"]');
    assert.deepEqual(await nodesIn(page, "rack-3"), ["node-7", "node-8"]);

    // Select a node and edit it in the inspector.
    await page.click('[data-node="node-7"] .node-name');
    await page.waitForSelector("#node-editor");
    const name = fieldId("cluster.racks[2].nodes[0].name");
    await page.fill(name, "edge-1");
    await page.press(name, "Enter");
    await page.waitForSelector('[data-node="edge-1"]');

    // Names from a scenario are text, never markup.
    const hostile = '<img src=x onerror="window.__xss=1">';
    const other = fieldId("cluster.racks[2].nodes[1].name");
    await page.click('[data-node="node-8"] .node-name');
    await page.fill(other, hostile);
    await page.press(other, "Enter");
    await page.waitForFunction((n) => [...document.querySelectorAll("[data-node]")].some((e) => e.dataset.node === n), hostile);
    assert.equal(await page.locator("svg img, #panel img").count(), 0);
    assert.equal(await page.evaluate(() => window.__xss), undefined);
    await page.fill(other, "node-8");
    await page.press(other, "Enter");
    await page.waitForSelector('[data-node="node-8"]');
    await page.click('[data-node="edge-1"] .node-name');

    const memory = fieldId("cluster.racks[2].nodes[0].resource.memory-mb");
    await page.fill(memory, "lots");
    await page.press(memory, "Enter");
    const error = page.locator(`${memory} ~ .field-error`);
    assert.match(await error.innerText(), /whole number/);
    assert.equal(await page.inputValue(memory), "lots", "the rejected text stays in the field");
    assert.match(await page.locator('[data-node="edge-1"] .node-meta').textContent(), /\/ 8 GB/, "and nothing changed");
    await page.fill(memory, "16384");
    await page.press(memory, "Enter");
    await page.waitForFunction(() => /\/ 16 GB/.test(document.querySelector('[data-node="edge-1"] .node-meta').textContent));
    assert.equal(await page.locator(`${memory} ~ .field-error`).count(), 0);

    // "Add N nodes like this".
    await page.fill("#copies", "3");
    await page.click("#add-like");
    assert.deepEqual(await nodesIn(page, "rack-3"), ["edge-1", "edge-2", "edge-3", "edge-4", "node-8"], "named like it");

    // Drag node-1 onto rack-2 with the pointer.
    const from = await page.locator('[data-node="node-1"] .node-box').boundingBox();
    const to = await page.locator('[data-rack="rack-2"] .rack-frame').boundingBox();
    await page.mouse.move(from.x + 40, from.y + 10);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) {
      await page.mouse.move(from.x + 40 + ((to.x + 60 - from.x - 40) * i) / 8, from.y + 10 + ((to.y + to.height - 40 - from.y - 10) * i) / 8);
    }
    await page.mouse.up();
    await page.waitForFunction(() => document.querySelector('[data-rack="rack-2"] [data-node="node-1"]'));
    assert.deepEqual(await nodesIn(page, "rack-1"), ["node-2", "node-3"]);
    assert.equal((await nodesIn(page, "rack-2")).at(-1), "node-1", "dropped below the last node");

    // Move node-2 by keyboard: the inspector's rack select.
    await page.click('[data-node="node-2"] .node-name');
    await page.selectOption("#node-rack", { label: "rack-3" });
    await page.waitForFunction(() => document.querySelector('[data-rack="rack-3"] [data-node="node-2"]'));

    // Undo the move, the drag and the copies; redo the copies.
    await blur(page);
    await page.keyboard.press("Control+z");
    assert.equal(await rackOf(page, "node-2"), "rack-1");
    await page.keyboard.press("Control+z");
    assert.equal(await rackOf(page, "node-1"), "rack-1");
    await page.keyboard.press("Control+z");
    assert.deepEqual(await nodesIn(page, "rack-3"), ["edge-1", "node-8"]);
    await page.keyboard.press("Control+Shift+z");
    assert.equal((await nodesIn(page, "rack-3")).length, 5);
    assert.equal(await page.locator("#redo").isDisabled(), false, "two more steps can be redone");

    // Attributes make custom scopes; the cluster can be grouped by one (a fault domain) instead of by rack.
    await page.click('[data-node="node-1"] .node-name');
    const attrs = fieldId("cluster.racks[0].nodes[0].attributes");
    await page.fill(attrs, "fault_domain=fd1");
    await page.press(attrs, "Enter");
    await page.selectOption("#group-by", "fault_domain");
    await page.waitForSelector('[data-rack="fault_domain=fd1"] [data-node="node-1"]');
    assert.equal(await page.locator('[data-rack="no fault_domain"] .node').count(), 10, "the other ten nodes");
    assert.equal(await page.locator("#add-rack").count(), 0, "groups of a custom scope are not racks to edit");
    await page.selectOption("#group-by", "");
    await page.waitForSelector("#add-rack");
    assert.deepEqual(errors, [], "no console errors");
  } finally {
    await browser.close();
  }
});
