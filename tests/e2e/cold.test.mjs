// The first page's cold module (web/src/services/cold.rs): the build keeps in `spindle_web_bg.wasm` what the first
// page's visits run without it (first_visits.mjs; web/first-page.profile, written by scripts/profile-first-page) and
// moves every other function to `spindle_web_cold.wasm`, which the page asks for as it starts. The visits never
// need it before it is here (what they wait for waits for it too); an action that meets its code before it has
// arrived loads it there and then and is made; and a module that cannot be had is said over the page, with a way
// back.
//
// When a visit's test fails after a change to what the page does before its first click, run
// scripts/profile-first-page and commit web/first-page.profile with the change.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open } from "./browser.mjs";
import { FIRST_VISITS } from "./first_visits.mjs";

const COLD = /spindle_web_cold\.wasm$/;
const html = (page, name) => page.evaluate((n) => document.documentElement.dataset[n] ?? null, name);

for (const visit of FIRST_VISITS) {
  test(`${visit.name}: the visit never loads the cold module there and then`, async () => {
    // The module comes late, as over a slow link; the visit draws itself meanwhile, and what waits for it waits.
    let asked = 0;
    const before = (page) => page.route(COLD, async (route) => {
      asked++;
      if (visit.refused) return route.abort();
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const { browser, page, errors } = await open({ ...visit.open(), before, ready: false });
    try {
      await page.waitForSelector("[data-ready=true]", { timeout: 30_000 });
      await visit.act(page);
      await visit.shows(page);
      if (!visit.refused) await page.waitForSelector("html[data-cold=ready]");
      assert.equal(await html(page, "coldSync"), null,
        "a cold function was met before the cold module arrived: run scripts/profile-first-page");
      assert.equal(await page.locator(".cold-failed").count(), 0);
      if (visit.refused) {
        // The step path's load said why, in the page's own words; the next Step asks again.
        assert.match(await page.locator("#notice.error").innerText(), new RegExp("^The run could not move: part of " +
          "the playground's code could not be loaded \\(the connection may be down\\)\\. Nothing was lost: try again\\."));
        assert.equal(await page.getAttribute(".app", "data-step"), "0");
        assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
      } else {
        assert.equal(asked, 1, "asked for once, as the page starts");
        assert.deepEqual(errors, []);
      }
    } finally {
      await browser.close();
    }
  });
}

test("an action that meets cold code before the module is here loads it there and then, and is made", async () => {
  // The fetch made as the page starts never ends; the load made there and then passes.
  let asked = 0;
  const before = (page) => page.route(COLD, async (route) => {
    if (asked++ > 0) await route.continue();
  });
  const { browser, page, errors } = await open({ before, engine: false });
  try {
    assert.equal(await html(page, "cold"), null);
    // Adding a rack is no first visit's: its code is cold.
    await page.click("#add-rack");
    await page.waitForSelector('[data-rack="rack-3"]');
    assert.equal(await html(page, "coldSync"), "1");
    assert.equal(await html(page, "cold"), "ready");
    assert.equal(asked, 2);
    // Once here it stays, and what waited for it goes on: the step path's chunk, the next edits.
    await page.click("#add-rack");
    await page.waitForSelector('[data-rack="rack-4"]');
    await page.click("#step");
    await page.waitForSelector('.app:not([data-loading])[data-step="1"]');
    assert.equal(await html(page, "coldSync"), "1");
    assert.equal(asked, 2);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a cold module that cannot be had is said over the page, and Reload brings the page back", async () => {
  let blocked = true;
  const before = (page) => page.route(COLD, (route) => (blocked ? route.abort() : route.continue()));
  const { browser, page, errors } = await open({ before, engine: false });
  try {
    await page.click("#add-rack");
    const alert = page.locator('.cold-failed[role="alert"]');
    await alert.waitFor();
    assert.match(await alert.innerText(), new RegExp("^Part of Spindle's code \\(spindle_web_cold\\.wasm\\) could not " +
      "be downloaded: the connection may be down\\. The page cannot go on without it\\. Your scenario is saved in " +
      "this browser: reload the page to carry on\\."));
    // Over everything, so it is seen wherever the page is scrolled.
    assert.equal(await alert.evaluate((e) => getComputedStyle(e).position), "fixed");
    assert.ok(errors.some((e) => /spindle_web_cold\.wasm could not be downloaded/.test(e)), errors.join("\n"));

    blocked = false;
    await Promise.all([page.waitForEvent("load"), alert.locator("button", { hasText: "Reload" }).click()]);
    await page.waitForSelector("[data-ready=true]");
    await page.waitForSelector("html[data-cold=ready]");
    await page.click("#add-rack");
    await page.waitForSelector('[data-rack="rack-3"]');
    assert.equal(await page.locator(".cold-failed").count(), 0);
    assert.equal(await html(page, "coldSync"), null);
  } finally {
    await browser.close();
  }
});
