// Screenshots of the main views at 1280×720 in light and dark (and one tablet view), written to
// tests/e2e/screenshots/ (ignored by git). Regenerate with the browser tests (see README).
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, screenshot, fieldId, blur, openBuiltin, stepUntil, openTab } from "./browser.mjs";

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

      await openTab(page, "workload");
      await page.fill(fieldId("applications[0].requests[0].constraint"), "AND(IN,RACK,hbase:NOTIN,NOD,zk)");
      await page.waitForSelector(".spec-error");
      await screenshot(page, `workload-error-${scheme}`);

      await blur(page);
      await page.keyboard.press("Escape");
      await page.click('[data-node="node-2"] .node-name');
      await page.waitForSelector("#node-editor");
      await screenshot(page, `topology-${scheme}`);

      await openTab(page, "scenario");
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

for (const scheme of ["light", "dark"]) {
  test(`queues, preemption report and charts, ${scheme}`, async () => {
    const { browser, page, errors } = await open({ colorScheme: scheme });
    try {
      await openBuiltin(page, "three-queues-preemption");
      await stepUntil(page, "svg .chip.marked", 60);
      await page.click("svg .chip.marked rect");
      await page.waitForSelector("#round-focus");
      await screenshot(page, `preemption-report-${scheme}`);

      await openTab(page, "queues");
      await page.click('[data-queue="root.a"] .queue-row');
      await page.fill("#yarn_scheduler_capacity_root_a_capacity", "20");
      await page.press("#yarn_scheduler_capacity_root_a_capacity", "Enter");
      await page.waitForSelector("#staged.invalid");
      await screenshot(page, `queues-${scheme}`);
      await page.click("#discard-staged");

      await page.selectOption("#speed", { label: "max" });
      await page.click("#play");
      await page.waitForSelector('.app[data-playing="false"]', { timeout: 20_000 });
      await page.click("#tab-charts");
      await page.waitForSelector("#rounds-chart .round-bar");
      await screenshot(page, `charts-${scheme}`);
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
    await page.waitForSelector("#fit-table");
    await screenshot(page, "tablet-light");
    assert.ok(await page.locator("#step").isVisible());
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

for (const scheme of ["light", "dark"]) {
  test(`teaching views: gallery, a lesson's prediction, the glossary, ${scheme}`, async () => {
    const { browser, page, errors } = await open({ colorScheme: scheme, path: "#lesson=zk-anti-affinity" });
    try {
      await page.waitForSelector("#lesson");
      await page.click("#lesson-next");
      await page.waitForSelector('#predict[data-state="waiting"]');
      await screenshot(page, `lesson-predict-${scheme}`);
      await page.click('[data-node="node-3"] .node-name');
      await page.waitForSelector("#judgement");
      await screenshot(page, `lesson-verdict-${scheme}`);
      await page.click("#open-glossary");
      await page.waitForSelector("#glossary");
      await screenshot(page, `glossary-${scheme}`);
      await page.click("#close-glossary");
      await page.click("#open-gallery");
      await page.waitForSelector("#gallery .card svg.thumb");
      await screenshot(page, `gallery-${scheme}`);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });

  test(`compare, ${scheme}`, async () => {
    const { browser, page, errors } = await open({ colorScheme: scheme });
    try {
      await openBuiltin(page, "three-queues");
      await page.click("#tab-compare");
      await page.click("#compare-pin");
      await openTab(page, "queues");
      for (const [q, v] of [["root.a", "30"], ["root.b", "10"]]) {
        await page.click(`[data-queue="${q}"] .queue-row`);
        await page.fill(`#yarn_scheduler_capacity_${q.replace(".", "_")}_capacity`, v);
        await page.press(`#yarn_scheduler_capacity_${q.replace(".", "_")}_capacity`, "Enter");
      }
      await page.click("#apply-staged");
      await page.click("#tab-compare");
      await page.waitForSelector("#compare-differences");
      await screenshot(page, `compare-${scheme}`);
      await page.locator("#compare-chart-current").scrollIntoViewIfNeeded();
      await screenshot(page, `compare-charts-${scheme}`);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });

  test(`import and export, ${scheme}`, async () => {
    const { browser, page, errors } = await open({ colorScheme: scheme });
    try {
      await openTab(page, "scenario");
      await page.click("#show-import");
      await page.fill("#import-text", JSON.stringify({ nodes: { node: [
        { rack: "/r1", nodeHostName: "h1", state: "DECOMMISSIONING", totalResource: { memory: 8192, vCores: 8 }, nodeLabels: [], extra: 1 },
      ] } }));
      await page.waitForSelector("#import-preview");
      await page.locator("#import").scrollIntoViewIfNeeded();
      await screenshot(page, `import-${scheme}`);
      await page.click("#show-export");
      await page.selectOption("#export-hadoop", "3.1");
      await page.locator("#export").scrollIntoViewIfNeeded();
      await screenshot(page, `export-${scheme}`);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });

  test(`cluster events editor and timeline markers, ${scheme}`, async () => {
    const { browser, page, errors } = await open({ colorScheme: scheme });
    try {
      await openBuiltin(page, "node-failure");
      await stepUntil(page, "#event-track .event-marker.passed", 40);
      await openTab(page, "topology");
      await page.click("#add-event-decommission-node");
      await page.fill("#event-node", "node-9");
      await page.waitForSelector("#event-node-note.field-error");
      await page.locator("#event-form").scrollIntoViewIfNeeded();
      await screenshot(page, `events-editor-${scheme}`);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });
}
