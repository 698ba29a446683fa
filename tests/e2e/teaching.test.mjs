// The teaching views: the first-visit introduction (once, then from "?"; the gallery and the lesson panel it leads
// to are fetched while it is read), the gallery (cards drawn from their scenarios, opening one loads it and offers
// its lesson), a lesson's predict prompt answered right and wrong with the explanation, and glossary links.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, openWatching } from "./browser.mjs";

test("the introduction appears on a first visit, leads to the gallery, stays away after, and reopens from ?", async () => {
  const { browser, page, errors } = await open({ firstVisit: true });
  try {
    await page.waitForSelector("#intro");
    await page.click("#skip-intro");
    await page.waitForSelector("#gallery");
    assert.equal(await page.locator("#intro").count(), 0);
    await page.click("#close-gallery");
    assert.equal(await page.locator("#gallery").count(), 0);
    await page.reload();
    await page.waitForSelector("[data-ready=true]");
    assert.equal(await page.locator("#intro").count(), 0, "shown once");
    assert.equal(await page.locator("#gallery").count(), 0);
    await page.click("#open-help");
    await page.waitForSelector("#intro");
    await page.click("#skip-intro");
    assert.equal(await page.locator("#gallery").count(), 0, "the ? button only reopens the introduction");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a first visit fetches the gallery, its content and the lesson panel while the introduction is read; a later visit the gallery when the pointer rests on its button", async () => {
  const FILES = /split_gallery\.wasm|split_lesson\.wasm|gallery\/content\.json/;
  const fetchedAll = ([source, n]) => performance.getEntriesByType("resource")
    .filter((r) => new RegExp(source).test(r.name) && r.responseEnd > 0).length === n;
  // The introduction leads to the gallery and to the first lesson.
  const INTRO = ["content.json", "split_gallery.wasm", "split_lesson.wasm"];
  for (const [button, drawn, opened] of [
    ["#skip-intro", "#gallery .card svg.thumb", "nothing fetched again"],
    ["#intro-lesson", "#lesson #lesson-text", "the first lesson opens with what was fetched"],
  ]) {
    const first = await openWatching(FILES, { firstVisit: true });
    try {
      await first.page.waitForSelector("#intro");
      // (Bounded: a file never fetched fails on the list below, which names it.)
      await first.page.waitForFunction(fetchedAll, [FILES.source, 3], { timeout: 10_000 }).catch(() => {});
      assert.deepEqual(first.fetched.sort(), INTRO, "before the introduction is closed");
      await first.page.click(button);
      await first.page.waitForSelector(drawn);
      assert.deepEqual(first.fetched.sort(), INTRO, opened);
      assert.deepEqual(first.errors, []);
    } finally {
      await first.browser.close();
    }
  }
  // Past the introduction, the gallery is fetched only when a pointer rests on its button (the hand is on its way
  // to the click: web/src/components/lazy.rs, `Approach`) or it is opened.
  const later = await openWatching(FILES);
  try {
    await later.page.waitForTimeout(2500);
    assert.deepEqual(later.fetched, []);
    await later.page.hover("#open-gallery");
    await later.page.waitForFunction(fetchedAll, [FILES.source, 2]);
    assert.deepEqual(later.fetched.sort(), ["content.json", "split_gallery.wasm"], "fetched while the pointer rests");
    assert.equal(await later.page.locator("#gallery").count(), 0, "not opened");
    await later.page.click("#open-gallery");
    await later.page.waitForSelector("#gallery .card svg.thumb");
    assert.deepEqual(later.fetched.sort(), ["content.json", "split_gallery.wasm"], "nothing fetched again");
    assert.deepEqual(later.errors, []);
  } finally {
    await later.browser.close();
  }
});

test("the glossary's chunk, definitions and their reader are fetched while the pointer rests on its button, or once the keyboard reaches it", async () => {
  const GLOSSARY = /split_(served_)?glossary\.wasm|gallery\/glossary\.json/;
  const ALL = ["glossary.json", "split_glossary.wasm", "split_served_glossary.wasm"];
  const fetchedAll = (source) => performance.getEntriesByType("resource")
    .filter((r) => new RegExp(source).test(r.name) && r.responseEnd > 0).length === 3;
  const pointer = await openWatching(GLOSSARY);
  try {
    await pointer.page.waitForTimeout(2500);
    assert.deepEqual(pointer.fetched, [], "not before");
    await pointer.page.hover("#open-glossary");
    await pointer.page.waitForFunction(fetchedAll, GLOSSARY.source);
    assert.deepEqual(pointer.fetched.sort(), ALL, "fetched while the pointer rests");
    assert.equal(await pointer.page.locator("#glossary").count(), 0, "not opened");
    await pointer.page.click("#open-glossary");
    await pointer.page.waitForSelector('#glossary [data-term="anti-affinity"] dd');
    assert.deepEqual(pointer.fetched.sort(), ALL, "nothing fetched again");
    assert.deepEqual(pointer.errors, []);
  } finally {
    await pointer.browser.close();
  }
  // The keyboard: Tab from the gallery's button (the one before it) reaches the glossary's.
  const keyboard = await openWatching(GLOSSARY);
  try {
    await keyboard.page.focus("#open-gallery");
    await keyboard.page.keyboard.press("Tab");
    assert.equal(await keyboard.page.evaluate(() => document.activeElement.id), "open-glossary");
    await keyboard.page.waitForFunction(fetchedAll, GLOSSARY.source);
    assert.deepEqual(keyboard.fetched.sort(), ALL, "fetched once the focus is there");
    assert.equal(await keyboard.page.locator("#glossary").count(), 0, "not opened");
    await keyboard.page.keyboard.press("Enter");
    await keyboard.page.waitForSelector('#glossary [data-term="anti-affinity"] dd');
    assert.deepEqual(keyboard.fetched.sort(), ALL, "nothing fetched again");
    assert.deepEqual(keyboard.errors, []);
  } finally {
    await keyboard.browser.close();
  }
});

test("the gallery shows a card per entry with a drawn thumbnail; opening one loads it and offers its lesson; reopened, it draws the same thumbnails", async () => {
  const { browser, page, errors } = await open();
  try {
    assert.equal(await page.locator("#gallery").count(), 0, "tests start past the first visit");
    await page.click("#open-gallery");
    await page.waitForSelector("#gallery");
    assert.ok((await page.locator("#gallery .card").count()) >= 30);
    const card = page.locator('.card[data-entry="three-queues"]');
    assert.ok((await card.locator("svg.thumb rect.thumb-node").count()) > 0, "the thumbnail draws the nodes");
    assert.match(await page.locator('.card[data-entry="c5-delayed-or"] .yarn').innerText(), /beyond YARN/);
    const thumbnails = () => page.locator("#gallery svg.thumb").evaluateAll((all) => all.map((svg) => svg.outerHTML));
    const drawn = await thumbnails();
    await page.click('.card[data-entry="user-limits"] .card-open');
    await page.waitForSelector('.app[data-step="0"]');
    assert.equal(await page.locator("#gallery").count(), 0);
    await page.waitForSelector('#lesson[data-lesson="user-limits"]');
    // One undoable change.
    await page.click("#undo");
    assert.notEqual(await page.locator("#scenario-title").innerText(), "");
    // Opened again, the gallery draws the thumbnails it drew the first time (kept for the page, not made again).
    await page.click("#open-gallery");
    await page.waitForSelector("#gallery .card svg.thumb");
    assert.deepEqual(await thumbnails(), drawn);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a pointer resting on a glossary link in a lesson fetches the glossary; the click opens it at the term", async () => {
  const GLOSSARY = /split_(served_)?glossary\.wasm|gallery\/glossary\.json/;
  const ALL = ["glossary.json", "split_glossary.wasm", "split_served_glossary.wasm"];
  const { browser, page, errors, fetched } = await openWatching(GLOSSARY, { path: "#lesson=zk-anti-affinity" });
  try {
    const link = '#lesson-text .term-link[data-term="anti-affinity"]';
    await page.waitForSelector(link);
    await page.waitForTimeout(500);
    assert.deepEqual(fetched, [], "not before");
    await page.hover(link);
    // (Bounded: a file never fetched fails on the list below, which names it.)
    await page.waitForFunction((source) => performance.getEntriesByType("resource")
      .filter((r) => new RegExp(source).test(r.name) && r.responseEnd > 0).length === 3, GLOSSARY.source,
    { timeout: 10_000 }).catch(() => {});
    assert.deepEqual(fetched.sort(), ALL, "fetched while the pointer rests");
    assert.equal(await page.locator("#glossary").count(), 0, "not opened");
    await page.click(link);
    await page.waitForSelector('#glossary .glossary-term.focused[data-term="anti-affinity"]');
    assert.deepEqual(fetched.sort(), ALL, "nothing fetched again");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a pointer resting on a gallery card fetches what opening it needs beyond its scenario: the lesson's chunk, and the policy's for preemption", async () => {
  const { browser, page, errors, fetched } = await openWatching(/split_(lesson|preemption_policy)\.wasm/);
  const fetchedSoon = async (files) => {
    for (let i = 0; i < 100 && !files.every((f) => fetched.includes(f)); i++) await page.waitForTimeout(50);
    assert.deepEqual([...fetched].sort(), files, "fetched while the pointer rests");
  };
  try {
    await page.click("#open-gallery");
    await page.waitForSelector("#gallery .card svg.thumb");
    // A card without a lesson that runs no preemption: nothing.
    await page.hover('.card[data-entry="three-queues"] .card-open');
    await page.waitForTimeout(500);
    assert.deepEqual(fetched, []);
    const card = '.card[data-entry="yarn-569-preemption"] .card-open';
    await page.locator(card).scrollIntoViewIfNeeded();
    await page.hover(card);
    await fetchedSoon(["split_lesson.wasm", "split_preemption_policy.wasm"]);
    assert.equal(await page.locator("#lesson").count(), 0, "not opened");
    await page.click(card);
    await page.waitForSelector('#lesson[data-lesson="yarn-569-preemption"] #lesson-text');
    assert.deepEqual([...fetched].sort(), ["split_lesson.wasm", "split_preemption_policy.wasm"], "nothing fetched again");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a lesson's prediction is judged right and wrong, with the reasons, and terms link to the glossary", async () => {
  const { browser, page, errors } = await open({ path: "#lesson=zk-anti-affinity" });
  try {
    await page.waitForSelector('#lesson[data-lesson="zk-anti-affinity"]');
    for (let i = 0; i < 20 && !(await page.locator('#predict[data-state="waiting"]').count()); i++) {
      await page.click("#lesson-next");
    }
    await page.waitForSelector('#predict[data-state="waiting"]');
    assert.ok(await page.locator("#lesson-next").isDisabled(), "the step waits for a prediction");
    const asked = Number(await page.getAttribute(".app", "data-step"));
    const nodes = await page.locator("[data-node]").evaluateAll((els) => els.map((e) => e.dataset.node));
    const seen = new Set();
    for (const node of nodes) {
      await page.click(`[data-node="${node}"] .node-name`);
      await page.waitForSelector("#judgement");
      const correct = await page.getAttribute("#judgement", "data-correct");
      seen.add(correct);
      assert.ok(Number(await page.getAttribute(".app", "data-step")) > asked, "the step reveals the allocation");
      assert.ok((await page.locator("#judgement").innerText()).length > 20);
      if (correct === "false") {
        assert.ok((await page.locator("#judgement .reasons li").count()) > 0, "a wrong answer says why");
      }
      if (seen.size === 2) break;
      // Back and forward again asks the same question anew.
      await page.click("#lesson-back");
      await page.click("#lesson-next");
      await page.waitForSelector('#predict[data-state="waiting"]');
      assert.equal(Number(await page.getAttribute(".app", "data-step")), asked);
    }
    assert.deepEqual([...seen].sort(), ["false", "true"]);

    const link = page.locator("#lesson .term-link").first();
    const term = await link.getAttribute("data-term");
    await link.click();
    await page.waitForSelector("#glossary");
    assert.equal(await page.getAttribute("#glossary .glossary-term.focused", "data-term"), term);
    await page.click("#close-glossary");
    await page.click("#open-glossary");
    assert.ok((await page.locator("#glossary .glossary-term").count()) >= 17);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
