//! The cold module: the first page's code that a first visit does not run, fetched once the page has started.
//!
//! The build (`scripts/lib.sh`, build_web) splits the main module with `tools/cold-split` by a profile of what a
//! first visit runs (`web/first-page.profile`): the functions it names stay in `spindle_web_bg.wasm`, every other
//! one goes to `spindle_web_cold.wasm`. [`start`] asks for the cold module before the first render, so it crosses
//! the network while the page draws itself; every chunk's load waits for it too ([`arrived`]), so the step path, a
//! link's decoder, a view in a chunk or the lessons' code never meets code that is not here.
//!
//! A cold function reached before the cold module is here (an action the profile did not foresee, made in the
//! moment before the file arrives) loads it there and then, by a synchronous request. Such a load is counted on the page (`<html data-cold-sync>`), which
//! the browser tests check a first visit never does. If that request fails the page cannot go on: it says so,
//! and the scenario, saved in the browser as it is edited, is there after a reload.
//!
//! A build without the split (the profiling build, `scripts/profile-first-page`) has no cold module: the primary
//! then exports no ready flag and [`arrived`] is at once.

/// Asks for the cold module: called first thing, before anything can reach a cold function.
pub fn start() {
    #[cfg(target_arch = "wasm32")]
    {
        cold_attach(wasm_bindgen::exports());
        let _ = cold_fetch();
    }
}

/// Once the cold module is here (at once if it is, or if this build has none), or why it could not be fetched.
/// Every chunk's load ends here ([`super::chunk::OnDemand`], `components::lazy`, the served files' readers in
/// `services::content`): the code a chunk runs calls into the first page's, and what it reaches there may be cold.
pub async fn arrived() -> Result<(), String> {
    #[cfg(target_arch = "wasm32")]
    if !cold_here() {
        // An `Option<String>` channel, as `deploy::cause`'s: one copy of the channel's code.
        let (tell, told) = yew::platform::pinned::oneshot::channel();
        super::settled(cold_fetch(), move |got| {
            let _ = tell.send(got.err());
        });
        if told.await.ok().flatten().is_some() {
            let cause = super::deploy::cause().await;
            return Err(format!("part of the playground's code could not be loaded ({})", cause.text()));
        }
    }
    Ok(())
}

/// The primary's way to the cold module: the split's `enter` functions call this export the first time a cold
/// function is reached before the cold module is here (`tools/cold-split`, `LOAD_EXPORT`).
#[cfg(target_arch = "wasm32")]
#[no_mangle]
pub extern "C" fn __spindle_cold_load() {
    cold_load();
}

// The snippet is written to `pkg/snippets/spindle-web-…/inlineN.js`, two levels below the cold module.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(inline_js = r#"
let primary = null, instance = null, fetching = null, arrive = null, broken = null;
const file = "spindle_web_cold.wasm";
const url = () => new URL("../../" + file, import.meta.url);
function instantiate(module) {
  if (!instance) {
    instance = new WebAssembly.Instance(module, { p: primary });
    primary.__spindle_cold_ready.value = 1;
    document.documentElement.dataset.cold = "ready";
    // A load made there and then settles the fetch's wait too, which the file may never end.
    if (arrive) arrive();
  }
}
export function cold_attach(exports) {
  primary = exports;
}
export function cold_here() {
  return !primary || !primary.__spindle_cold_ready || instance !== null;
}
export function cold_fetch() {
  if (cold_here()) return Promise.resolve();
  if (!fetching) {
    fetching = new Promise((resolve, reject) => {
      arrive = resolve;
      WebAssembly.compileStreaming(fetch(url()))
        .then(instantiate)
        .catch((e) => {
          if (instance) return;
          fetching = null;
          reject(e);
        });
    });
    fetching.catch(() => {});
  }
  return fetching;
}
// Said once, over the page (`why`, for the reader; `detail`, the browser's own words, goes to the console); every
// later need of the module fails at once: the page cannot go on, and a request per call would freeze it.
function failed(why, detail) {
  if (broken === null) {
    broken = why;
    said(why);
  }
  throw new Error(file + " could not be downloaded: " + broken + (detail ? " (" + detail + ")" : ""));
}
function said(why) {
  const box = document.createElement("div");
  box.className = "cold-failed";
  box.setAttribute("role", "alert");
  const text = document.createElement("p");
  text.textContent = "Part of Spindle's code (" + file + ") could not be downloaded: " + why +
    ". The page cannot go on without it. Your scenario is saved in this browser: reload the page to carry on.";
  const again = document.createElement("button");
  again.type = "button";
  again.textContent = "Reload";
  again.addEventListener("click", () => location.reload());
  box.append(text, again);
  document.body.append(box);
}
export function cold_load() {
  if (instance) return;
  if (broken !== null) failed(broken);
  const html = document.documentElement;
  html.dataset.coldSync = String(Number(html.dataset.coldSync || 0) + 1);
  const request = new XMLHttpRequest();
  request.open("GET", url(), false);
  request.overrideMimeType("text/plain; charset=x-user-defined");
  try {
    request.send();
  } catch (e) {
    failed("the connection may be down", String(e && e.message || e));
  }
  if (request.status !== 200) failed("the server answered " + request.status);
  const text = request.responseText, bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 255;
  instantiate(new WebAssembly.Module(bytes));
}
"#)]
extern "C" {
    fn cold_attach(exports: wasm_bindgen::JsValue);
    fn cold_here() -> bool;
    fn cold_fetch() -> js_sys::Promise;
    fn cold_load();
}
