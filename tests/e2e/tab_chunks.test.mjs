// The Topology, Workload, Queues and Scenario tabs are not in the first page: each is a wasm chunk
// (`split_NAME_tab.wasm`, web/src/components/{topology_editor,workload_editor,queues,scenario_panel}.rs) fetched
// the first time the tab is shown (the Topology tab's chunk holds its events editor too). The first page opens on Explain, so neither it nor stepping fetches them; a failed
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
      // One view, one frame (the Topology tab's inspector and events editor are one chunk).
      assert.equal(await page.locator("#panel .lazy-failed").count(), 1, `${tab}: one failure frame`);
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

// A hand takes a moment between resting the pointer on a tab and clicking it: the tab's chunk is fetched from the
// moment the pointer has rested on it for 60 ms (web/src/components/lazy.rs, `Approach`), or at once when it is
// pressed (a touch has no hover). A pointer crossing the tab on its way elsewhere fetches nothing, nothing is
// selected or drawn until the click, and a failed early fetch is forgotten: the click fetches again.
test("a pointer resting on a tab fetches its chunk before the click; one crossing it fetches nothing", async () => {
  const { browser, page, errors, fetched } = await openWatching(CHUNK);
  const fetchedSoon = async (file) => {
    for (let i = 0; i < 100 && !fetched.includes(file); i++) await page.waitForTimeout(50);
    assert.ok(fetched.includes(file), `${file} fetched; fetched: ${fetched}`);
  };
  try {
    // Resting on Workload: fetched, not shown.
    await page.hover("#tab-workload");
    await fetchedSoon("split_workload_tab.wasm");
    assert.equal(await page.getAttribute("#tab-workload", "aria-selected"), "false");
    assert.equal(await page.locator("#workload-editor").count(), 0);
    // Its click draws it with the chunk already here (no second fetch).
    await page.click("#tab-workload");
    await page.waitForSelector("#workload-editor");

    // Crossing Queues (enter and leave in one task, so no timer can fall between them): nothing fetched.
    await page.mouse.move(0, 0);
    await page.evaluate(() => {
      const tab = document.querySelector("#tab-queues");
      tab.dispatchEvent(new PointerEvent("pointerenter", { pointerType: "mouse" }));
      tab.dispatchEvent(new PointerEvent("pointerleave", { pointerType: "mouse" }));
    });
    await page.waitForTimeout(500);
    assert.ok(!fetched.includes("split_queues_tab.wasm"), `fetched: ${fetched}`);
    // The same events reach the tab's handlers: an enter left alone fetches it.
    await page.evaluate(() => document.querySelector("#tab-queues")
      .dispatchEvent(new PointerEvent("pointerenter", { pointerType: "mouse" })));
    await fetchedSoon("split_queues_tab.wasm");

    // A press on Scenario (a touch: no hover first) fetches at once, before the click selects it.
    await page.evaluate(() => document.querySelector("#tab-scenario")
      .dispatchEvent(new PointerEvent("pointerdown", { pointerType: "touch", bubbles: true })));
    await fetchedSoon("split_scenario_tab.wasm");
    assert.equal(await page.getAttribute("#tab-scenario", "aria-selected"), "false");

    // Resting on Topology while its chunk cannot be fetched: the failure is quiet, and the click fetches again.
    await page.route(CHUNK, (route) => route.abort());
    await page.hover("#tab-topology");
    await fetchedSoon("split_topology_tab.wasm");
    await page.waitForTimeout(200);
    assert.equal(await page.locator(".lazy-failed").count(), 0, "a failed early fetch says nothing");
    await page.unroute(CHUNK);
    await page.click("#tab-topology");
    await page.waitForSelector("#topology-editor");
    await page.waitForSelector("#events-editor");
    assert.equal(fetched.filter((f) => f === "split_topology_tab.wasm").length, 2, "fetched again by the click");

    assert.deepEqual(fetched.filter((f) => f !== "split_topology_tab.wasm").sort(),
      ["split_queues_tab.wasm", "split_scenario_tab.wasm", "split_workload_tab.wasm"], "each fetched once");
    assert.deepEqual(errors.filter((e) => !/Failed to load resource|Failed to fetch/.test(e)), []);
  } finally {
    await browser.close();
  }
});

test("the keyboard reaching a tab fetches its neighbours' chunks, which the arrow keys select next; a click's focus fetches none", async () => {
  const { browser, page, errors, fetched } = await openWatching(CHUNK);
  try {
    // A click on Explain focuses it, but not as the keyboard does: its neighbours (Scenario, Queues) are not fetched.
    await page.click("#tab-explain");
    await page.waitForTimeout(500);
    assert.deepEqual(fetched, [], "a click's focus");
    // The left arrow selects Scenario (fetched as it is shown) and moves the focus there: its neighbour Workload is
    // fetched, not shown.
    await page.keyboard.press("ArrowLeft");
    await page.waitForSelector("#scenario-panel");
    for (let i = 0; i < 100 && !fetched.includes("split_workload_tab.wasm"); i++) await page.waitForTimeout(50);
    assert.deepEqual(fetched.sort(), ["split_scenario_tab.wasm", "split_workload_tab.wasm"]);
    assert.equal(await page.getAttribute("#tab-workload", "aria-selected"), "false");
    // The next arrow draws Workload with its chunk already here, and fetches Topology beyond it.
    await page.keyboard.press("ArrowLeft");
    await page.waitForSelector("#workload-editor");
    for (let i = 0; i < 100 && !fetched.includes("split_topology_tab.wasm"); i++) await page.waitForTimeout(50);
    assert.deepEqual(fetched.sort(), ["split_scenario_tab.wasm", "split_topology_tab.wasm", "split_workload_tab.wasm"],
      "each fetched once");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
