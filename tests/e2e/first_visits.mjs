// The first page's visits, and what the first page's wasm must hold for them: every function a visit runs while the
// cold module (web/src/services/cold.rs) is not here. scripts/profile-first-page opens each with the cold module
// held back for good and records what runs (web/first-page.profile, which the build keeps in the first page's wasm);
// what waits for the cold module (a chunk's load: the step path, a link's decoder, a view in a chunk) never runs
// there, so it may be cold. cold.test.mjs makes each visit with the module late, as on a slow link, and checks that
// none has to load it there and then.
//
// A newcomer's first visit with its introduction; a returning visitor's page until it is ready and a moment after
// (the explanations' chunk and the step path are asked for then); the two links a student is sent, a lesson and a
// shared scenario, which start the page on other paths; a Step clicked the moment the page is ready; and that Step
// when the cold module cannot be had at all (`refused`: what then fails, the step path's load, says so with code
// the first page holds).
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const CLI = process.env.SPINDLE_CLI ?? join(ROOT, "target", "debug", "spindle");

/**
 * Each visit: its name; `refused` if the cold module's requests fail rather than wait; the options `open`
 * (browser.mjs) is given for it; `act`, what it does the moment the page is ready (`[data-ready=true]`), before
 * anything it waits for is here; and `shows`, what it shows once everything has arrived.
 */
export const FIRST_VISITS = [
  {
    name: "introduction",
    open: () => ({ firstVisit: true }),
    act: async () => {},
    shows: (page) => page.waitForSelector("#intro"),
  },
  { name: "ready", open: () => ({}), act: async () => {}, shows: async () => {} },
  {
    name: "lesson",
    open: () => ({ path: "#lesson=zk-anti-affinity" }),
    act: async () => {},
    shows: (page) => page.waitForSelector('#lesson[data-lesson="zk-anti-affinity"]'),
  },
  {
    name: "shared link",
    open: () => ({ path: execFileSync(CLI, ["url", "encode", "builtin:three-queues"], { encoding: "utf8" }).trim() }),
    act: async () => {},
    shows: (page) => page.waitForFunction(() =>
      document.querySelector("#scenario-title")?.innerText === "Three queues, elastic growth"),
  },
  {
    name: "a Step at once",
    open: () => ({}),
    act: (page) => page.click("#step"),
    shows: (page) => page.waitForSelector('.app:not([data-loading])[data-step="1"]'),
  },
  {
    name: "a Step at once, the cold module refused",
    refused: true,
    open: () => ({}),
    act: (page) => page.click("#step"),
    shows: (page) => page.waitForSelector("#notice.error"),
  },
];
