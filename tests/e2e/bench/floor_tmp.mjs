import { chromium } from "playwright-core";
import { ARGS } from "../browser.mjs";
import { median } from "./figure.mjs";
const urls = process.env.URLS.split(",");
const RUNS = Number(process.env.RUNS ?? 9);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ARGS });
const res = urls.map(() => []);
for (let i = 0; i < RUNS; i++) {
  for (let u = 0; u < urls.length; u++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 });
    await page.goto(urls[u], { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, { timeout: 20000 });
    res[u].push(await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0].startTime));
    await context.close();
  }
}
await browser.close();
urls.forEach((u, i) => console.log(u, "median", median(res[i]).toFixed(0), "all", res[i].map((x) => x.toFixed(0)).join(" ")));
