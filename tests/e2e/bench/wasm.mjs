// Wasm vs native speed of the core: one generated scenario (1,000 nodes in 20 racks, 10 applications asking for
// 10,000 containers under mixed constraints, `scheduler` handler) run to the end natively by the CLI and in
// headless Chromium by the shipped bundle's `transcript`. Prints containers placed per second for each, the
// median of RUNS runs, and the ratio as a figure line (`figure<TAB>value<TAB>target<TAB>met|missed`). Not a test: run it by hand against a served build, e.g.
//   SPINDLE_URL=http://127.0.0.1:8080/ node tests/e2e/bench/wasm.mjs
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { open } from "../browser.mjs";
import { figure, median } from "./figure.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const CLI = process.env.SPINDLE_CLI ?? join(ROOT, "target", "release", "spindle");
const RUNS = Number(process.env.RUNS ?? 3);
const STEPS = 1_000_000;

function scenario() {
  const racks = Array.from({ length: 20 }, (_, r) => ({
    name: `rack-${r}`,
    nodes: Array.from({ length: 50 }, (_, n) => ({
      name: `r${r}n${n}`,
      resource: { "memory-mb": 65536, vcores: 32 },
      attributes: { fault_domain: `fd${r % 4}` },
    })),
  }));
  const app = (name, tag, count, constraint) => ({
    name, user: name, requests: [{ "allocation-tags": [tag], count, resource: { "memory-mb": 1024 }, constraint }],
  });
  return {
    name: "wasm benchmark: 1,000 nodes, 10,000 containers",
    cluster: { racks },
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

const json = JSON.stringify(scenario());
const file = join(mkdtempSync(join(tmpdir(), "spindle-bench-")), "scenario.json");
writeFileSync(file, json);

const nativeMs = [];
let placed = 0;
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  const log = execFileSync(CLI, ["run", file, "--steps", String(STEPS), "--format", "log"], {
    encoding: "utf8", maxBuffer: 1 << 30,
  });
  nativeMs.push(performance.now() - t0);
  placed = (log.match(/ container-allocated /g) ?? []).length;
}

const { browser, page } = await open();
const wasmMs = [];
let same = true;
try {
  for (let i = 0; i < RUNS; i++) {
    const { ms, count } = await page.evaluate(async ([json, steps]) => {
      const m = await import("./pkg/spindle_web.js");
      const t0 = performance.now();
      const log = m.transcript(json, steps);
      return { ms: performance.now() - t0, count: (log.match(/ container-allocated /g) ?? []).length };
    }, [json, STEPS]);
    wasmMs.push(ms);
    same &&= count === placed;
  }
} finally {
  await browser.close();
}
const n = median(nativeMs), w = median(wasmMs);
console.log(`containers placed: ${placed} (wasm placed the same: ${same})`);
console.log(`native (CLI, incl. process start and JSON): ${n.toFixed(0)} ms, ${(placed / n * 1000).toFixed(0)} containers/s`);
console.log(`wasm (Chromium, transcript()): ${w.toFixed(0)} ms, ${(placed / w * 1000).toFixed(0)} containers/s`);
console.log(`wasm / native time: ${(w / n).toFixed(2)}×`);
figure("wasm / native time (same run)", `${(w / n).toFixed(2)}×`, "≤ 1.15×", same && w / n <= 1.15);
