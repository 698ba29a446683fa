// The gallery's served content (web/src/services/content.rs): the scenarios, lessons and glossary definitions are
// not in the first page's wasm but in dist/assets/HASH/gallery/*.json, fetched the first time a view needs them.
// While a file is fetched the view says "Loading…"; if the fetch fails it says so and offers "Try again", and
// nothing is lost.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, openTab } from "./browser.mjs";

// Chromium reports a refused request on the console; that one is expected here.
const unexpected = (errors) => errors.filter((e) => !/Failed to load resource/.test(e));

/** Fails every request for `file` until the returned function is called, then lets them through. */
async function failing(page, file) {
  let fail = true;
  await page.route(`**/gallery/${file}`, (route) => (fail ? route.abort() : route.continue()));
  return () => { fail = false; };
}

test("the gallery says Loading… while its content is fetched, then draws the cards", async () => {
  const { browser, page, errors } = await open();
  try {
    let release;
    const held = new Promise((r) => { release = r; });
    await page.route("**/gallery/content.json", async (route) => { await held; await route.continue(); });
    await page.click("#open-gallery");
    await page.waitForSelector(".overlay .lazy-loading");
    assert.equal(await page.locator("#gallery .card").count(), 0);
    release();
    await page.waitForSelector("#gallery .card svg.thumb");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a served file's reader is fetched beside the file, not after it", async () => {
  // The file's answer is held until its reader's chunk has been asked for: were the chunk fetched only once the
  // file is here, the two would wait for each other until the hold gives up, and the test would say so.
  for (const [file, reader, button, drawn] of [
    ["glossary.json", "split_served_glossary.wasm", "#open-glossary", '#glossary [data-term="anti-affinity"] dd'],
    ["content.json", "split_served_content.wasm", "#open-gallery", "#gallery .card svg.thumb"],
  ]) {
    const { browser, page, errors } = await open();
    try {
      let asked;
      const readerAsked = new Promise((r) => { asked = r; });
      page.on("request", (r) => { if (r.url().endsWith(reader)) asked(); });
      let held = "held";
      await page.route(`**/gallery/${file}`, async (route) => {
        held = await Promise.race([readerAsked.then(() => "reader asked"),
          new Promise((r) => setTimeout(() => r("gave up waiting"), 5000))]);
        await route.continue();
      });
      await page.click(button);
      await page.waitForSelector(drawn);
      assert.equal(held, "reader asked", `${file}: its reader's chunk was asked for while the file was held`);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  }
});

test("a lesson link asks for its content, the lesson's chunk and, for a preemption lesson, the policy's chunk together", async () => {
  // As above: the content's answer is held until the other chunks have been asked for. Fetched one after the
  // other (the lesson's chunk once the content was read, the policy's once the scenario was), the hold gives up.
  for (const [lesson, chunks] of [
    ["zk-anti-affinity", ["split_lesson.wasm"]],
    ["yarn-569-preemption", ["split_lesson.wasm", "split_preemption_policy.wasm"]],
  ]) {
    const asked = new Set();
    let all;
    const allAsked = new Promise((r) => { all = r; });
    let held = "held";
    const before = async (page) => {
      page.on("request", (r) => {
        const file = r.url().split("/").pop();
        if (chunks.includes(file)) asked.add(file);
        if (asked.size === chunks.length) all();
      });
      await page.route("**/gallery/content.json", async (route) => {
        held = await Promise.race([allAsked.then(() => "all asked"),
          new Promise((r) => setTimeout(() => r("gave up waiting"), 5000))]);
        await route.continue();
      });
    };
    const { browser, page, errors } = await open({ path: `#lesson=${lesson}`, before });
    try {
      await page.waitForSelector(`#lesson[data-lesson="${lesson}"] #lesson-text`);
      assert.equal(held, "all asked", `${lesson}: ${chunks} asked for while the content was held; asked: ${[...asked]}`);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  }
});

test("a failed fetch of the gallery's content says so and Try again loads it; nothing is lost", async () => {
  const { browser, page, errors } = await open();
  try {
    await page.click("#step");
    const step = await page.locator(".app").getAttribute("data-step");
    const pass = await failing(page, "content.json");
    await page.click("#open-gallery");
    await page.waitForSelector(".lazy-failed");
    assert.match(await page.locator(".lazy-failed").innerText(), /gallery could not be loaded.*Nothing was lost/s);
    pass();
    await page.click(".lazy-failed >> text=Try again");
    await page.waitForSelector('#gallery .card[data-entry="three-queues"]');
    assert.equal(await page.locator(".app").getAttribute("data-step"), step, "the run was not touched");
    await page.click('.card[data-entry="three-queues"] .card-open');
    await page.waitForSelector("#gallery", { state: "detached" });
    assert.match(await page.locator("#scenario-title").innerText(), /Three queues/);
    assert.deepEqual(unexpected(errors), []);
  } finally {
    await browser.close();
  }
});

test("a failed fetch of the glossary says so and Try again shows the definitions", async () => {
  const { browser, page, errors } = await open();
  try {
    const pass = await failing(page, "glossary.json");
    await page.click("#open-glossary");
    await page.waitForSelector(".lazy-failed");
    assert.match(await page.locator(".lazy-failed").innerText(), /glossary could not be loaded/);
    pass();
    await page.click(".lazy-failed >> text=Try again");
    await page.waitForSelector('#glossary [data-term="anti-affinity"] dd');
    assert.match(await page.locator('#glossary [data-term="anti-affinity"] dd').innerText(), /\w+/);
    assert.deepEqual(unexpected(errors), []);
  } finally {
    await browser.close();
  }
});

test("the scenario picker fetches a built-in scenario; a failed fetch offers Try again", async () => {
  const { browser, page, errors } = await open();
  try {
    const pass = await failing(page, "content.json");
    await openTab(page, "scenario");
    await page.selectOption("#builtin", "three-queues");
    await page.click("#open-builtin");
    await page.waitForSelector("#scenario-panel .lazy-failed");
    assert.match(await page.locator("#scenario-panel .lazy-failed").innerText(), /could not be loaded/);
    pass();
    await page.click("#scenario-panel .lazy-failed >> text=Try again");
    await page.waitForSelector("#scenario-panel .lazy-failed", { state: "detached" });
    await page.waitForSelector("#scenario-panel .lazy-loading", { state: "detached" });
    await page.waitForSelector('.app[data-step="0"]');
    assert.match(await page.locator("#scenario-title").innerText(), /Three queues/);
    assert.deepEqual(unexpected(errors), []);
  } finally {
    await browser.close();
  }
});

test("a lesson opened from the introduction whose fetch fails offers Try again, which opens it", async () => {
  // The introduction's lesson and a `#lesson=` link both open the entry through the same path (app.rs open_entry).
  const { browser, page, errors } = await open({ firstVisit: true });
  try {
    const pass = await failing(page, "content.json");
    await page.waitForSelector("#intro");
    await page.click("#intro-lesson");
    await page.waitForSelector("#notice.error");
    assert.match(await page.locator("#notice").innerText(), /could not be loaded/);
    assert.equal(await page.locator("#lesson").count(), 0);
    pass();
    await page.click("#notice >> text=Try again");
    await page.waitForSelector("#lesson[data-lesson]");
    assert.equal(await page.locator("#notice.error").count(), 0, "the error is gone");
    assert.deepEqual(unexpected(errors), []);
  } finally {
    await browser.close();
  }
});
