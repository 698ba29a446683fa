# Shared set-up for Spindle's two commands (scripts/serve and scripts/test). Sourced, never run directly.
# Every step checks before it installs, so running it again costs seconds. Versions are pinned:
#   - the wasm-bindgen CLI at exactly the wasm-bindgen version in Cargo.lock,
#   - npm packages (binaryen's wasm-opt, playwright-core) by package-lock.json via `npm ci`,
#   - Chromium from Debian's apt (the distribution's current package; tests never download a browser).
# Why each tool is installed and pinned this way (and what fails otherwise): docs/toolchain.md.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

# The wasm-bindgen version Cargo.lock pins (the CLI must match it exactly or the generated glue breaks).
locked_wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock"
}

ensure_wasm_target() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "installing the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
}

ensure_wasm_bindgen() {
  local want have
  want="$(locked_wasm_bindgen_version)"
  [ -n "$want" ] || { echo "Cargo.lock names no wasm-bindgen version" >&2; exit 1; }
  have="$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)"
  if [ "$have" != "$want" ]; then
    # `--locked` fails against this registry mirror (one pinned dependency version is missing), so the CLI
    # is pinned by its own version only. About 6 minutes, once per machine.
    say "installing wasm-bindgen-cli $want (found: ${have:-none}); this takes about 6 minutes once"
    cargo install wasm-bindgen-cli --version "$want" --force
  fi
}

# The splitter (wasm_split_cli_support's wasm-split-cli), pinned: its output must match the runtime the web crate
# links (wasm_split_helpers in Cargo.lock). About 2 minutes, once per machine.
WASM_SPLIT_VERSION=0.2.4
ensure_wasm_split() {
  local have
  have="$(cargo install --list | awk '/^wasm_split_cli_support v/ { sub(/^v/, "", $2); sub(/:$/, "", $2); print $2 }')"
  if [ "$have" != "$WASM_SPLIT_VERSION" ] || ! command -v wasm-split-cli >/dev/null; then
    say "installing wasm_split_cli_support $WASM_SPLIT_VERSION (found: ${have:-none}); about 2 minutes once"
    cargo install --locked wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary --force
  fi
}

ensure_node_modules() {
  local stamp="$ROOT/node_modules/.spindle-lock"
  if [ ! -f "$stamp" ] || ! cmp -s "$ROOT/package-lock.json" "$stamp"; then
    say "installing npm packages from package-lock.json"
    (cd "$ROOT" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)
    cp "$ROOT/package-lock.json" "$stamp"
  fi
}

ensure_chromium() {
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    say "installing Chromium and chromium-driver from apt"
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium chromium-driver
  fi
}

