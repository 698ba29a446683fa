// First contentful paint of several pages side by side, alternating: one Chromium, and in every round one load of
// each page in a fresh context over load.mjs's throttled link, so each page meets the same load of the machine as
// the others. Prints each page's median and every load's time. For telling the playground's frame from the
// browser's floor (a page of one paragraph) and from variants of index.html (docs/benchmarks.md, "The first
// paint"). Not a test. By hand, each page served from its own directory (scripts/static_server.py PORT DIR):
//   PAGES=dist=http://127.0.0.1:8081/,bare=http://127.0.0.1:8082/ RUNS=11 node tests/e2e/bench/paint_alternate.mjs
import { chromium } from "playwright-core";
import { ARGS } from "../browser.mjs";
import { median } from "./figure.mjs";
import { throttledPage } from "./throttle.mjs";

const RUNS = Number(process.env.RUNS ?? 11);
const MBIT = Number(process.env.MBIT ?? 10);
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 20);
const PAGES = (process.env.PAGES ?? "").split(",").filter(Boolean).map((p) => {
  const [name, url] = p.split("=");
  return { name, url, paints: [] };
});
if (PAGES.length === 0) throw new Error("PAGES=name=url,name=url is required");

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ARGS });
try {
  for (let i = 0; i < RUNS; i++) {
    for (const p of PAGES) {
      const { context, page } = await throttledPage(browser, { mbit: MBIT, latencyMs: LATENCY_MS });
      await page.goto(p.url, { waitUntil: "commit" });
      await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null,
        { timeout: 20_000 });
      p.paints.push(await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0].startTime));
      await context.close();
    }
  }
} finally {
  await browser.close();
}
for (const p of PAGES) {
  console.log(`${p.name}\tmedian ${median(p.paints).toFixed(0)} ms\tall ${p.paints.map((x) => x.toFixed(0)).join(" ")}`);
}
