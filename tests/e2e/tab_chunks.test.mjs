// The Topology, Workload, Queues and Scenario tabs are not in the first page: each is a wasm chunk
// (`split_NAME_tab.wasm`, web/src/components/{topology_editor,workload_editor,queues,scenario_panel}.rs) fetched
// the first time the tab is shown. The first page opens on Explain, so neither it nor stepping fetches them; a failed
// fetch says so in the tab, changes nothing (the run keeps stepping, the saved scenario stays), and "Try again"
// (or showing the tab again) loads it. The other tests use these tabs once loaded.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, openWatching } from "./browser.mjs";

const CHUNK = /split_(topology|workload|queues|scenario)_tab\.wasm/;
const TABS = [
  ["topology", "#topology-editor"],
  ["workload", "#workload-editor"],
  ["queues", "#queue-tree"],
  ["scenario", "#scenario-panel"],
];

test("the first page and stepping fetch no tab chunk; each tab fetches its own once", async () => {
  const { browser, page, errors, fetched } = await openWatching(CHUNK);
  try {
    for (let i = 1; i <= 3; i++) {
      await page.click("#step");
      await page.waitForSelector(`.app[data-step="${i}"]`);
    }
    assert.deepEqual(fetched, []);
    for (const [tab, shown] of TABS) {
      await page.click(`#tab-${tab}`);
      await page.waitForSelector(shown);
    }
    for (const [tab, shown] of TABS) {
      await page.click(`#tab-${tab}`);
      await page.waitForSelector(shown);
    }
    assert.deepEqual(fetched.sort(), TABS.map(([t]) => `split_${t}_tab.wasm`).sort(), "each fetched once");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a tab whose chunk fails to load says so, changes nothing, and Try again loads it", async () => {
  const { browser, page, errors } = await open();
  const saved = () => page.evaluate(() => localStorage.getItem("spindle.scenario.v1"));
  try {
    const before = await saved();
    await page.route(CHUNK, (route) => route.abort());
    for (const [tab] of TABS) {
      await page.click(`#tab-${tab}`);
      await page.waitForSelector("#panel .lazy-failed");
      assert.match(await page.locator("#panel .lazy-failed").innerText(), /could not be loaded .*Nothing was lost/s);
    }
    await page.click("#step");
    await page.waitForSelector('.app[data-step="1"]');
    assert.equal(await saved(), before, "the saved scenario is untouched");

    // The last tab's "Try again"; the others fetch anew when shown again (a failed load is not remembered).
    await page.unroute(CHUNK);
    await page.click("#panel .lazy-failed button");
    await page.waitForSelector(TABS.at(-1)[1]);
    for (const [tab, shown] of TABS) {
      await page.click(`#tab-${tab}`);
      await page.waitForSelector(shown);
    }
    // The aborted fetches are logged (by the browser and by wasm-split's loader); nothing else is.
    assert.deepEqual(errors.filter((e) => !/Failed to load resource|Failed to fetch/.test(e)), []);
  } finally {
    await browser.close();
  }
});
