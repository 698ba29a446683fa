// What wasm.mjs and alternate.mjs share: the benchmark's scenario, one timed run of the release CLI, and the CPU time
// of Chromium's renderers.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { scratchDir } from "../browser.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
export const CLI = process.env.SPINDLE_CLI ?? join(ROOT, "target", "release", "spindle");
export const STEPS = 1_000_000;

/** The scenario: `racks` racks of 50 nodes (20 by default: 1,000 nodes), 10 applications asking for ten containers a
 * node under mixed constraints, `scheduler` handler. */
export function scenario(racks = 20) {
  const scale = racks / 20;
  const app = (name, tag, count, constraint) => ({
    name, user: name,
    requests: [{ "allocation-tags": [tag], count: Math.round(count * scale), resource: { "memory-mb": 1024 }, constraint }],
  });
  return {
    name: racks === 20 ? "wasm benchmark: 1,000 nodes, 10,000 containers" : `wasm benchmark: ${racks * 50} nodes`,
    cluster: {
      racks: Array.from({ length: racks }, (_, r) => ({
        name: `rack-${r}`,
        nodes: Array.from({ length: 50 }, (_, n) => ({
          name: `r${r}n${n}`,
          resource: { "memory-mb": 65536, vcores: 32 },
          attributes: { fault_domain: `fd${r % 4}` },
        })),
      })),
    },
    "yarn-site": { "yarn.resourcemanager.placement-constraints.handler": "scheduler" },
    "capacity-scheduler": { "yarn.scheduler.capacity.root.default.user-limit-factor": "100" },
    applications: [
      app("zk", "zk", 20, "NOTIN,NODE,zk"),
      app("hbase", "hbase", 1000, "AND(IN,RACK,all/zk:CARDINALITY,NODE,hbase,0,2)"),
      app("kafka", "kafka", 980, "NOTIN,NODE,kafka"),
      app("spark", "spark", 2000, "NOTIN,@fault_domain,not-self/nothing"),
      ...Array.from({ length: 6 }, (_, i) => app(`batch-${i}`, "batch", 1000, "")),
    ],
  };
}

/** A scenario with one node and nothing to place: the CLI's process start and exit. */
const EMPTY = { name: "process start and exit",
  cluster: { racks: [{ name: "r", nodes: [{ name: "n", resource: { "memory-mb": 1024, vcores: 1 } }] }] } };

/** The benchmark's scenario as JSON, written to a temporary file for the CLI, and the one-node scenario's file (both
 * removed as the process exits): `{ json, file, empty }`. */
export function scenarioFiles() {
  const json = JSON.stringify(scenario());
  const dir = scratchDir("spindle-bench-");
  const file = join(dir, "scenario.json");
  writeFileSync(file, json);
  const empty = join(dir, "empty.json");
  writeFileSync(empty, JSON.stringify(EMPTY));
  return { json, file, empty };
}

/** One CLI run of the scenario at `path`: its wall and CPU milliseconds (bash's `time`: the child's user + system
 * time) and its transcript. */
export function cli(path) {
  const t0 = performance.now();
  const r = spawnSync("bash", ["-c", 'TIMEFORMAT="%3U %3S"; time "$@"', "bash", CLI, "run", path,
    "--steps", String(STEPS), "--format", "log"], { encoding: "utf8", maxBuffer: 1 << 30 });
  const wall = performance.now() - t0;
  if (r.status !== 0) throw new Error(`spindle run failed: ${r.stderr}`);
  const [user, system] = r.stderr.trim().split(/\s+/).slice(-2).map(Number);
  return { wall, cpu: (user + system) * 1000, log: r.stdout };
}

/** CPU milliseconds so far of each renderer process's main thread (where a page's wasm runs), by process id, through
 * the browser's CDP session `system`: the kernel's count in nanoseconds (`/proc/PID/schedstat`), as DevTools' own
 * figure is in 10 ms ticks. */
export async function rendererCpu(system) {
  const { processInfo } = await system.send("SystemInfo.getProcessInfo");
  return new Map(processInfo.filter((p) => p.type === "renderer")
    .map((p) => [p.id, Number(readFileSync(`/proc/${p.id}/schedstat`, "utf8").split(" ")[0]) / 1e6]));
}

/** The CPU time a call spent in the renderer that worked (the largest difference between two `rendererCpu`s). */
export const rendererDelta = (before, after) => Math.max(...[...after].map(([id, t]) => t - (before.get(id) ?? t)));
