// Large clusters: the generated 2,000-node scenario opens on the canvas view, plays without freezing the page,
// and a small cluster can be switched to the canvas too.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, openBuiltin } from "./browser.mjs";

/** Opens the generated 2,000-node scenario, which the playground draws on the canvas. */
async function openLarge(page) {
  await openBuiltin(page, "large-2000");
  await page.waitForSelector('.app[data-view="dense"] #dense[data-nodes="2000"]');
}

test("the 2,000-node scenario is drawn on a canvas and plays in frame-sized chunks", async () => {
  const { browser, page, errors } = await open();
  try {
    await openLarge(page);
    // The area is the drawing's size; the canvas over it is the band that shows (the wrapper scrolls the area).
    const area = await page.locator("#dense .dense-area").boundingBox();
    const box = await page.locator("#dense canvas").boundingBox();
    const shown = await page.evaluate(() => document.querySelector("#dense").clientHeight);
    assert.ok(area.width > 500 && area.height > shown, `area ${area.width}×${area.height}, ${shown} shown`);
    assert.ok(box.width === area.width && box.height > 300 && box.height <= shown, `canvas ${box.width}×${box.height}`);
    assert.match(await page.locator("#placed").innerText(), /0 \/ 20,000 placed/);

    await page.selectOption("#speed", { label: "max" });
    await page.click("#play");
    // Play advances in frame-sized chunks and yields between them: successive animation frames see the step grow
    // (a run done in one task would show one value, or freeze the page). No timing: frames come when they come.
    const seen = await page.evaluate(() => new Promise((done) => {
      const steps = [];
      const tick = () => {
        steps.push(Number(document.querySelector(".app").dataset.step));
        if (steps.length < 6) requestAnimationFrame(tick); else done(steps);
      };
      requestAnimationFrame(tick);
    }));
    assert.ok(new Set(seen).size >= 2, `the step grew across frames while playing: ${seen}`);
    assert.deepEqual(seen, [...seen].sort((a, b) => a - b), `steps only move forward: ${seen}`);
    await page.click("#play");
    const step = Number(await page.getAttribute(".app", "data-step"));
    assert.ok(step > 50, `advanced ${step} steps`);
    const placed = Number(await page.getAttribute("#dense", "data-containers"));
    // A step is one instant of virtual time: heartbeats of several nodes can share it, so a step may place more
    // than one container, but never more than were asked for.
    assert.ok(placed > 0 && placed <= 20_000, `${placed} placed in ${step} steps`);

    // Hovering a node cell names it.
    const now = await page.locator("#dense canvas").boundingBox();
    await page.mouse.move(now.x + 10, now.y + 20);
    await page.waitForSelector(".dense-tip");
    assert.match(await page.locator(".dense-tip").innerText(), /r01n01 · rack-01/);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a small cluster can be drawn densely and a click there selects a node", async () => {
  const { browser, page, errors } = await open();
  try {
    await page.selectOption("#view-mode", "dense");
    await page.waitForSelector('#dense[data-nodes="6"]');
    const box = await page.locator("#dense canvas").boundingBox();
    await page.mouse.click(box.x + 8, box.y + 22);
    await page.waitForSelector("#node-editor");
    assert.match(await page.locator("#node-editor h2").innerText(), /node-1/);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("the canvas a run paints frame by frame, only the cells that changed, is the canvas painted whole", async () => {
  const { browser, page, errors } = await open();
  try {
    await openLarge(page);
    // Scrolled first, so the frames paint a band that does not start at the drawing's top.
    const scrollBy = (dy) => page.evaluate((dy) => { document.querySelector("#dense").scrollTop += dy; }, dy);
    await scrollBy(500);
    await page.selectOption("#speed", { label: "max" });
    await page.click("#play");
    await page.waitForFunction(() => Number(document.querySelector(".app").dataset.step) > 400, null, { timeout: 60_000 });
    await page.click("#play");
    await page.waitForSelector('.app[data-playing="false"]');
    // The canvas's pixels are kept and compared in the page: millions of numbers are too many to ship to the test.
    const keep = (key) => page.evaluate((key) => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
      const c = document.querySelector("#dense canvas");
      window[key] = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
      done(document.querySelector(".app").dataset.step);
    }))), key);
    const step = await keep("played");
    const top = await page.evaluate(() => parseFloat(document.querySelector("#dense canvas").style.top));
    assert.ok(top >= 480 && top <= 500, `the band starts where the wrapper shows the drawing: ${top}`);
    // A hover names the node under the pointer in the drawing, not in the band.
    const box = await page.locator("#dense canvas").boundingBox();
    await page.mouse.move(box.x + 10, box.y + 20);
    await page.waitForSelector(".dense-tip");
    const tip = await page.locator(".dense-tip").innerText();
    assert.match(tip, /^r\d+n\d+ · rack-\d+/);
    assert.doesNotMatch(tip, /^r01n01 /, "the first node is above the band");
    await page.mouse.move(0, 0);
    // The light theme is the system's here: the same colours, but another theme, so every cell is painted again.
    await page.selectOption("#theme", "light");
    assert.equal(await keep("whole"), step);
    // Scrolling moves the band and paints it afresh, as a repaint in full does (the theme switched back).
    await scrollBy(300);
    await keep("moved");
    await page.selectOption("#theme", "dark");
    await page.selectOption("#theme", "light");
    await keep("whole2");
    const same = (a, b) => page.evaluate(([a, b]) => {
      [a, b] = [window[a], window[b]];
      let differ = 0, painted = 0;
      for (let i = 0; i < a.length; i += 4) {
        if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2] || a[i + 3] !== b[i + 3]) differ++;
        if (a[i + 3] > 0) painted++;
      }
      return { length: a.length === b.length, differ, painted };
    }, [a, b]);
    const moved = await same("moved", "whole2");
    assert.ok(moved.length && moved.differ === 0 && moved.painted > 0, `after scrolling: ${JSON.stringify(moved)}`);
    const { length, differ, painted } = await page.evaluate(() => {
      const [a, b] = [window.played, window.whole];
      let differ = 0, painted = 0;
      for (let i = 0; i < a.length; i += 4) {
        if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2] || a[i + 3] !== b[i + 3]) differ++;
        if (a[i + 3] > 0) painted++;
      }
      return { length: a.length === b.length, differ, painted };
    });
    assert.ok(length, "the canvas kept its size");
    assert.equal(differ, 0, `${differ} pixels differ at step ${step}`);
    assert.ok(painted > 0, "something was painted");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

