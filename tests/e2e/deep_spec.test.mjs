// Issue 10 item 2: a share link whose request constraint nests AND( 100,000 deep used to overflow the stack and
// kill the page. It now opens with the parser's error shown, nothing loaded, and the page keeps working.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { deflateRawSync } from "node:zlib";
import { open, URL, openTab } from "./browser.mjs";

const zk = JSON.parse(
  readFileSync(new globalThis.URL("../../core/scenarios/zk-anti-affinity.json", import.meta.url), "utf8"),
);

function link(scenario) {
  const payload = deflateRawSync(Buffer.from(JSON.stringify(scenario)), { level: 9 }).toString("base64url");
  return new globalThis.URL(`#s=${payload}`, URL).href;
}

test("a share link with a 100,000-level constraint shows the error and the page stays alive", async () => {
  const deep = structuredClone(zk);
  deep.name = "deep";
  deep.applications[0].requests[0].constraint = "AND(".repeat(100_000) + "IN,NODE,zk" + ")".repeat(100_000);
  // A fresh tab opened on the link (the page reads the fragment at start).
  const { browser, page, errors } = await open({ path: new globalThis.URL(link(deep)).hash });
  try {
    const notice = await page.locator("#notice.error").innerText();
    assert.match(notice, /could not load this scenario/);
    assert.match(notice, /applications\[0\]\.requests\[0\]\.constraint/);
    assert.match(notice, /nested more than 100 deep/);
    // Alive: the scenario that was open still runs.
    await openTab(page, "workload");
    const before = await page.locator("#pending .request").innerText();
    assert.doesNotMatch(before, /deep/);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