# rustc flags for the browser's wasm builds only (set as the wasm target's RUSTFLAGS, so native builds and their
# caches are untouched): a panic location names its source file, and for a crate from the registry that name is
# its absolute path, `$CARGO_HOME/registry/src/index.crates.io-<hash>/` (about 60 bytes) before
# `miniz_oxide-0.9.1/src/deflate/core.rs`. Remapping the prefix away keeps the crate, version and file (a panic in
# the browser console still says where) and takes those bytes out of every wasm module's data. The standard
# library's `/rustc/<commit>/library/…` names come from its own metadata and cannot be remapped on stable; the
# workspace's are already relative. A registry directory whose path has a space is left as it is (the flags are
# split at spaces). Toolchain notes: docs/toolchain.md, "The first page's data segment".
wasm_remap_flags() {
  local registry="${CARGO_HOME:-$HOME/.cargo}/registry/src" dir flags=()
  for dir in "$registry"/*/; do
    [ -d "$dir" ] || continue
    case $dir in *[[:space:]]*) continue ;; esac
    flags+=("--remap-path-prefix=$dir=")
  done
  echo "${flags[*]}"
}

# Builds the release playground into dist/: cargo → wasm-split → wasm-bindgen → wasm-opt (binaryen from npm; Debian's
# and the crates.io wasm-opt cannot parse current wasm-bindgen output) → static assets from www/. Two wasm-bindgen
# modules, both with the `wasm` cargo profile (every crate at opt-level "z" but the core, at 2 for the run's speed;
# native builds keep the release profile): the playground (spindle-web), which the first page loads, and the
# importers/exporters (spindle-formats-web), which the playground loads with a dynamic import() the first time
# Import or Export is used. The JS, the style sheets and the page are minified, and every file is written
# compressed beside itself (`precompress`).
# The playground's views that most visits never open are functions marked `#[wasm_split(NAME, …)]`
# (web/src/components/lazy.rs): wasm-split-cli cuts each, with the code only it reaches, out of cargo's wasm into
# pkg/split_NAME.wasm (code several splits share goes to pkg/chunk_N_*.wasm) and writes pkg/__wasm_split.js, which
# fetches them when the function is first awaited. It needs the linker's relocations (`--emit-relocs`, passed to
# the web crate's link only), and wasm-bindgen then keeps the linker's exports the chunks import (memory, the
# function table, the stack pointer). Everything goes to pkg/. The web crate builds the core without its
# `content` feature (splitting moves code, not data): the gallery's scenarios, lessons and glossary definitions are
# written from the core by a native step (core/src/bin/gallery_files.rs) into gallery/, which the playground
# fetches when a view needs them (web/src/services/content.rs).
# Everything but index.html goes to dist/assets/HASH/ (pkg/, gallery/, the style sheets), HASH being a hash of
# what that folder holds, and index.html is written from www/ with its `@ASSETS@` set to that folder: a build's
# assets never change under their name, so a host may let browsers keep them (a repeat visit then fetches only
# index.html), and a page open across a new deploy never fetches a chunk cut from another build's main module.
build_web() {
  ensure_wasm_target
  ensure_wasm_bindgen
  ensure_wasm_split
  ensure_node_modules
  say "building the release playground"
  local remap
  remap="$(wasm_remap_flags)"
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="$remap" \
    cargo rustc --profile wasm -p spindle-web --lib --target wasm32-unknown-unknown -- -C link-arg=--emit-relocs
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="$remap" \
    cargo build --profile wasm -p spindle-formats-web --target wasm32-unknown-unknown
  local out="$ROOT/dist" wasm="$ROOT/target/wasm32-unknown-unknown/wasm" split="$ROOT/target/wasm-split" f
  local stage="$ROOT/dist/assets/next" hash
  rm -rf "$out" "$split" && mkdir -p "$stage/pkg"
  wasm-split-cli --target web --out-name spindle_web "$wasm/spindle_web.wasm" "$split"
  # The first page writes floats through spindle_core::decimal::print::Float, not core::fmt's float printer
  # (`flt2dec`: Grisu and Dragon4, about 7 KB of gzip; docs/toolchain.md, print15). The split module still has its
  # function names, so a float formatted with {} or {:.N} in code the first page reaches shows here.
  if grep -qa flt2dec "$split/spindle_web.wasm"; then
    echo "the first page's module holds core::fmt's float printer: a float is written with {} or {:.N} in code" \
      "the first page reaches; write it through spindle_core::decimal::print::Float" >&2
    return 1
  fi
  wasm-bindgen --target web --no-typescript --keep-lld-exports --out-dir "$stage/pkg" "$split/spindle_web.wasm"
  # wasm-bindgen's import names (`__wbg_NAME_HASH`, in the module and as the glue's keys) made short in both
  # (tools/glue-names; docs/toolchain.md, "Served bytes"), before anything else reads the module.
  cargo run -q --release -p spindle-glue-names -- "$stage/pkg/spindle_web_bg.wasm" "$stage/pkg/spindle_web.js"
  # The first page keeps what a first visit runs (web/first-page.profile) and the rest goes to
  # spindle_web_cold.wasm, fetched once the page has started (web/src/services/cold.rs; docs/toolchain.md,
  # "The first page by a profile"), with the data only moved code reads (found from the linker's relocations in
  # cargo's module). The module before the split is kept for scripts/profile-first-page.
  # A profile written for another build (cold-split refuses it) leaves the module whole: the page works, larger,
  # and the browser tests' cold.test.mjs fails until the profile is written again.
  mkdir -p "$ROOT/target/cold-split"
  cp "$stage/pkg/spindle_web_bg.wasm" "$ROOT/target/cold-split/spindle_web_bg.unsplit.wasm"
  if ! cargo run -q --release -p spindle-cold-split -- split "$ROOT/target/cold-split/spindle_web_bg.unsplit.wasm" \
    "$ROOT/web/first-page.profile" "$stage/pkg/spindle_web_bg.wasm" "$stage/pkg/spindle_web_cold.wasm" \
    "$wasm/spindle_web.wasm"; then
    echo "build_web: the first page is built without its cold module (above: why)" >&2
    cp "$ROOT/target/cold-split/spindle_web_bg.unsplit.wasm" "$stage/pkg/spindle_web_bg.wasm"
    rm -f "$stage/pkg/spindle_web_cold.wasm"
  fi
  wasm-bindgen --target web --no-typescript --out-dir "$stage/pkg" "$wasm/spindle_formats_web.wasm"
  cargo run -q --release -p spindle-glue-names -- "$stage/pkg/spindle_formats_web_bg.wasm" \
    "$stage/pkg/spindle_formats_web.js"
  for f in "$split"/*; do
    case $f in */spindle_web.wasm) ;; *) cp "$f" "$stage/pkg/" ;; esac
  done
  # The first page's module goes through binaryen's pipeline twice: the second pass finds 0.2-0.6 KB of gzip the
  # first left (docs/toolchain.md, "The first page without a step-0 copy"), for 6 s; the other modules once.
  local passes
  for f in "$stage"/pkg/*.wasm; do
    case $f in */spindle_web_bg.wasm) passes="-Oz -Oz" ;; *) passes="-Oz" ;; esac
    # shellcheck disable=SC2086 # the passes are separate words
    wasm-opt $passes --enable-bulk-memory --enable-reference-types --enable-nontrapping-float-to-int \
      --enable-sign-ext --enable-mutable-globals -o "$f" "$f"
  done
  for f in "$ROOT"/www/*; do
    case $f in */index.html) ;; *) cp -r "$f" "$stage/" ;; esac
  done
  minify_assets "$stage"
  cargo run -q -p spindle-core --bin gallery_files -- "$stage"
  hash="$(tree_hash "$stage")"
  mv "$stage" "$out/assets/$hash"
  sed "s#@ASSETS@#assets/$hash/#g" "$ROOT/www/index.html" > "$out/index.html"
  grep -q "assets/$hash/" "$out/index.html" || { echo "www/index.html names no @ASSETS@" >&2; return 1; }
  minify_page "$out/index.html"
  precompress "$out"
  say "dist/: $(bundle_sizes "$out" | awk -F'\t' '{ printf "%s %s B; ", $1, $2 }')"
}

