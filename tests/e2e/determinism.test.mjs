// The same scenario gives the same run natively and in wasm: every built-in scenario is run by the native CLI
// (`spindle run --steps N --format log`) and by the shipped bundle in Chromium (its exported `transcript`), and
// the two transcripts must be identical, byte for byte.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { open } from "./browser.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const CLI = process.env.SPINDLE_CLI ?? join(ROOT, "target", "debug", "spindle");
const STEPS = 400;
const SCENARIOS = readdirSync(join(ROOT, "core", "scenarios")).filter((f) => f.endsWith(".json"));

test("every built-in scenario gives the same transcript natively and in wasm", async () => {
  assert.ok(SCENARIOS.length >= 5, `built-in scenarios: ${SCENARIOS}`);
  const { browser, page, errors } = await open();
  try {
    for (const file of SCENARIOS) {
      const name = file.replace(/\.json$/, "");
      const native = execFileSync(CLI, ["run", `builtin:${name}`, "--steps", String(STEPS), "--format", "log"], {
        encoding: "utf8",
      });
      const json = readFileSync(join(ROOT, "core", "scenarios", file), "utf8");
      const wasm = await page.evaluate(async ([json, steps]) => {
        const m = await import(`./${document.documentElement.dataset.assets}pkg/spindle_web.js`);
        return m.transcript(json, steps);
      }, [json, STEPS]);
      assert.ok(native.includes("# step 1"), `${name}: the native run took steps`);
      assert.equal(wasm, native, `${name}: wasm and native transcripts differ`);
    }
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
