// Shared harness for the browser end-to-end tests: Debian's Chromium driven by playwright-core (never a
// downloaded browser), one fresh profile per test (removed as the process exits), and every console error or page
// error collected so each test can assert that the page logged none.
import { chromium } from "playwright-core";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

export const URL = process.env.SPINDLE_URL ?? "http://127.0.0.1:8080/";
export const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), "screenshots");

export const ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

/** With `SPINDLE_CPU_SLOWDOWN=4`, `open` has Chromium run each page's main thread four times slower (DevTools' CPU
 * throttling): the suite as a slower machine than the developer's would run it (the CI's), to find the tests that
 * lean on timing rather than wait for what they check. */
const SLOWDOWN = Number(process.env.SPINDLE_CPU_SLOWDOWN ?? 1);

/** The directories `scratchDir` made, removed as the process exits. */
const scratch = [];

/**
 * A new directory in the system's temporary directory (`prefix` and six random characters), removed with all it
 * holds when this process exits, after a failed test too (under `node --test` each test file is a process of its
 * own). Not sooner: a browser profile may only go once its browser closed, and tests close theirs in `finally`.
 */
export function scratchDir(prefix) {
  if (scratch.length === 0) {
    process.on("exit", () => {
      for (const dir of scratch) {
        try {
          rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
        } catch (e) {
          console.error(`could not remove ${dir}: ${e.message}`);
        }
      }
    });
  }
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

/** Opens the playground (optionally at `path`, e.g. a share link) and returns { browser, page, errors }. Tests start
 * past the first-visit introduction (and the gallery it leads to) unless `firstVisit` is set; `before(page)` runs
 * before the page is loaded (to watch its requests); with `ready` false, `open` does not wait for the playground
 * (a test of a page that cannot start). `open` also waits for the simulator's step path (a chunk the page fetches
 * once it has mounted), so a Step is made before the click returns, unless `engine` is false (a test of the wait). */
export async function open({ path = "", viewport = { width: 1280, height: 720 }, colorScheme = "light", firstVisit = false, before, ready = true, engine = true } = {}) {
  const browser = await chromium.launchPersistentContext(scratchDir("spindle-e2e-"), {
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ARGS,
    viewport,
    colorScheme,
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    const errors = [];
    page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
    page.on("pageerror", (e) => errors.push(String(e)));
    if (!firstVisit) await browser.addInitScript(() => localStorage.setItem("spindle.intro.seen", "1"));
    if (SLOWDOWN > 1) {
      const cdp = await browser.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
    }
    if (before) await before(page);
    await page.goto(new globalThis.URL(path, URL).href);
    // Ready, and not waiting for code a scenario needs (a link to a scenario with preemption loads the policy first).
    if (ready) {
      await page.waitForSelector(`[data-ready=true]${engine ? "[data-engine=ready]" : ""}:not([data-loading])`, { timeout: 30_000 });
    }
    return { browser, page, errors };
  } catch (e) {
    // The test never gets the browser to close: closed here, so its profile can be removed.
    await browser.close();
    throw e;
  }
}

/** `open`, recording in `fetched` the file name of every request whose address matches `chunks` (a wasm chunk's,
 * e.g. /split_share\.wasm/), in order: a test asserts which chunks the page fetched, and when. */
export async function openWatching(chunks, options = {}) {
  const fetched = [];
  const before = async (page) => {
    page.on("request", (r) => { if (chunks.test(r.url())) fetched.push(r.url().split("/").pop()); });
    await options.before?.(page);
  };
  return { ...(await open({ ...options, before })), fetched };
}

/** An init script (`addInitScript`): notes in `window.__rendered` the moment the playground first shows. */
export function noteFirstRender() {
  new MutationObserver((_, seen) => {
    if (document.querySelector(".app")) {
      window.__rendered = performance.now();
      seen.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

/** When the page asked for the file whose address matches `file` (its first request) and when it first showed
 * (`noteFirstRender`), in ms from navigation start. */
export const askedAndRendered = (page, file) => page.evaluate((source) => ({
  asked: performance.getEntriesByType("resource").find((r) => new RegExp(source).test(r.name))?.startTime,
  rendered: window.__rendered,
}), file.source);

/** Saves a screenshot under tests/e2e/screenshots/ (ignored by git). */
export async function screenshot(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), animations: "disabled" });
}

/** The ids the scenario form fields get (a field's JSON path with every other character as `_`). */
export function fieldId(path) {
  return "#" + path.replace(/[^A-Za-z0-9-]/g, "_");
}

/** Takes keyboard focus away from any field, so shortcuts reach the playground. */
export async function blur(page) {
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
}

/** Opens a built-in scenario from the Scenario tab (an undoable edit) and waits for the run to restart. */
/**
 * Shows a side tab ("topology", "workload", "queues", "scenario", …) and waits until it is drawn: the Topology,
 * Workload, Queues and Scenario tabs are wasm chunks, fetched the first time they are shown ("Loading…" in the
 * panel meanwhile, drawn before the click returns, so waiting for it to go cannot pass early).
 */
export async function openTab(page, tab) {
  await page.click(`#tab-${tab}`);
  await page.waitForSelector(`#panel[aria-labelledby="tab-${tab}"]`);
  await page.waitForSelector("#panel .lazy-loading", { state: "detached" });
  if (await page.locator("#panel .lazy-failed").count()) {
    throw new Error(`the ${tab} tab: ${await page.locator("#panel .lazy-failed").innerText()}`);
  }
}

/**
 * Opens `scenario` (a scenario as an object) through the Scenario tab's "Open file…", as a file named `name`, and
 * waits until it is the scenario saved in the browser (its name and its number of applications).
 */
export async function openScenarioFile(page, scenario, name = "scenario.json") {
  await openTab(page, "scenario");
  await page.setInputFiles("#open-file", { name, mimeType: "application/json", buffer: Buffer.from(JSON.stringify(scenario)) });
  await page.waitForFunction(([n, apps]) => {
    const s = JSON.parse(localStorage.getItem("spindle.scenario.v1"));
    return s.name === n && s.applications.length === apps;
  }, [scenario.name ?? "", (scenario.applications ?? []).length]);
}

export async function openBuiltin(page, name) {
  await openTab(page, "scenario");
  await page.selectOption("#builtin", name);
  await page.click("#open-builtin");
  // A scenario the first page does not carry is fetched first ("Loading…" in the panel): the run is still the old
  // one, at step 0 too, until the fetch is done. The status is drawn before the click returns (Yew renders in a
  // microtask), so waiting for it to go cannot pass early.
  await page.waitForSelector("#scenario-panel .lazy-loading", { state: "detached" });
  if (await page.locator("#scenario-panel .lazy-failed").count()) {
    throw new Error(`built-in ${name}: ${await page.locator("#scenario-panel .lazy-failed").innerText()}`);
  }
  // A scenario that uses preemption then waits for the policy's code (`data-loading` on the page meanwhile).
  await page.waitForSelector('.app:not([data-loading])[data-step="0"]');
}

/** Clicks Step until `selector` appears (at most `max` steps); returns the step reached. Each click's step is
 * waited for before the next is made, so the run never goes past the first step that shows `selector`. */
export async function stepUntil(page, selector, max = 100) {
  for (let i = 0; i < max; i++) {
    if (await page.locator(selector).count()) break;
    const at = await page.getAttribute(".app", "data-step");
    await page.click("#step");
    await page.waitForFunction((at) => {
      const app = document.querySelector(".app");
      return app.dataset.step !== at && app.dataset.loading === undefined;
    }, at);
  }
  await page.waitForSelector(selector);
  return Number(await page.getAttribute(".app", "data-step"));
}
