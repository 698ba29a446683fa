// Share links: a link opens the scenario it holds (undoably), and a tampered or truncated link says so, loads
// nothing and keeps the user's own scenario (saved in localStorage); a link too long for chat tools offers the
// scenario file instead.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { open, fieldId, URL, openTab, openScenarioFile } from "./browser.mjs";

test("a share link round-trips; a broken one is reported and the user's scenario is kept", async () => {
  const { browser, page, errors } = await open();
  try {
    await openTab(page, "workload");
    const name = fieldId("applications[0].name");
    await page.fill(name, "zk-shared");
    await page.press(name, "Enter");
    await page.waitForFunction(() => document.querySelector("#pending .request").innerText.includes("zk-shared"));
    await page.click("#share");
    const link = await page.inputValue("#share-link");
    assert.match(link, /#v=2&s=[A-Za-z0-9_-]+$/);
    assert.ok(link.length < 800, `short link: ${link.length}`);

    // My own work, saved locally; then the link opens over it, and Ctrl+Z returns to it.
    await page.fill(name, "mine");
    await page.press(name, "Enter");
    await page.waitForFunction(() => document.querySelector("#pending .request").innerText.includes("mine"));
    // Only the fragment differs from the page's address: a reload makes the browser load it as a new visit.
    await page.goto(link);
    // Only the fragment differs: the open page reacts to hashchange, and reads the link once the link decoder's
    // chunk is in (the page is still ready meanwhile, showing my scenario): wait for the notice it then shows.
    await page.waitForSelector("[data-ready=true]");
    await page.waitForFunction(() => document.querySelector("#notice")?.innerText.includes("Opened the shared scenario"));
    assert.match(await page.locator("#pending .request").innerText(), /zk-shared/);
    assert.match(await page.locator("#notice").innerText(), /Opened the shared scenario/);
    assert.equal(new globalThis.URL(page.url()).hash, "", "the consumed link leaves the address bar");
    await page.evaluate(() => document.activeElement.blur());
    await page.keyboard.press("Control+z");
    await page.waitForFunction(() => document.querySelector("#pending .request").innerText.includes("mine"));

    // A truncated link and a tampered one: reported, nothing loaded, my scenario kept.
    const payload = link.split("&s=")[1];
    for (const broken of [payload.slice(0, 40), payload.slice(0, 20) + "!!" + payload.slice(22), "AAAA" + payload]) {
      await page.goto(new globalThis.URL(`#s=${broken}`, URL).href);
      // The open page reacts to hashchange.
      await page.waitForSelector("[data-ready=true]");
      assert.match(await page.locator("#notice.error").innerText(), /could not be opened|could not load/);
      assert.match(await page.locator("#pending .request").innerText(), /mine/, "the user's scenario is kept");
    }
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a link too long for chat tools: the popover offers the scenario as a file, the one Save file writes", async () => {
  const { browser, page, errors } = await open();
  try {
    const saved = () => page.evaluate(() => JSON.parse(localStorage.getItem("spindle.scenario.v1")));
    // 300 more applications of varied names and sizes: no compressor gets that under 2,000 characters.
    const scenario = await saved();
    const queue = scenario.applications[0].queue;
    for (let i = 0; i < 300; i++) {
      scenario.applications.push({ name: `job-${((i + 1) * 2654435761 >>> 0).toString(16)}`, queue, user: "alice",
        requests: [{ count: 1 + (i % 7), resource: { "memory-mb": 512 * (1 + (i % 5)), vcores: 1 } }] });
    }
    await openScenarioFile(page, scenario, "many.json");

    await page.click("#share");
    await page.waitForSelector("#share-long");
    assert.ok((await page.inputValue("#share-link")).length > 2000);
    const [shared] = await Promise.all([page.waitForEvent("download"), page.click("#share-file")]);
    const text = readFileSync(await shared.path(), "utf8");
    assert.deepEqual(JSON.parse(text), await saved());
    await page.keyboard.press("Escape");
    const [file] = await Promise.all([page.waitForEvent("download"), page.click("#save-file")]);
    assert.equal(shared.suggestedFilename(), file.suggestedFilename());
    assert.equal(text, readFileSync(await file.path(), "utf8"));
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
