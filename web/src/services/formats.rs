//! Import and export through the second wasm module. The importers and exporters (`spindle-formats`: XML, REST JSON,
//! Yarnfiles, SLS, the shell and Java writers) are not part of the first page: `formats-web` is built as its own
//! module next to the playground's, loaded with a dynamic `import()` when the Import panel first opens ([`prefetch`])
//! or the first request needs it. Requests and answers cross as JSON text (`spindle_formats::playground`), picked
//! files beside them as bytes. Natively (the crate's tests) the same functions run in-process, so callers are
//! written once.

use std::cell::RefCell;
use std::rc::Rc;

use spindle_core::scenario::Scenario;
use spindle_formats::playground::{ExportAnswer, ExportRequest, ImportAnswer, ImportFile, ImportRequest};
use spindle_formats::{ExportKind, HadoopVersion};

/// A picked file as the page keeps it: in the browser the bytes the file was read as (a `Uint8Array`), handed to
/// the formats module as they are, which reads them as text (`spindle_formats::playground::text_of`): a cluster's
/// nodes answer is megabytes, and as a JS string it was decoded from UTF-8 by the browser, then encoded back into
/// UTF-8 to cross into the module; natively its text.
#[cfg(target_arch = "wasm32")]
pub type FileContent = js_sys::Uint8Array;
#[cfg(not(target_arch = "wasm32"))]
pub type FileContent = String;

/// A file's content as the browser read it (`ReadFile::content`, a `Uint8Array`), as [`FileContent`].
pub fn file_content(content: wasm_bindgen::JsValue) -> FileContent {
    #[cfg(target_arch = "wasm32")]
    return wasm_bindgen::JsCast::unchecked_into(content);
    #[cfg(not(target_arch = "wasm32"))]
    content.as_string().unwrap_or_default()
}

/// Starts loading the formats module without asking it anything. The Import panel calls it when it opens, so the
/// module (about 240 KB of gzip) is fetched and compiled while the user finds a file, not after the first pick or
/// keystroke. A failed load is forgotten: the first request loads it again, and says why if that fails too.
pub fn prefetch() {
    #[cfg(target_arch = "wasm32")]
    formats_load();
}

thread_local! {
    /// The scenario on screen as the formats module holds it: the one the last request carried or named. The
    /// module answers requests in the order they are made, so it holds it from the moment that request is sent;
    /// an answer that asks for it again, or none at all, forgets it.
    static HELD: RefCell<Option<Rc<Scenario>>> = const { RefCell::new(None) };
}

/// `on_screen` to send with a request, or `None` when the module holds it already (the same value; compared by
/// pointer first, as the playground keeps its scenario in an `Rc` until it is edited). From now on it is the one
/// the module holds.
fn unless_held(on_screen: &Rc<Scenario>) -> Option<Scenario> {
    HELD.with_borrow_mut(|held| {
        let same = held.as_ref().is_some_and(|h| Rc::ptr_eq(h, on_screen) || **h == **on_screen);
        *held = Some(on_screen.clone());
        (!same).then(|| (**on_screen).clone())
    })
}

/// The module holds no scenario we know of (it asked for one, or did not answer): the next request sends it.
fn forget_held() {
    HELD.set(None);
}

/// Reads `files` and `pasted` over the scenario on screen and hands the module's answer to `done` (later, once
/// the module is loaded), or why there is none (the module could not be loaded, or its answer not read).
/// `contents` are the files that the module does not hold yet, by number
/// ([`ImportFile::text`](spindle_formats::playground::ImportFile) is not part of the request's JSON). The scenario
/// is sent only if the module does not hold it already.
pub fn import(
    files: Vec<ImportFile>,
    pasted: String,
    on_screen: &Rc<Scenario>,
    contents: Vec<(u32, FileContent)>,
    done: impl FnOnce(Result<ImportAnswer, String>) + 'static,
) {
    let request = ImportRequest { files, pasted, current: unless_held(on_screen) };
    call(Op::Import, &request, contents, move |answer| {
        if matches!(answer, Err(_) | Ok(ImportAnswer::Resend(_))) {
            forget_held();
        }
        done(answer)
    });
}

/// Asks the module for the scenario of its import answer number `answer` (`ImportView::answer`: the answers carry
/// a summary, not the scenario) and hands it to `done`: `None` if the module answered another request since.
pub fn imported_scenario(answer: u32, done: impl FnOnce(Result<Option<Scenario>, String>) + 'static) {
    call(Op::Scenario, &answer, Vec::new(), done);
}