# The first 12 hex digits of a SHA-256 over every file under $1: the files' paths (from $1, in byte order) and
# contents. Another build with other bytes anywhere gets another name.
tree_hash() {
  (cd "$1" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum) | sha256sum | cut -c1-12
}

# The one build's assets folder under dist/ $1 (dist/assets/HASH), relative to $1.
assets_of() {
  local found=("$1"/assets/*/) one
  [ ${#found[@]} = 1 ] && [ -d "${found[0]}" ] || { echo "no single assets folder under $1/assets" >&2; return 1; }
  one="${found[0]%/}"
  echo "${one#"$1"/}"
}

# The style sheets and every JS file under $1 (wasm-bindgen's glue and inline snippets, wasm-split's loader)
# minified in place by esbuild (from npm, pinned in package-lock.json): whitespace, comments and local names go,
# the modules' imports and exports stay as they are. No syntax is lowered (the page needs a browser with wasm
# reference types anyway). About 6.5 KB of the first page's gzip (docs/toolchain.md, "Served bytes"). wasm-bindgen's
# glue names the split loader's module once per import in one object literal, all the same module: esbuild's
# warning about the repeated key is silenced.
minify_assets() {
  local files=()
  mapfile -d '' files < <(find "$1" -type f \( -name '*.js' -o -name '*.css' \) -print0)
  "$ROOT/node_modules/.bin/esbuild" "${files[@]}" --minify --outbase="$1" --outdir="$1" --allow-overwrite \
    --log-level=warning --log-override:duplicate-object-key=silent
}

# The page $1 minified in place (html-minifier-terser, from npm): comments go, runs of white space become one (never
# none, so the text reads the same), the inline style and script are minified (terser keeps the script's top-level
# names: a classic script's are global).
minify_page() {
  "$ROOT/node_modules/.bin/html-minifier-terser" --collapse-whitespace --conservative-collapse --remove-comments \
    --minify-css true --minify-js true -o "$1" "$1"
}

# Writes NAME.gz (by zopfli: tools/precompress) and NAME.br (brotli, quality 11, from node's built-in zlib) next to
# every text and wasm asset under $1, so the server can send the compressed bytes (scripts/static_server.py picks
# them by Accept-Encoding).
precompress() {
  cargo run -q --release -p spindle-precompress -- "$1"
  node -e '
    const fs = require("fs"), path = require("path"), zlib = require("zlib");
    const walk = (d) => fs.readdirSync(d, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]);
    for (const f of walk(process.argv[1]).filter((f) => /\.(wasm|js|css|html|json)$/.test(f))) {
      fs.writeFileSync(f + ".br", zlib.brotliCompressSync(fs.readFileSync(f), { params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: fs.statSync(f).size } }));
    }' "$1"
}

# One line per figure (name, bytes) for dist/ $1, raw, gzip and brotli: what the first page downloads (index.html,
# the style sheets, the JS glue and the wasm, with the glue's inline snippets and the split loader), then the parts
# loaded on demand (the importers/exporters module and its glue; the views' wasm chunks; the gallery's served
# content).
bundle_sizes() {
  local d="$1" kind a
  a="$(assets_of "$d")" || return 1
  local first=(index.html "$a/styles.css" "$a/teaching.css" "$a/pkg/spindle_web.js" "$a/pkg/spindle_web_bg.wasm")
  first+=("$a/pkg/__wasm_split.js" $(cd "$d" && find "$a/pkg/snippets" -name '*.js' 2>/dev/null | sort))
  local cold=()
  [ ! -f "$d/$a/pkg/spindle_web_cold.wasm" ] || cold=("$a/pkg/spindle_web_cold.wasm")
  local lazy=("$a/pkg/spindle_formats_web.js" "$a/pkg/spindle_formats_web_bg.wasm")
  local chunks=($(cd "$d" && find "$a/pkg" -maxdepth 1 \( -name 'split_*.wasm' -o -name 'chunk_*.wasm' \) | sort))
  local served=("$a/gallery/content.json" "$a/gallery/glossary.json")
  for kind in raw gz br; do
    printf 'first page %s\t%s\n' "$kind" "$(sum_sizes "$d" "$kind" "${first[@]}")"
    printf 'cold module %s\t%s\n' "$kind" "$(sum_sizes "$d" "$kind" "${cold[@]}")"
    printf 'import/export module %s\t%s\n' "$kind" "$(sum_sizes "$d" "$kind" "${lazy[@]}")"
    printf 'view chunks %s\t%s\n' "$kind" "$(sum_sizes "$d" "$kind" "${chunks[@]}")"
    printf 'gallery content %s\t%s\n' "$kind" "$(sum_sizes "$d" "$kind" "${served[@]}")"
  done
  for kind in gz br; do
    printf 'wasm %s\t%s\n' "$kind" "$(stat -c %s "$d/$a/pkg/spindle_web_bg.wasm.$kind")"
    printf 'js %s\t%s\n' "$kind" "$(stat -c %s "$d/$a/pkg/spindle_web.js.$kind")"
  done
}

# The bytes of files $3… under $1 as sent with encoding $2 (raw: the files themselves, gz / br: their precompressed
# copies).
sum_sizes() {
  local d="$1" kind="$2" f total=0
  shift 2
  for f in "$@"; do
    case $kind in
      raw) total=$((total + $(stat -c %s "$d/$f"))) ;;
      *) total=$((total + $(stat -c %s "$d/$f.$kind"))) ;;
    esac
  done
  echo "$total"
}

# Serves dist/ (or the folder $2) on 127.0.0.1:$1 in the foreground, sending the precompressed .br / .gz files to
# browsers that accept them. `exec`, so that when this runs in the background ($!) the pid is the server's own:
# killing it stops the server (killing a subshell would leave python running).
serve_dist() {
  exec python3 "$ROOT/scripts/static_server.py" "$1" "${2:-$ROOT/dist}"
}

# A TCP port nobody listens on right now.
free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'
}

# Starts serving dist/ (or the folder $2) on 127.0.0.1:$1 in the background and waits until it answers; SERVER_PID
# is its pid.
start_server() {
  serve_dist "$@" >/dev/null 2>&1 &
  SERVER_PID=$!
  local _
  for _ in $(seq 100); do curl -sf "http://127.0.0.1:$1/" >/dev/null && return 0; sleep 0.1; done
  echo "the server on port $1 did not answer" >&2
  return 1
}

# Stops the server start_server started, and waits for it to be gone.
stop_server() {
  [ -n "${SERVER_PID:-}" ] || return 0
  kill "$SERVER_PID" 2>/dev/null || true
  wait "$SERVER_PID" 2>/dev/null || true
  SERVER_PID=""
}
