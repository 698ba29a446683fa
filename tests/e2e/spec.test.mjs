// Writing a placement constraint: a mistake is underlined at the parser's column with its message while the run
// keeps the last valid constraint; fixing it applies it; lints flag what real YARN cannot read; the structured
// form edits the same text.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, fieldId, openTab } from "./browser.mjs";

test("a constraint error is underlined at its column, kept until fixed, and the fix applies", async () => {
  const { browser, page, errors } = await open();
  try {
    await openTab(page, "workload");
    const field = fieldId("applications[0].requests[0].constraint");
    const editor = page.locator('.spec-editor[data-field="applications[0].requests[0].constraint"]');
    assert.equal(await page.inputValue(field), "NOTIN,NODE,zk");

    await page.fill(field, "NOTIN,RAK,zk");
    const error = editor.locator(".spec-error");
    await error.waitFor();
    assert.equal(await error.getAttribute("data-column"), "7");
    assert.match(await error.innerText(), /column 7 expected NODE, RACK or @attribute after NOTIN, found `RAK`/);
    const underlined = await editor.locator(".spec-hl .err").allTextContents();
    assert.deepEqual(underlined, ["RAK"]);
    const before = await editor.locator(".spec-hl").evaluate((pre) => {
      const err = pre.querySelector(".err");
      const range = document.createRange();
      range.setStart(pre, 0);
      range.setEndBefore(err);
      return range.toString();
    });
    assert.equal(before, "NOTIN,", "the underline starts at column 7");
    // The underline sits under the textarea's own characters: same font, same box.
    const [hl, ta] = await Promise.all([editor.locator(".spec-hl").boundingBox(), page.locator(field).boundingBox()]);
    assert.deepEqual([Math.round(hl.x), Math.round(hl.y), Math.round(hl.width)], [Math.round(ta.x), Math.round(ta.y), Math.round(ta.width)]);
    assert.match(await editor.locator(".kept").innerText(), /keeps NOTIN,NODE,zk/);
    assert.match(await page.locator("#pending .request").innerText(), /NOTIN,NODE,zk/, "the run still uses the old constraint");
    assert.equal(await page.inputValue(field), "NOTIN,RAK,zk", "the user's text is kept");

    // Typed key by key, as a user would: every keystroke is an edit, and the caret never jumps.
    await page.fill(field, "");
    await page.locator(field).pressSequentially("NOTIN,RACK,zk");
    assert.equal(await page.inputValue(field), "NOTIN,RACK,zk");
    await page.waitForFunction(() => !document.querySelector(".spec-error"));
    assert.match(await page.locator("#pending .request").innerText(), /NOTIN,RACK,zk/);
    for (let i = 1; i <= 3; i++) {
      await page.click("#step");
      await page.waitForSelector(`.app[data-step="${i}"]`);
    }
    assert.equal(await page.locator("[data-container]").count(), 2, "one zk per rack, then no rack is left");
    assert.match(await page.locator("#pending .request").innerText(), /waits: placement constraint fails on all 6 nodes large enough/);

    // A Spindle extension gets a lint warning.
    await page.fill(field, "NOTIN,@fault_domain,zk");
    await editor.locator(".spec-lints li.warning").first().waitFor();
    assert.match(await editor.locator(".spec-lints").innerText(), /Spindle extension/);

    // The form edits the same constraint.
    await page.fill(field, "NOTIN,NODE,zk");
    await editor.locator(".spec-form > summary").click();
    await editor.locator(".csingle select").nth(1).selectOption("rack");
    await page.waitForFunction((f) => document.querySelector(f).value === "NOTIN,RACK,zk", field);
    await editor.locator(".csingle select").first().selectOption("CARDINALITY");
    await page.waitForFunction((f) => document.querySelector(f).value === "CARDINALITY,RACK,zk,0,1", field);

    // A cluster-level constraint for the source tag applies to the (now unconstrained) request too.
    await page.fill(field, "");
    await page.fill("#new-tag-cluster", "zk");
    await page.click('.constraint-map:has(#new-tag-cluster) button:has-text("Add a constraint")');
    const cluster = fieldId("cluster-constraints.zk");
    await page.waitForSelector(cluster);
    await page.fill(cluster, "NOTIN,RACK,zk");
    // Edits replay the run to the step the user was at (3): start it over to watch the new constraint work.
    await page.click("#reset");
    await page.waitForSelector('.app[data-step="0"]');
    for (let i = 1; i <= 3; i++) {
      await page.click("#step");
      await page.waitForSelector(`.app[data-step="${i}"]`);
    }
    assert.equal(await page.locator("[data-container]").count(), 2, "the cluster-level NOTIN,RACK held");
    await page.click('#pending [data-request="0-0"]');
    assert.match(await page.locator("#verdict").innerText(), /cluster-level constraint NOTIN,RACK,zk/);
    assert.deepEqual(errors, [], "no console errors");
  } finally {
    await browser.close();
  }
});
