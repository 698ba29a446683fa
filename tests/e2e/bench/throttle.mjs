// The link the page-load benchmarks load over: Chromium's own network throttling (DevTools protocol
// `Network.emulateNetworkConditions`), in a fresh browser context (empty cache) or on another page of one.

/** Throttles `page` to `mbit` Mbit/s with `latencyMs` of added round trip; with `cache` false, its requests neither
 * use nor fill the HTTP cache. */
export async function throttle(page, { mbit, latencyMs, cache = false }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: !cache });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: latencyMs,
    downloadThroughput: (mbit * 1e6) / 8,
    uploadThroughput: (mbit * 1e6) / 8,
  });
}

/** A new context and page at `mbit` Mbit/s with `latencyMs` of added round trip (`cache` as for `throttle`). */
export async function throttledPage(browser, { mbit, latencyMs, cache = false }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await throttle(page, { mbit, latencyMs, cache });
  return { context, page };
}
