import { test } from "node:test";
import assert from "node:assert/strict";
import { open, openTab, openScenarioFile, fieldId } from "./browser.mjs";

/** Opens a one-node scenario of `applications` from a file, then the Workload tab. */
async function openWorkload(page, applications) {
  const scenario = {
    cluster: { racks: [{ name: "r1", nodes: [{ name: "n1", resource: { "memory-mb": 65536, vcores: 64 } }] }] },
    applications,
  };
  await openScenarioFile(page, scenario, "many-apps.json");
  await openTab(page, "workload");
}

// A real cluster's workload brought in has hundreds of applications: the Workload tab draws each card's summary,
// and a card's editor once it is opened (closed again, it keeps it).
test("a workload of 400 applications draws each card's editor when the card is opened, and keeps what was typed", async () => {
  const { browser, page, errors } = await open();
  try {
    const applications = Array.from({ length: 400 }, (_, a) => ({
      name: `job${a}`,
      queue: "default",
      requests: [{ count: 2, resource: { "memory-mb": 1024 }, "duration-ms": 10000 }],
    }));
    await openWorkload(page, applications);
    const card = (a) => page.locator(`.app-card[data-app="${a}"]`);
    const summary = (a) => page.locator(`.app-card[data-app="${a}"] > summary`);
    assert.equal(await page.locator(".app-card").count(), 400);
    // The first three open with their editors; the others show their summary only.
    assert.equal(await page.inputValue(fieldId("applications[2].name")), "job2");
    assert.equal(await card(250).locator("input, textarea").count(), 0);
    assert.equal(await summary(250).textContent(), "job250 · default · 1 request");

    // Opened, the card's editor shows the application, and an edit applies.
    await summary(250).click();
    const name = fieldId("applications[250].name");
    assert.equal(await page.inputValue(name), "job250");
    assert.equal(await page.inputValue(fieldId("applications[250].requests[0].count")), "2");
    await page.fill(name, "etl-nightly");
    await page.press(name, "Enter");
    await page.waitForFunction(() => document.querySelector('.app-card[data-app="250"] > summary').textContent.startsWith("etl-nightly"));

    // A source tag half typed is still there after the card is closed and opened again.
    await page.fill("#new-tag-app250", "hb");
    await summary(250).click();
    assert.equal(await card(250).getAttribute("open"), null);
    await summary(250).click();
    assert.equal(await page.inputValue("#new-tag-app250"), "hb");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

// Thousands of applications (a ResourceManager's applications, a load simulator's trace): the tab draws a page of
// cards, more on request, and finds an application by name, queue or user.
test("a workload of 1,200 applications is drawn a page at a time, searched, and grows at its end", async () => {
  const { browser, page, errors } = await open();
  try {
    const applications = Array.from({ length: 1200 }, (_, a) => ({
      name: `job${a}`,
      queue: a % 2 === 0 ? "etl" : "adhoc",
      user: `user${a % 7}`,
      requests: [{ count: 1, resource: { "memory-mb": 1024 }, "duration-ms": 10000 }],
    }));
    await openWorkload(page, applications);
    const cards = page.locator(".app-card");
    const note = page.locator("#apps-not-drawn .muted");
    assert.equal(await cards.count(), 200);
    assert.equal(await note.textContent(), "200 of the 1200 applications are drawn.");
    assert.equal(await page.locator('.app-card[data-app="199"]').count(), 1);
    assert.equal(await page.locator('.app-card[data-app="200"]').count(), 0);

    await page.click("#draw-more-apps");
    assert.equal(await cards.count(), 400);
    assert.equal(await note.textContent(), "400 of the 1200 applications are drawn.");

    // The search: by name (any case), then by user; the page starts again from the first match.
    await page.fill("#find-app", "JOB1150");
    await page.waitForFunction(() => document.querySelectorAll(".app-card").length === 1);
    assert.equal(await page.locator(".app-card > summary").textContent(), "job1150 · etl · 1 request");
    assert.equal(await page.locator("#apps-not-drawn").count(), 0);
    await page.fill("#find-app", "etl");
    await page.waitForFunction(() => document.querySelectorAll(".app-card").length === 200);
    assert.equal(await note.textContent(), "200 of the 600 applications that match are drawn.");
    await page.click("#draw-all-apps");
    assert.equal(await cards.count(), 600);
    assert.equal(await page.locator("#apps-not-drawn").count(), 0);
    await page.fill("#find-app", "");
    await page.waitForFunction(() => document.querySelectorAll(".app-card").length === 200);

    // An application added while the list is cut short is drawn after it.
    await page.click("#add-app");
    await page.waitForFunction(() => document.querySelectorAll(".app-card").length === 201);
    const added = page.locator('.app-card[data-app="1200"] > summary');
    assert.match(await added.textContent(), /^app-\d+ · default · 1 request$/);
    assert.equal(await note.textContent(), "200 of the 1200 applications are drawn.");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

// A load simulator's job brought in has a request per kind of task, often hundreds: an opened card draws them a
// page at a time too.
test("an application of 60 requests draws them a page at a time, and a request added is drawn after them", async () => {
  const { browser, page, errors } = await open();
  try {
    const requests = Array.from({ length: 60 }, (_, r) => ({
      count: 1, resource: { "memory-mb": 1024 }, "duration-ms": 1000 * (r + 1), priority: 20,
    }));
    await openWorkload(page, [{ name: "job_1", queue: "default", requests }]);
    const card = page.locator('.app-card[data-app="0"]');
    const drawnRequests = card.locator("fieldset.request-editor");
    assert.equal(await drawnRequests.count(), 20);
    assert.equal(await page.textContent("#requests-0-not-drawn .muted"), "20 of the 60 requests are drawn.");
    assert.equal(await page.inputValue(fieldId("applications[0].requests[19].duration-ms")), "20000");
    await page.click("#draw-more-requests-0");
    assert.equal(await drawnRequests.count(), 40);
    await card.locator("button", { hasText: "+ Add a request" }).click();
    await page.waitForFunction(() => document.querySelectorAll('.app-card[data-app="0"] fieldset.request-editor').length === 41);
    assert.equal(await card.locator('fieldset[data-request="0-60"]').count(), 1);
    await page.click("#draw-all-requests-0");
    assert.equal(await drawnRequests.count(), 61);
    assert.equal(await page.locator("#requests-0-not-drawn").count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
