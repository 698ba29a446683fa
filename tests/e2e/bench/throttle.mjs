// The link the page-load benchmarks load over: a fresh browser context (empty cache) whose page downloads through
// Chromium's own network throttling (DevTools protocol `Network.emulateNetworkConditions`).

/** A new context and page at `mbit` Mbit/s with `latencyMs` of added round trip and the cache disabled. */
export async function throttledPage(browser, { mbit, latencyMs }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: latencyMs,
    downloadThroughput: (mbit * 1e6) / 8,
    uploadThroughput: (mbit * 1e6) / 8,
  });
  return { context, page };
}
