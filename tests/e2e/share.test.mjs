// Share links: a link opens the scenario it holds (undoably), and a tampered or truncated link says so, loads
// nothing and keeps the user's own scenario (saved in localStorage).
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, fieldId, URL, openTab } from "./browser.mjs";

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