/// Exports the scenario on screen as `kind` for `hadoop` and hands the answer to `done` (never
/// [`ExportAnswer::Resend`]: a module that does not hold the scenario is sent it, once). The scenario is sent only
/// if the module does not hold it already: a cluster's scenario is megabytes, and every switch of kind or version
/// asks again.
pub fn export(
    kind: ExportKind,
    hadoop: HadoopVersion,
    on_screen: &Rc<Scenario>,
    done: impl FnOnce(ExportAnswer) + 'static,
) {
    export_once(kind, hadoop, on_screen.clone(), true, Box::new(done));
}

fn export_once(
    kind: ExportKind,
    hadoop: HadoopVersion,
    on_screen: Rc<Scenario>,
    may_resend: bool,
    done: Box<dyn FnOnce(ExportAnswer)>,
) {
    let scenario = unless_held(&on_screen);
    let request = ExportRequest { kind: kind.name().into(), hadoop: hadoop.name().into(), scenario };
    call(Op::Export, &request, Vec::new(), move |answer| match answer {
        Ok(ExportAnswer::Resend) if may_resend => {
            forget_held();
            export_once(kind, hadoop, on_screen, false, done);
        }
        Ok(ExportAnswer::Resend) => {
            forget_held();
            done(ExportAnswer::Refused("the exporters did not keep the scenario they were sent; try again".into()))
        }
        Ok(a) => done(a),
        Err(e) => {
            forget_held();
            done(ExportAnswer::Refused(e))
        }
    });
}

#[derive(Clone, Copy)]
enum Op {
    Import,
    Scenario,
    Export,
}

/// Sends `request` as JSON to the formats module and parses its answer; an `Err` says why there is none (the
/// module could not be fetched: offline, or the server lost the file).
#[cfg(target_arch = "wasm32")]
fn call<A: serde::de::DeserializeOwned + 'static>(
    op: Op,
    request: &impl serde::Serialize,
    contents: Vec<(u32, FileContent)>,
    done: impl FnOnce(Result<A, String>) + 'static,
) {
    let json = match serde_json::to_string(request) {
        Ok(j) => j,
        Err(e) => return done(Err(format!("the request could not be written as JSON: {e}"))),
    };
    let name = match op {
        Op::Import => "import_files",
        Op::Scenario => "imported_scenario",
        Op::Export => "export_scenario",
    };
    let ids: Vec<u32> = contents.iter().map(|(id, _)| *id).collect();
    let files: js_sys::Array = contents.into_iter().map(|(_, c)| wasm_bindgen::JsValue::from(c)).collect();
    super::settled(formats_call(name, &json, ids, files), move |got| match got {
        Ok(answer) => done(
            serde_json::from_str::<A>(&answer.as_string().unwrap_or_default())
                .map_err(|e| format!("the importers answered something unreadable: {e}")),
        ),
        Err(why) => yew::platform::spawn_local(async move {
            let cause = super::deploy::cause().await;
            done(Err(format!("the importers and exporters could not be loaded ({why}); {}", cause.text())));
        }),
    });
}

#[cfg(not(target_arch = "wasm32"))]
thread_local! {
    // What the formats module keeps between requests (`formats-web`), kept here the same way.
    static READ: RefCell<spindle_formats::playground::ReadCache> = Default::default();
}

#[cfg(not(target_arch = "wasm32"))]
fn call<A: serde::de::DeserializeOwned + 'static>(
    op: Op,
    request: &impl serde::Serialize,
    contents: Vec<(u32, FileContent)>,
    done: impl FnOnce(Result<A, String>) + 'static,
) {
    let json = serde_json::to_string(request).unwrap_or_default();
    let answer = match op {
        Op::Import => {
            READ.with_borrow_mut(|cache| spindle_formats::playground::read_import_json(cache, &json, contents))
        }
        Op::Scenario => READ.with_borrow(|cache| spindle_formats::playground::imported_scenario_json(cache, &json)),
        Op::Export => READ.with_borrow_mut(|cache| spindle_formats::playground::write_export_json(cache, &json)),
    };
    done(serde_json::from_str(&answer).map_err(|e| e.to_string()));
}

