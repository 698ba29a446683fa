import { open, openTab } from "./browser.mjs";
import { readFileSync } from "node:fs";
const { browser, page, errors } = await open();
await openTab(page, "scenario");
await page.setInputFiles("#open-file", { name: "x.json", mimeType: "application/json", buffer: readFileSync(process.env.FILE) });
await page.waitForFunction(() => document.querySelector(".app")?.dataset.step === "0", null, { timeout: 120000 });
if (process.env.HANDLER) await page.selectOption("#handler", process.env.HANDLER);
await page.selectOption("#speed", { label: "max" });
const cdp = await page.context().newCDPSession(page);
await cdp.send("Profiler.enable"); await cdp.send("Profiler.setSamplingInterval", { interval: 200 }); await cdp.send("Profiler.start");
const t0 = Date.now();
await page.click("#play");
await page.waitForSelector('.app[data-playing="false"]', { timeout: 300_000 });
console.log(`played to step ${await page.evaluate(() => document.querySelector(".app").dataset.step)} in ${Date.now() - t0} ms`);
const { profile } = await cdp.send("Profiler.stop");
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id])));
const name = (n) => (n.callFrame.functionName || "(anonymous)") + " " + (n.callFrame.url || "").split("/").pop();
const self = new Map(), incl = new Map();
let total = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0; total += dt;
  self.set(name(byId.get(id)), (self.get(name(byId.get(id))) ?? 0) + dt);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) { const n = name(byId.get(at)); if (!seen.has(n)) incl.set(n, (incl.get(n) ?? 0) + dt); seen.add(n); }
});
const line = ([n, t]) => console.log(`  ${((100 * t) / total).toFixed(1).padStart(5)} %  ${n.slice(0, 150)}`);
console.log("self top 25"); [...self].sort((a, b) => b[1] - a[1]).slice(0, 30).forEach(line);
console.log("incl top 30"); [...incl].sort((a, b) => b[1] - a[1]).slice(0, 30).forEach(line);
for (const k of [1,2,3]) { const t = Date.now(); await page.click("#back"); await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))); console.log(`back ${Date.now()-t} ms`); }
console.log("errors", errors.length);
await browser.close();
