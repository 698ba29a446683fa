// WCAG 2.1 AA (issue 13): axe-core, from npm, runs in the page over every view in both themes and must report no
// serious and no critical violation. A failure lists each violation's rule, the elements it found and why.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { open, openBuiltin, stepUntil, blur, openTab } from "./browser.mjs";

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** Runs axe over the page as it is and returns its serious and critical violations, each with the view's name. */
async function audit(page, view) {
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ["violations"] });
    return r.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 6).map((n) => ({ target: n.target.join(" "), summary: n.failureSummary })),
        more: Math.max(0, v.nodes.length - 6),
      }));
  });
  return violations.map((v) => ({ view, ...v }));
}

function report(found) {
  return found
    .map((v) => `[${v.view}] ${v.rule} (${v.impact}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target}\n      ${String(n.summary).replace(/\n/g, "\n      ")}`).join("\n") +
      (v.more ? `\n    … and ${v.more} more` : ""))
    .join("\n");
}

/** Every view of the playground, in turn; `check(name)` audits the page as it is. */
async function everyView(page, check) {
  await check("start (Explain, nothing selected)");
  // The Explain panel on a pending request, then once some of it is placed.
  await page.click("#pending .request[data-request]");
  // The explanation (its chunk may still be on its way: services::explain), not the hints the panel shows before.
  await page.waitForSelector("#explain[data-request]");
  await check("explain a pending request");
  for (let i = 0; i < 3; i++) await page.click("#step");
  await check("explain after three steps");
  for (const tab of ["queues", "charts", "events", "topology", "workload", "scenario"]) {
    await page.click(`#tab-${tab}`);
    await page.waitForSelector(`#tab-${tab}[aria-selected="true"]`);
    await check(`${tab} tab`);
  }
  await page.click("#show-import");
  await page.waitForSelector("#import-text");
  await check("import dialog");
  await page.click("#show-export");
  await page.waitForSelector("#export-kind");
  await check("export dialog");
  await page.click("#share");
  await page.waitForSelector(".popover");
  await check("share popover");
  await page.keyboard.press("Escape");
  await page.waitForSelector(".popover", { state: "detached" });
  await page.selectOption("#view-mode", "dense");
  await page.waitForSelector("#dense canvas");
  await check("dense canvas view");
  await page.selectOption("#view-mode", "boxes");

  // A preemption: the marked container's round report, the round bars in Charts, the preemption lines in Events.
  await openBuiltin(page, "yarn-569-preemption");
  await stepUntil(page, "svg .chip.marked", 80);
  await page.click("svg .chip.marked rect");
  await page.waitForSelector("#explain.round");
  await check("preemption round report");
  await page.click("#tab-charts");
  await page.waitForSelector("#charts .round-bar");
  await check("charts with preemption rounds");
  await page.click("#tab-events");
  await check("events with preemption lines");
  await openTab(page, "queues");
  await check("queues with preemption on");

  await blur(page);
  await page.click("#open-gallery");
  await page.waitForSelector("#gallery");
  await check("gallery");
  await page.click('.card[data-entry="user-limits"] .card-open');
  await page.waitForSelector('#lesson[data-lesson="user-limits"]');
  await check("lesson");
  await page.click("#open-glossary");
  await page.waitForSelector("#glossary");
  await check("glossary");
  await page.click("#close-glossary");
  await page.click("#open-help");
  await page.waitForSelector("#intro");
  await check("introduction");
}

for (const colorScheme of ["light", "dark"]) {
  test(`axe finds no serious or critical violation in any view (${colorScheme} theme)`, async () => {
    const { browser, page, errors } = await open({ colorScheme });
    try {
      const found = [];
      let views = 0;
      await everyView(page, async (name) => {
        views++;
        found.push(...(await audit(page, `${colorScheme}: ${name}`)));
      });
      assert.ok(views >= 20, `audited ${views} views`);
      assert.equal(found.length, 0, `serious or critical violations:\n${report(found)}`);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });
}
