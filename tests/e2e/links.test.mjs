// Links that last: links made before format versions still open in the page; a link pasted into an open page
// opens as one undoable change; a link opens at the step and tab it names; the Share popover closes on Esc and
// on an outside click, says "Copied" and can include the current step.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { open, blur } from "./browser.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const CLI = process.env.SPINDLE_CLI ?? join(ROOT, "target", "debug", "spindle");
const fixture = (name) => readFileSync(join(ROOT, "tests", "fixtures", "links", "v1", `${name}.txt`), "utf8").trim();
/** The scenario a link holds, read by `spindle url decode` (the same codec as the page). */
const decoded = (link) => JSON.parse(execFileSync(CLI, ["url", "decode", link], { encoding: "utf8" }));
const title = (page) => page.locator("#scenario-title").innerText();

test("links made before format versions open to their scenario", async () => {
  for (const name of ["zk-hbase-spark", "labels", "three-queues-preemption"]) {
    const link = fixture(name);
    const { browser, page, errors } = await open({ path: link });
    try {
      assert.equal(await title(page), decoded(link).name, name);
      assert.match(await page.locator("#notice").innerText(), /Opened the shared scenario/);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  }
});

test("a link pasted into an open page opens as one undoable change, at its step and tab", async () => {
  const { browser, page, errors } = await open();
  try {
    const before = await title(page);
    const link = execFileSync(CLI, ["url", "encode", "builtin:three-queues", "--step", "3", "--tab", "queues"], {
      encoding: "utf8",
    }).trim();
    await page.evaluate((h) => { location.hash = h; }, link);
    await page.waitForFunction((b) => document.querySelector("#scenario-title").innerText !== b, before);
    assert.equal(await title(page), decoded(link).name);
    await page.waitForSelector('.app[data-step="3"]');
    assert.equal(await page.getAttribute("#tab-queues", "aria-selected"), "true");
    assert.equal(new globalThis.URL(page.url()).hash, "", "the consumed link leaves the address bar");
    await blur(page);
    await page.keyboard.press("Control+z");
    await page.waitForFunction((b) => document.querySelector("#scenario-title").innerText === b, before);

    // A damaged link pasted in: the user's sentence, nothing loaded.
    await page.evaluate((h) => { location.hash = h; }, fixture("labels").slice(0, 300) + "L");
    await page.waitForSelector("#notice.error");
    const notice = await page.locator("#notice.error").innerText();
    assert.match(notice, /damaged near the end — was it copied whole\? Nothing was loaded/);
    assert.doesNotMatch(notice, /0x|symbol/);
    assert.equal(await title(page), before);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("the Share popover closes on Esc and outside clicks, says Copied, and can include the step", async () => {
  const { browser, page, errors } = await open();
  try {
    await page.click("#share");
    await page.waitForSelector("#share-popover");
    await page.keyboard.press("Escape");
    await page.waitForSelector("#share-popover", { state: "detached" });

    await page.click("#step");
    await page.click("#step");
    await page.waitForSelector('.app[data-step="2"]');
    await page.click("#share");
    assert.doesNotMatch(await page.inputValue("#share-link"), /step=/);
    await page.check("#share-step");
    assert.match(await page.inputValue("#share-link"), /&step=2$/);
    await page.click("#copy-link");
    assert.equal(await page.locator("#copy-link").innerText(), "Copied");
    await page.mouse.click(5, 700);
    await page.waitForSelector("#share-popover", { state: "detached" });
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