// The SVG view chosen for a large cluster draws the nodes on screen and half a screen around them, and follows the
// scroll: every container is an SVG group of its own, and drawing all 20,000 held the page for seconds.
test("the boxes view of a large cluster draws what shows and follows the scroll", async () => {
  const { browser, page, errors } = await open();
  try {
    await openLarge(page);
    await page.selectOption("#speed", { label: "max" });
    await page.click("#play");
    await page.waitForFunction(() => Number(document.querySelector(".app").dataset.step) > 400);
    await page.click("#play");
    await page.selectOption("#view-mode", "boxes");
    await page.waitForSelector('.app[data-view="boxes"] #cluster-view g.node');
    assert.match(await page.getAttribute("#cluster-view svg", "aria-label"), /Cluster: \d+ racks, 2000 nodes, [1-9]\d* containers/);

    // Every node whose box shows is drawn (each rack's drawn nodes are one run from above the view's top to below
    // its bottom, or to the rack's end), and none lies further from what shows than half a screen and the 256
    // pixels the drawn part grows by (so that a small scroll draws nothing again).
    const check = () => page.evaluate(() => {
      const view = document.querySelector("#cluster-view");
      const r = view.getBoundingClientRect();
      const shown = { left: r.left, top: r.top, right: r.left + view.clientWidth, bottom: Math.min(r.top + view.clientHeight, innerHeight) };
      const [mx, my] = [(shown.right - shown.left) / 2 + 256, (shown.bottom - shown.top) / 2 + 256];
      const racks = [];
      let far = [];
      for (const rack of view.querySelectorAll("g.rack")) {
        const frame = rack.querySelector(".rack-frame").getBoundingClientRect();
        const nodes = [...rack.querySelectorAll(":scope > g.node")].map((n) => ({ name: n.dataset.node, box: n.querySelector(".node-box").getBoundingClientRect() }));
        far = far.concat(nodes.filter(({ box }) => box.right < shown.left - mx - 1 || box.left > shown.right + mx + 1
          || box.bottom < shown.top - my - 1 || box.top > shown.bottom + my + 1).map((n) => n.name));
        if (frame.right <= shown.left || frame.left >= shown.right) continue;
        const total = Number(rack.querySelector(".rack-count").textContent.match(/\d+/)[0]);
        const first = nodes[0], last = nodes.at(-1);
        racks.push({ rack: rack.dataset.rack, drawn: nodes.length, total,
          coversTop: first !== undefined && (first.box.top <= shown.top || first.name.endsWith("n01")),
          coversBottom: last !== undefined && (last.box.bottom >= shown.bottom || nodes.length === total || frame.bottom <= shown.bottom),
          names: nodes.map((n) => n.name) });
      }
      return { racks, far, nodes: view.querySelectorAll("g.node").length };
    });
    const covered = (c, where) => {
      assert.ok(c.racks.length >= 2, `${where}: racks on screen ${JSON.stringify(c.racks)}`);
      for (const r of c.racks) assert.ok(r.coversTop && r.coversBottom, `${where}: ${JSON.stringify(r)}`);
      assert.deepEqual(c.far, [], `${where}: nodes drawn far from the screen`);
      assert.ok(c.nodes > 0 && c.nodes < 400, `${where}: ${c.nodes} of 2,000 nodes drawn`);
    };
    const before = await check();
    covered(before, "at the top left");
    assert.ok(before.racks[0].names.includes("r01n01"), JSON.stringify(before.racks[0]));

    // Scrolled right and down: the nodes now on screen are drawn, the ones left behind are not.
    await page.evaluate(() => { const v = document.querySelector("#cluster-view"); v.scrollLeft = 2500; v.scrollTop = 2500; });
    await page.waitForFunction((old) => document.querySelector("#cluster-view g.rack g.node")?.dataset.node !== old,
      before.racks[0].names[0]);
    const after = await check();
    covered(after, "scrolled");
    assert.ok(!after.racks.some((r) => r.names.includes("r01n01")), "the first node is left behind");

    // A step draws the part on screen too.
    await page.click("#step");
    covered(await check(), "after a step");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