// The module is `pkg/spindle_formats_web.js` (build_web puts both modules' glue in pkg/, in the build's assets
// folder); this snippet is written by wasm-bindgen to `pkg/snippets/spindle-web-…/inline0.js`, two levels below.
// A failed load is forgotten, so the next use tries again.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(inline_js = r#"
let loading = null;
function load() {
  if (!loading) {
    loading = import(new URL("../../spindle_formats_web.js", import.meta.url).href)
      .then(async (m) => { await m.default(); return m; })
      .catch((e) => { loading = null; throw e; });
  }
  return loading;
}
export function formats_load() {
  load().catch(() => {});
}
export function formats_call(name, request, ids, files) {
  return load().then((m) => m[name](request, ids, files));
}
"#)]
extern "C" {
    fn formats_load();
    fn formats_call(name: &str, request: &str, ids: Vec<u32>, files: js_sys::Array) -> js_sys::Promise;
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::RefCell;
    use std::rc::Rc;

    /// The module's answer to an import of `pasted` over `on_screen`, made the way the panel makes it.
    fn import_now(pasted: &str, on_screen: &Rc<Scenario>) -> Result<ImportAnswer, String> {
        let got = Rc::new(RefCell::new(None));
        let g = got.clone();
        import(Vec::new(), pasted.into(), on_screen, Vec::new(), move |a| *g.borrow_mut() = Some(a));
        got.take().expect("answered")
    }

    fn export_now(kind: ExportKind, on_screen: &Rc<Scenario>) -> ExportAnswer {
        let got = Rc::new(RefCell::new(None));
        let g = got.clone();
        export(kind, HadoopVersion::V3_3, on_screen, move |a| *g.borrow_mut() = Some(a));
        got.take().expect("answered")
    }

    #[test]
    fn answers_come_back_through_json() {
        let answer = import_now("<configuration><property>", &Rc::new(Scenario::default()));
        assert!(matches!(answer, Ok(ImportAnswer::Refused(e)) if e.starts_with("pasted text:1:")));
    }

    #[test]
    fn an_answers_scenario_is_asked_for_by_its_number() {
        let on_screen = Rc::new(Scenario::default());
        let answer = |pasted: &str| {
            let Ok(ImportAnswer::Read(i)) = import_now(pasted, &on_screen) else { panic!("not read") };
            i.answer
        };
        let scenario = |n: u32| {
            let got = Rc::new(RefCell::new(None));
            let g = got.clone();
            imported_scenario(n, move |s| *g.borrow_mut() = Some(s));
            got.take().expect("answered").expect("read")
        };
        let nodes = r#"{"nodes":{"node":[{"rack":"/r1","nodeHostName":"h1","state":"RUNNING",
            "totalResource":{"memory":8192,"vCores":8},"nodeLabels":[]}]}}"#;
        let first = answer(nodes);
        let s = scenario(first).expect("kept");
        assert_eq!(s.cluster.racks[0].nodes[0].name, "h1");
        let second = answer(&nodes.replace("h1", "h2"));
        assert_eq!(scenario(first), None, "another import was asked for since");
        assert_eq!(scenario(second).expect("kept").cluster.racks[0].nodes[0].name, "h2");
    }

    /// The scenario on screen crosses once: a request about the same scenario (an import's or an export's) names
    /// it, and each export is what the scenario on screen exports as, also when the module forgot it.
    #[test]
    fn the_scenario_on_screen_is_sent_once_and_exported_as_it_is() {
        let a = Rc::new(crate::scenarios::builtin(crate::scenarios::DEFAULT_SCENARIO).expect("built in"));
        let mut other = (*a).clone();
        other.applications[0].name = "another".into();
        let b = Rc::new(other);
        let text = |answer: ExportAnswer| match answer {
            ExportAnswer::Exported(e) => e.text,
            other => panic!("{other:?}"),
        };
        forget_held();
        assert!(unless_held(&a).is_some(), "sent the first time");
        assert!(unless_held(&a).is_none(), "then held");
        assert!(unless_held(&Rc::new((*a).clone())).is_none(), "an equal scenario is held too");
        assert!(unless_held(&b).is_some(), "another is sent");
        let yarnfile = |s: &Scenario| {
            let fresh = ExportRequest { kind: "yarnfile".into(), hadoop: "3.3".into(), scenario: Some(s.clone()) };
            text(spindle_formats::playground::write_export(&mut Default::default(), fresh))
        };
        assert_ne!(yarnfile(&a), yarnfile(&b));
        assert_eq!(text(export_now(ExportKind::Yarnfile, &a)), yarnfile(&a));
        assert_eq!(text(export_now(ExportKind::Yarnfile, &a)), yarnfile(&a));
        // An import sends the other scenario; the export after it, which does not, exports that one.
        assert!(import_now("<configuration></configuration>", &b).is_ok());
        assert_eq!(text(export_now(ExportKind::Yarnfile, &b)), yarnfile(&b));
        // The page believes the module holds `a`, which it does not (it was loaded again): asked for, sent.
        HELD.set(Some(a.clone()));
        READ.with_borrow_mut(|cache| *cache = Default::default());
        assert_eq!(text(export_now(ExportKind::Yarnfile, &a)), yarnfile(&a));
        assert!(unless_held(&a).is_none(), "held again");
    }
}
