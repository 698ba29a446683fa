// Screenshots of the main views at 1280×720 in light and dark (and one tablet view), written to
// tests/e2e/screenshots/ (ignored by git). Regenerate with the browser tests (see README).
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, screenshot, fieldId, blur } from "./browser.mjs";

for (const scheme of ["light", "dark"]) {
  test(`main views, ${scheme}`, async () => {
    const { browser, page, errors } = await open({ colorScheme: scheme });
    try {
      await page.click("#step");
      await page.click("#step");
      await page.waitForSelector('.app[data-step="2"]');
      await screenshot(page, `cluster-${scheme}`);

      await page.click('#pending [data-request="0-0"]');
      await page.click('#fit-table tr[data-fits="false"] button');
      await screenshot(page, `explain-${scheme}`);

      await page.click("#tab-workload");
      await page.fill(fieldId("applications[0].requests[0].constraint"), "AND(IN,RACK,hbase:NOTIN,NOD,zk)");
      await page.waitForSelector(".spec-error");
      await screenshot(page, `workload-error-${scheme}`);

      await blur(page);
      await page.keyboard.press("Escape");
      await page.click('[data-node="node-2"] .node-name');
      await page.waitForSelector("#node-editor");
      await screenshot(page, `topology-${scheme}`);

      await page.click("#tab-scenario");
      await page.selectOption("#builtin", "large-2000");
      await page.click("#open-builtin");
      await page.waitForSelector("#dense");
      await page.selectOption("#speed", { label: "max" });
      await page.click("#play");
      await page.waitForFunction(() => Number(document.querySelector(".app").dataset.step) > 400);
      await page.click("#play");
      await page.click("#tab-explain");
      await screenshot(page, `dense-${scheme}`);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });
}

test("tablet layout", async () => {
  const { browser, page, errors } = await open({ viewport: { width: 820, height: 1180 } });
  try {
    await page.click("#step");
    await page.click('#pending [data-request="0-0"]');
    await screenshot(page, "tablet-light");
    assert.ok(await page.locator("#step").isVisible());
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
