// Bundle size: what the first page downloads from dist/ (index.html, styles.css, the JS glue and the wasm), as the
// build's precompressed files (gzip -9 and brotli 11, written by `precompress` in scripts/lib.sh). Prints one line
// per figure (`figure<TAB>value<TAB>target<TAB>met|missed`). Needs a built dist/ (`source scripts/lib.sh &&
// build_web`), no browser:
//
//   node tests/e2e/bench/bundle.mjs
import { statSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { figure } from "./figure.mjs";

const DIST = process.env.DIST ?? join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "dist");
const FIRST_PAGE = ["index.html", "styles.css", "pkg/spindle_web.js", "pkg/spindle_web_bg.wasm"];
const TARGET_KB = 250;

const size = (f) => statSync(join(DIST, f)).size;
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
for (const [name, suffix] of [["gzip -9", ".gz"], ["brotli", ".br"]]) {
  const total = FIRST_PAGE.reduce((sum, f) => sum + size(f + suffix), 0);
  figure(`bundle, first page (${name})`, kb(total), `≤ ${TARGET_KB} KB`, total <= TARGET_KB * 1024);
}
