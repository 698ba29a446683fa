// Explain: a selected pending request lights up the nodes it fits and gives the others' reasons; a node's
// verdict tree shows the counts; a selected container says why it landed where it is.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open } from "./browser.mjs";

test("explain a pending request on every node, then a placed container", async () => {
  const { browser, page, errors } = await open();
  try {
    await page.click("#step");
    await page.waitForSelector('.app[data-step="1"]');
    const zkNode = await page.$eval("[data-container]", (c) => c.closest("[data-node]").getAttribute("data-node"));
    await page.click('#pending [data-request="0-0"]');
    await page.waitForSelector("#fit-summary");
    assert.equal(await page.locator("#fit-summary").innerText(), "Fits on 5 of 6 nodes now.");
    assert.equal(await page.locator('svg [data-fit="true"]').count(), 5, "five nodes glow");
    assert.equal(await page.locator('svg [data-fit="false"]').count(), 1);
    assert.equal(await page.locator('svg [data-fit="false"]').getAttribute("data-node"), zkNode);
    assert.equal((await page.locator(`svg [data-node="${zkNode}"] .node-meta.reason`).textContent()).trim(),
      `1× zk on ${zkNode}: none allowed`, "the blocked node says why");

    // The failing node's verdict tree, with its counts.
    await page.click(`#fit-table tr[data-node="${zkNode}"] button`);
    await page.waitForFunction((n) => document.querySelector(`#fit-table tr.focus[data-node="${n}"]`), zkNode);
    const tree = page.locator("#verdict");
    assert.equal(await tree.locator("> li").getAttribute("class"), "fails");
    const facts = await tree.locator(".fact").allTextContents();
    assert.ok(facts.includes("zk ×1"), `counts shown: ${facts}`);
    assert.ok(facts.includes("none allowed"), `bounds shown: ${facts}`);
    assert.ok(facts.includes(`node ${zkNode}`), `scope value shown: ${facts}`);
    // Clicking a node in the cluster opens its verdict too.
    await page.click('svg [data-fit="true"] .node-name >> nth=0');
    assert.equal(await tree.locator("> li").getAttribute("class"), "holds");

    // A container: why it landed there.
    await page.click("svg [data-container] rect");
    await page.waitForSelector("#why-summary");
    assert.match(await page.locator("#explain > p.facts").innerText(), new RegExp(`placed on ${zkNode} at step 1`));
    assert.match(await page.locator("#why-summary").innerText(), /had room and satisfied every constraint/);
    assert.equal(await page.locator("#verdict > li").getAttribute("class"), "holds");
    await page.keyboard.press("Escape");
    await page.waitForSelector("#explain:not([data-container])");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
