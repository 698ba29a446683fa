// Bundle size: what the first page downloads from dist/ before the playground is interactive (index.html, the style
// sheets, the JS glue with its inline snippets and the split loader, and the wasm), then the first page's cold module
// (pkg/spindle_web_cold.wasm: the main module's functions the first page's visits do not run, fetched once the page
// has started; web/src/services/cold.rs), and separately what is loaded on demand (the importers/exporters module,
// fetched the first time Import or Export is used, and the views' wasm chunks, pkg/split_NAME.wasm fetched the first time a view NAME is drawn, with the pkg/chunk_N_*.wasm it shares
// with other views; the gallery's served content, gallery/*.json, fetched the first time the gallery, the glossary, a
// lesson or the scenario picker needs it), as the build's precompressed files (gzip by zopfli and brotli 11, written by `precompress` in
// scripts/lib.sh). Prints one line
// per figure (`figure<TAB>value<TAB>target<TAB>met|missed`). Needs a built dist/ (`source scripts/lib.sh &&
// build_web`), no browser:
//
//   node tests/e2e/bench/bundle.mjs
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { figure } from "./figure.mjs";

const DIST = process.env.DIST ?? join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "dist");
// Everything but index.html is in the build's assets folder, dist/assets/HASH/ (scripts/lib.sh, build_web).
const builds = readdirSync(join(DIST, "assets"));
if (builds.length !== 1) throw new Error(`expected one build in ${join(DIST, "assets")}, found: ${builds.join(", ")}`);
const A = join("assets", builds[0]);
// wasm-bindgen writes the glue's inline JavaScript to pkg/snippets/<crate>-<hash>/inlineN.js, imported at start.
const walk = (d) => readdirSync(join(DIST, d), { withFileTypes: true }).flatMap((e) =>
  e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)]);
const SNIPPETS = walk(join(A, "pkg/snippets")).filter((f) => f.endsWith(".js"));
const FIRST_PAGE = ["index.html", ...["styles.css", "teaching.css", "pkg/spindle_web.js",
  "pkg/spindle_web_bg.wasm", "pkg/__wasm_split.js"].map((f) => join(A, f)), ...SNIPPETS];
const COLD = join(A, "pkg/spindle_web_cold.wasm");
const ON_DEMAND = ["pkg/spindle_formats_web.js", "pkg/spindle_formats_web_bg.wasm"].map((f) => join(A, f));
// wasm-split-cli's output (scripts/lib.sh, build_web): one module per split view, and chunks of code views share.
const CHUNKS = readdirSync(join(DIST, A, "pkg")).filter((f) => /^(split|chunk)_.*\.wasm$/.test(f)).sort()
  .map((f) => join(A, "pkg", f));
// The gallery's scenarios and lessons, and the glossary's definitions (web/src/services/content.rs).
const SERVED = ["gallery/content.json", "gallery/glossary.json"].map((f) => join(A, f));
const TARGET_KB = 250;

const size = (f) => statSync(join(DIST, f)).size;
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
for (const [name, suffix] of [["gzip", ".gz"], ["brotli", ".br"]]) {
  const total = FIRST_PAGE.reduce((sum, f) => sum + size(f + suffix), 0);
  figure(`bundle, first page (${name})`, kb(total), `≤ ${TARGET_KB} KB`, total <= TARGET_KB * 1024);
}
// A build whose profile was stale has none (scripts/lib.sh, build_web): then it is 0.
const cold = (suffix) => (existsSync(join(DIST, COLD + suffix)) ? size(COLD + suffix) : 0);
for (const [name, suffix] of [["gzip", ".gz"], ["brotli", ".br"]]) {
  figure(`bundle, the first page's cold module, once it has started (${name})`, kb(cold(suffix)),
    "after the first page", true);
}
for (const [name, suffix] of [["gzip", ".gz"], ["brotli", ".br"]]) {
  const total = ON_DEMAND.reduce((sum, f) => sum + size(f + suffix), 0);
  figure(`bundle, import/export module on first use (${name})`, kb(total), "on demand", true);
}
for (const [name, suffix] of [["gzip", ".gz"], ["brotli", ".br"]]) {
  const total = SERVED.reduce((sum, f) => sum + size(f + suffix), 0);
  figure(`bundle, gallery content on first use (${name})`, kb(total), "on demand", true);
}
const gz = (files) => files.reduce((sum, f) => sum + size(f + ".gz"), 0);
// One row per view; the chunks of code views share are one row (wasm-split writes one per set of views sharing
// code: dozens, most under 1 KB, which would drown the table).
const VIEWS = CHUNKS.filter((f) => f.includes("/split_"));
const SHARED = CHUNKS.filter((f) => !f.includes("/split_"));
for (const f of VIEWS) {
  const name = f.replace(/^.*\/split_/, "").replace(/\.wasm$/, "");
  figure(`bundle, view ${name} on first use (gzip)`, kb(gz([f])), "on demand", true);
}
figure(`bundle, the ${SHARED.length} chunks views share (gzip)`, kb(gz(SHARED)), "on demand", true);
figure("bundle, every view chunk (gzip)", kb(gz(CHUNKS)), "on demand", true);
