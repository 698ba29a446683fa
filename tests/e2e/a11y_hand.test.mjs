// The accessibility checks axe cannot make (issue 13, "Accessible to every student"): names that carry what
// colour shows, one polite live region that summarises each step, an error alert that does not fire per keystroke,
// skip links, focus rings at 3:1, keyboard access to the round bars and older events, and text that follows the
// browser's text size.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, openBuiltin, stepUntil, fieldId, blur, openTab } from "./browser.mjs";

/** Clicks Step up to `n` times, stopping at the run's end. */
async function steps(page, n) {
  for (let i = 0; i < n && (await page.getAttribute("#step", "disabled")) === null; i++) await page.click("#step");
}

/** WCAG's contrast ratio of two CSS colours as the page computes them (`rgb(…)`), evaluated in the page. */
const contrastIn = (page, a, b) => page.evaluate(([a, b]) => {
  const rgb = (c) => c.match(/[\d.]+/g).slice(0, 3).map(Number);
  const lum = (c) => {
    const [r, g, bl] = rgb(c).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}, [a, b]);

for (const colorScheme of ["light", "dark"]) {
  test(`container chips: 4.5:1 labels, names with application and queue; focus rings at 3:1 (${colorScheme})`, async () => {
    const { browser, page, errors } = await open({ colorScheme });
    try {
      // Colour by application: every application's colour appears on some chip.
      await steps(page, 8);
      const chips = await page.$$eval("svg .chip[data-container]", (cs) => cs.map((c) => ({
        fill: getComputedStyle(c.querySelector("rect")).fill,
        ink: getComputedStyle(c.querySelector("text")).fill,
        name: c.getAttribute("aria-label"),
      })));
      assert.ok(chips.length > 0, "some containers are placed");
      for (const c of chips) {
        const r = await contrastIn(page, c.fill, c.ink);
        assert.ok(r >= 4.5, `chip label ${c.ink} on ${c.fill}: ${r.toFixed(2)}`);
        assert.match(c.name, /^container \d+ of \S+ in queue \S+, tags \S+, on node-\d/, c.name);
        assert.doesNotMatch(c.name, /\(\)/);
      }

      // Focus rings: the outline of buttons and the stroke of SVG controls keep 3:1 on what is around them.
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const panel = await page.evaluate(() => getComputedStyle(document.querySelector(".toolbar")).backgroundColor);
      await page.focus("#step");
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      const ring = await page.evaluate(() => getComputedStyle(document.activeElement).outlineColor);
      assert.ok((await contrastIn(page, ring, panel)) >= 3, `focus ring ${ring} on ${panel}`);
      assert.ok((await contrastIn(page, ring, bg)) >= 3, `focus ring ${ring} on ${bg}`);
      await page.focus("svg .rack-head");
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      const rack = await page.evaluate(() => {
        const r = document.activeElement.querySelector("rect");
        return { stroke: getComputedStyle(r).stroke, width: parseFloat(getComputedStyle(r).strokeWidth), fill: getComputedStyle(r).fill };
      });
      assert.ok(rack.width >= 2, `the rack header's focus has a visible stroke (${rack.width})`);
      assert.ok((await contrastIn(page, rack.stroke, bg)) >= 3, `rack header focus ${rack.stroke} on ${bg}`);
      assert.ok((await contrastIn(page, rack.stroke, rack.fill)) >= 3, `rack header focus ${rack.stroke} on ${rack.fill}`);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });
}

test("no button inside a button: a node's chips are controls beside its own button", async () => {
  const { browser, page, errors } = await open();
  try {
    await steps(page, 4);
    const nested = await page.$$eval('[role="button"] [role="button"], button [role="button"], [role="button"] button', (e) => e.length);
    assert.equal(nested, 0);
    // The node is still one click target and one Tab stop, and its chips are reachable by Tab.
    const node = await page.$eval("svg .chip[data-container]", (c) => c.closest("[data-node]").dataset.node);
    await page.focus(`[data-node="${node}"] .node-hit`);
    await page.keyboard.press("Tab");
    assert.match(await page.evaluate(() => document.activeElement.getAttribute("aria-label")), /^container \d+ of /);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a pending card's name says why it waits", async () => {
  const { browser, page, errors } = await open();
  try {
    await openBuiltin(page, "yarn-569-preemption");
    const waiting = await stepUntil(page, "#pending .request.waiting", 80);
    assert.ok(waiting > 0);
    // The card's name comes from its content (no aria-label overrides it), and the content says why it waits.
    const card = page.locator("#pending .request.waiting").first();
    assert.equal(await card.getAttribute("aria-label"), null);
    const name = (await card.textContent()).replace(/\s+/g, " ");
    const why = await card.locator(".why").getAttribute("title");
    assert.match(name, /waits: /, name);
    assert.ok(name.includes(why), `"${name}" includes "${why}"`);
    assert.match(await card.getAttribute("title"), /Waits: /, "and its description says it in a sentence");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("one polite live region summarises each step; the clock is not live; the spec error is spoken on leaving the field", async () => {
  const { browser, page, errors } = await open();
  try {
    const live = await page.$$eval('[aria-live], [role="status"], [role="log"]', (els) =>
      els.filter((e) => (e.getAttribute("aria-live") ?? "polite") === "polite" && e.getAttribute("role") !== "alert").map((e) => e.id));
    assert.deepEqual(live, ["announce"], "one polite live region");
    assert.equal(await page.getAttribute("#clock", "aria-live"), null);
    assert.equal(await page.$eval("#clock", (c) => c.closest("[aria-live], [role=status]")), null);

    await page.click("#step");
    await page.waitForSelector('.app[data-step="1"]');
    assert.match(await page.locator("#announce").textContent(), /^Step 1: \d+ placed/);
    await page.click("#step");
    await page.waitForSelector('.app[data-step="2"]');
    assert.match(await page.locator("#announce").textContent(), /^Step 2: /);

    // A preemption is announced as such.
    await openBuiltin(page, "yarn-569-preemption");
    await stepUntil(page, "svg .chip.marked", 80);
    assert.match(await page.locator("#announce").textContent(), /marked for preemption/);

    // Typing a bad constraint does not raise an alert per keystroke; leaving the field speaks it once.
    await openTab(page, "workload");
    const field = fieldId("applications[0].requests[0].constraint");
    await page.fill(field, "");
    await page.type(field, "NOTIN,RAK");
    await page.locator(".spec-error").first().waitFor();
    const alerts = () => page.$$eval('.spec-editor [role="alert"]', (as) => as.map((a) => a.textContent.trim()).filter(Boolean));
    assert.deepEqual(await alerts(), [], "no alert while typing");
    assert.equal(await page.locator('.spec-error[role="alert"]').count(), 0);
    await blur(page);
    await page.waitForFunction(() => [...document.querySelectorAll('.spec-editor [role="alert"]')].some((a) => a.textContent.trim()));
    assert.match((await alerts())[0], /Constraint not applied: column \d+/);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("skip links come first and land on the cluster, the timeline and the side panels", async () => {
  const { browser, page, errors } = await open();
  try {
    await blur(page);
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.textContent), "Skip to the cluster");
    assert.ok(await page.evaluate(() => document.activeElement.getBoundingClientRect().width > 0), "visible when focused");
    await page.keyboard.press("Enter");
    assert.equal(await page.evaluate(() => document.activeElement.id), "cluster-view");
    assert.equal(await page.evaluate(() => location.hash), "", "the fragment is left alone");
    await page.keyboard.press("Tab");
    assert.ok(await page.evaluate(() => !!document.activeElement.closest("#cluster-view")), "the next stop is in the cluster");

    await page.focus(".skip-link >> nth=1");
    await page.keyboard.press("Enter");
    assert.equal(await page.evaluate(() => document.activeElement.id), "step");
    await page.focus(".skip-link >> nth=2");
    await page.keyboard.press("Enter");
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute("role")), "tab");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("keyboard: the Charts' round bars open their report; older events can be listed", async () => {
  const { browser, page, errors } = await open();
  try {
    await openBuiltin(page, "yarn-569-preemption");
    await stepUntil(page, "svg .chip.marked", 80);
    await page.click("#tab-charts");
    await page.focus("#charts .round-bar");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#explain.round");
    assert.equal(await page.getAttribute(".app", "data-playing"), "false", "Enter did not start playback");

    // A long run: more than 200 events, the older ones a button away.
    await page.click("#tab-events");
    for (let i = 0; i < 40 && !(await page.locator("#events-older").count()); i++) {
      for (let j = 0; j < 10; j++) await page.click("#step");
      if (await page.getAttribute("#step", "disabled") !== null) break;
    }
    if (await page.locator("#events-older").count()) {
      const before = await page.locator("#events li").count();
      await page.focus("#events-older");
      await page.keyboard.press("Enter");
      await page.waitForFunction((n) => document.querySelectorAll("#events li").length > n, before);
    }
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("text follows the browser's text size (rem)", async () => {
  const { browser, page, errors } = await open();
  try {
    const sizes = () => page.evaluate(() => ["body", "#step", ".tab", "#pending .request .left", ".hint"].map((s) => {
      const e = document.querySelector(s);
      return e ? parseFloat(getComputedStyle(e).fontSize) : null;
    }));
    const before = await sizes();
    // A larger default text size, as the browser's setting gives: the root's font size.
    await page.addStyleTag({ content: "html { font-size: 24px !important; }" });
    const after = await sizes();
    before.forEach((b, i) => {
      if (b !== null) assert.ok(after[i] >= b * 1.4, `text ${i} grew from ${b} to ${after[i]}`);
    });
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

/** Whether focus is on the page's body (lost) rather than on a control. */
const focusLost = (page) => page.evaluate(() => document.activeElement === document.body || document.activeElement === null);

test("focus never falls to the body: Esc on a verdict, stepping back from a chip, a focused card fully placed", async () => {
  const { browser, page, errors } = await open();
  try {
    // (a) Esc on a verdict returns focus to the card that opened the explanation.
    await page.focus('#pending [data-request="0-0"]');
    await page.keyboard.press("Enter");
    await page.waitForSelector("#fit-table");
    await page.focus("#fit-table button.link");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#verdict");
    assert.ok(await page.evaluate(() => !!document.activeElement.closest("#explain")), "focus is in the Explain panel");
    await page.keyboard.press("Escape");
    await page.waitForSelector("#fit-table", { state: "detached" });
    assert.equal(await focusLost(page), false, "Esc left focus on the body");
    assert.equal(await page.evaluate(() => document.activeElement.dataset.request), "0-0", "back on the card that opened it");

    // (b) Stepping back while a container chip is focused moves focus to its node's button.
    await steps(page, 3);
    const step = Number(await page.getAttribute(".app", "data-step"));
    const chip = page.locator("svg .chip.fresh[data-container][tabindex]").first();
    const id = await chip.getAttribute("data-container");
    const node = await chip.evaluate((c) => c.closest("[data-node]").dataset.node);
    await chip.focus();
    await page.keyboard.press("ArrowLeft");
    await page.waitForSelector(`.app[data-step="${step - 1}"]`);
    assert.equal(await page.locator(`svg [data-container="${id}"]`).count(), 0, "the chip is gone");
    assert.equal(await focusLost(page), false, "stepping back left focus on the body");
    assert.equal(await page.evaluate(() => document.activeElement.classList.contains("node-hit") && document.activeElement.closest("[data-node]").dataset.node), node);

    // (c) A focused pending card fully placed hands focus to the next card (or the lane when none is left).
    let placed = false;
    for (let i = 0; i < 40 && !placed; i++) {
      const card = page.locator("#pending button.request").first();
      if (!(await card.count())) break;
      const key = await card.getAttribute("data-request");
      const next = await page.evaluate((k) => {
        const li = document.querySelector(`#pending [data-request="${k}"]`).closest("li").nextElementSibling;
        return li?.querySelector("button.request")?.dataset.request ?? null;
      }, key);
      await card.focus();
      const at = Number(await page.getAttribute(".app", "data-step"));
      await page.keyboard.press("ArrowRight");
      await page.waitForSelector(`.app[data-step="${at + 1}"]`);
      if (await page.locator(`#pending [data-request="${key}"]`).count()) continue;
      placed = true;
      assert.equal(await focusLost(page), false, "a placed card left focus on the body");
      const now = await page.evaluate(() => document.activeElement.dataset.request ?? document.activeElement.id);
      if (next !== null && (await page.locator(`#pending [data-request="${next}"]`).count())) assert.equal(now, next, "the next card");
      else assert.ok(now === "pending-lane" || /^\d+-/.test(now), `the lane or a card: ${now}`);
    }
    assert.ok(placed, "some focused card was fully placed");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("keyboard: the verdict tree's parts are disclosures reached by Tab and folded by Enter or Space", async () => {
  const { browser, page, errors } = await open();
  try {
    await page.click('#pending [data-request="0-0"]');
    await page.waitForSelector("#fit-table");
    await page.click("#fit-table button.link >> nth=0");
    await page.waitForSelector("#verdict");
    // Tab from the fit table's last row reaches the tree's first disclosure.
    await page.focus("#fit-table tr:last-child button.link");
    for (let i = 0; i < 5 && !(await page.evaluate(() => !!document.activeElement.closest("#verdict"))); i++) {
      await page.keyboard.press("Tab");
    }
    const focused = () => page.evaluate(() => {
      const a = document.activeElement;
      return { inTree: !!a.closest("#verdict"), tag: a.tagName, expanded: a.getAttribute("aria-expanded") };
    });
    assert.deepEqual(await focused(), { inTree: true, tag: "BUTTON", expanded: "true" });
    const parts = page.locator("#verdict > li > ul");
    assert.ok(await parts.isVisible(), "its parts are shown");
    const step = await page.getAttribute(".app", "data-step");
    await page.keyboard.press("Enter");
    assert.equal((await focused()).expanded, "false");
    assert.equal(await parts.isVisible(), false, "Enter folds its parts");
    await page.keyboard.press(" ");
    assert.equal((await focused()).expanded, "true");
    assert.ok(await parts.isVisible(), "Space unfolds them");
    assert.equal(await page.getAttribute(".app", "data-step"), step, "and neither stepped nor played");
    assert.equal(await page.getAttribute(".app", "data-playing"), "false");
    // No ARIA tree without a tree's arrow keys: the parts are lists.
    assert.equal(await page.locator('#verdict[role="tree"], #verdict [role="treeitem"]').count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("keyboard: the canvas view's nodes are reached with the arrow keys and selected with Enter", async () => {
  const { browser, page, errors } = await open();
  try {
    await page.selectOption("#view-mode", "dense");
    await page.waitForSelector('#dense[data-nodes="6"]');
    await page.focus("#dense");
    const current = () => page.evaluate(() => ({
      node: document.activeElement.dataset.cursor ?? null,
      said: document.getElementById(document.activeElement.getAttribute("aria-describedby")).textContent,
    }));
    await page.keyboard.press("ArrowRight");
    let c = await current();
    assert.equal(c.node, "node-1", "the first key lands on the first node");
    assert.match(c.said, /^Current node node-1 in rack-1: .+ of .+ memory, \d+ of \d+ vcores used, \d+ containers/);
    await page.keyboard.press("ArrowRight");
    c = await current();
    assert.equal(c.node, "node-2", "right moves within the rack");
    await page.keyboard.press("ArrowDown");
    c = await current();
    assert.match(c.said, /in rack-2:/, "down moves to the next rack");
    const moved = c.node;
    await page.keyboard.press("ArrowUp");
    assert.equal((await current()).node, "node-2", "up moves back, to the same position");
    assert.equal(await page.getAttribute(".app", "data-step"), "0", "the arrows did not step the run");
    assert.equal(await page.locator('[aria-live="polite"]:not(#announce)').count(), 0, "no second live region");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#node-editor");
    assert.match(await page.locator("#node-editor h2").innerText(), new RegExp(moved), "Enter selects it as a click does");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
