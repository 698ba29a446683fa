//! The scenario as files: "Save / Open file" for Spindle's own JSON, "Import" for the files an operator already has
//! (Hadoop configuration XML, ResourceManager REST JSON, Yarnfiles, distributed-shell commands, SLS inputs) and
//! "Export" to what YARN accepts. The formats code is a second wasm module, loaded the first time the Import panel
//! opens (while the user finds a file) or Export is used (`services::formats`), never at start-up.
//!
//! Opening and importing are one [`Edit::Replace`] each: validated by the core like any edit, undone by Ctrl+Z.
//! What the user picked or pasted is kept until it is applied or cleared, so an error loses nothing.

use std::cell::Cell;
use std::rc::Rc;

use spindle_core::scenario::Scenario;
use spindle_formats::playground::{ExportAnswer, ImportAnswer, ImportFile, MessageGroup};
use spindle_formats::{ExportKind, HadoopVersion};
use yew::prelude::*;

use crate::components::timeline::{group, kilobytes};
use crate::services::dom;
use crate::services::files;
use crate::services::formats::{self, file_content, FileContent};
use crate::state::edit::Edit;

/// Numbers the requests sent to the formats module, so that only the answer to the latest one is shown (an answer
/// to an older request may come back later, while the module loads).
#[hook]
fn use_latest() -> Rc<Cell<u32>> {
    (*use_memo((), |_| Rc::new(Cell::new(0)))).clone()
}

/// Reads a scenario file: the scenario, or what is wrong and where (`file:line:column: …`).
pub fn read_scenario_file(name: &str, text: &str) -> Result<Scenario, String> {
    serde_json::from_str::<Scenario>(text)
        .map_err(|e| format!("{name}:{}:{}: not a Spindle scenario: {e}", e.line(), e.column()))
}

/// The download name of a scenario: its name in lower case, letters and digits kept, the rest as `-`.
pub fn scenario_file_name(s: &Scenario) -> String {
    let slug: String = s
        .name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '-' })
        .collect::<String>()
        .split('-')
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    format!("{}.json", if slug.is_empty() { "scenario" } else { &slug })
}

/// Downloads the scenario as a file (pretty JSON, named by [`scenario_file_name`]): Save file, and the Share
/// popover's way out when a link is too long.
pub fn save_scenario_file(s: &Scenario) {
    if let Ok(json) = serde_json::to_string_pretty(s) {
        files::download(&scenario_file_name(s), "application/json", &json);
    }
}

#[derive(Properties, PartialEq)]
pub struct FilesProps {
    pub scenario: Rc<Scenario>,
    pub on_edit: Callback<Edit>,
}

/// "Save file" / "Open file" for scenario JSON.
#[component]
pub fn SaveOpen(props: &FilesProps) -> Html {
    let error = use_state(|| None::<String>);
    let save = {
        let s = props.scenario.clone();
        Callback::from(move |_| save_scenario_file(&s))
    };
    let open = {
        let (d, error) = (props.on_edit.clone(), error.clone());
        Callback::from(move |e: Event| {
            let input = e.target_unchecked_into::<web_sys::HtmlInputElement>();
            let Some(list) = input.files() else { return };
            let (d, error) = (d.clone(), error.clone());
            read_files(list, move |read| {
                let opened = read.and_then(|files| match files.as_slice() {
                    [f] => read_scenario_file(&f.name, &files::text_of(&f.content)),
                    _ => Err("open one scenario file at a time".into()),
                });
                match opened {
                    Ok(s) => {
                        error.set(None);
                        d.emit(Edit::Replace(Box::new(s)));
                    }
                    Err(e) => error.set(Some(format!("{e}. Nothing was opened; your scenario is unchanged."))),
                }
            });
            // The same file can be picked again after it was fixed.
            input.set_value("");
        })
    };
    html! {
        <section class="editor" id="save-open">
            <h3 class="panel-title">{ "Save / Open file" }</h3>
            <div class="row">
                <button class="btn" id="save-file" onclick={save}>{ "Save file" }</button>
                <label class="btn file-pick">{ "Open file…" }
                    <input type="file" id="open-file" accept=".json,application/json" onchange={open} /></label>
            </div>
            if let Some(e) = &*error { <p class="spec-error" id="open-error" role="alert">{ e }</p> }
            <p class="hint">{ "Scenario JSON, for scenarios too large for a link. Opening is undone by Ctrl+Z." }</p>
        </section>
    }
}

/// Reads the picked or dropped files (natively: nothing to read).
fn read_files(list: web_sys::FileList, done: impl FnOnce(files::ReadFiles) + 'static) {
    #[cfg(target_arch = "wasm32")]
    files::read_all(list, done);
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (list, done);
}

/// A file picked or dropped for import: numbered when read, so that the formats module, which keeps what it read,
/// is sent the text once (see [`ImportFile`]).
struct Picked {
    id: u32,
    name: String,
    bytes: u64,
    content: FileContent,
}

/// "Import": files dropped or picked, text pasted; what each was read as and every warning shown before applying.
#[component]
pub fn ImportPanel(props: &FilesProps) -> Html {
    let picked = use_state(Vec::<Rc<Picked>>::new);
    let pasted = use_state(String::new);
    let read_error = use_state(|| None::<String>);
    let dragging = use_state(|| false);
    // The answer to the latest request: None while nothing is picked or pasted (or the first answer is on its way).
    let result = use_state(|| None::<ImportAnswer>);
    let latest = use_latest();
    let next_id = use_mut_ref(|| 0u32);
    // The files the formats module answered about last, which it therefore holds: sent by number alone.
    let held = use_mut_ref(Vec::<u32>::new);
    // Counts the module's requests to send texts again (it did not hold what `held` said), to ask once more.
    let resend = use_state(|| 0u32);
    // Why the last Apply did not apply (the module no longer held that answer's scenario, or did not answer).
    let not_applied = use_state(|| None::<String>);
    use_effect_with((), |_| formats::prefetch());
    {
        let (s, result, resend_again) = (props.scenario.clone(), result.clone(), resend.clone());
        let files = (*picked).clone();
        let names: Vec<(u32, String)> = files.iter().map(|f| (f.id, f.name.clone())).collect();
        use_effect_with((names, (*pasted).clone(), *resend), move |(_, t, _)| {
            let n = latest.get().wrapping_add(1);
            latest.set(n);
            if files.is_empty() && t.trim().is_empty() {
                result.set(None);
            } else {
                let sent: Vec<u32> = files.iter().map(|f| f.id).collect();
                let contents = files
                    .iter()
                    .filter(|f| !held.borrow().contains(&f.id))
                    .map(|f| (f.id, f.content.clone()))
                    .collect();
                let files = files.iter().map(|f| ImportFile { id: f.id, name: f.name.clone(), text: None }).collect();
                formats::import(files, t.clone(), &s, contents, move |answer| {
                    // Whatever the module answered, it holds this request's files now (but those it asks for).
                    let answer = answer.inspect(|a| {
                        let mut held = held.borrow_mut();
                        *held = sent;
                        if let ImportAnswer::Resend(ids) = a {
                            held.retain(|id| !ids.contains(id));
                        }
                    });
                    if latest.get() != n {
                        return;
                    }
                    match answer {
                        Ok(ImportAnswer::Resend(_)) => resend_again.set(*resend_again + 1),
                        Ok(a) => result.set(Some(a)),
                        Err(e) => result.set(Some(ImportAnswer::Refused(e))),
                    }
                });
            }
        });
    }
    let add_files = {
        let (picked, read_error) = (picked.clone(), read_error.clone());
        Callback::from(move |list: web_sys::FileList| {
            let (picked, read_error, next_id) = (picked.clone(), read_error.clone(), next_id.clone());
            read_files(list, move |read| match read {
                Ok(more) => {
                    let mut all = (*picked).clone();
                    // A file picked again replaces its earlier copy.
                    for files::ReadFile { name, bytes, content } in more {
                        all.retain(|f| f.name != name);
                        let id = {
                            let mut n = next_id.borrow_mut();
                            *n += 1;
                            *n
                        };
                        all.push(Rc::new(Picked { id, name, bytes, content: file_content(content) }));
                    }
                    read_error.set(None);
                    picked.set(all);
                }
                Err(e) => read_error.set(Some(e)),
            });
        })
    };
    let on_pick = {
        let add = add_files.clone();
        Callback::from(move |e: Event| {
            let input = e.target_unchecked_into::<web_sys::HtmlInputElement>();
            if let Some(list) = input.files() {
                add.emit(list);
            }
            input.set_value("");
        })
    };
    let on_drop = {
        let (add, dragging) = (add_files.clone(), dragging.clone());
        Callback::from(move |e: DragEvent| {
            e.prevent_default();
            dragging.set(false);
            if let Some(list) = e.data_transfer().and_then(|d| d.files()) {
                add.emit(list);
            }
        })
    };
    let on_over = {
        let dragging = dragging.clone();
        Callback::from(move |e: DragEvent| {
            e.prevent_default();
            dragging.set(true);
        })
    };
    let on_leave = {
        let dragging = dragging.clone();
        Callback::from(move |_: DragEvent| dragging.set(false))
    };
    let typing = {
        let pasted = pasted.clone();
        Callback::from(move |e: InputEvent| {
            pasted.set(e.target_unchecked_into::<web_sys::HtmlTextAreaElement>().value())
        })
    };
    let clear = {
        let (picked, pasted, read_error, not_applied) =
            (picked.clone(), pasted.clone(), read_error.clone(), not_applied.clone());
        Callback::from(move |_| {
            picked.set(Vec::new());
            pasted.set(String::new());
            read_error.set(None);
            not_applied.set(None);
        })
    };
    let remove = {
        let picked = picked.clone();
        Callback::from(move |id: u32| picked.set(picked.iter().filter(|f| f.id != id).cloned().collect()))
    };
    let errors = match &*result {
        Some(ImportAnswer::Read(i)) => i.check.iter().filter(|c| c.error).map(MessageGroup::count).sum(),
        _ => 0,
    };
    let apply = {
        let (d, result, picked, pasted) = (props.on_edit.clone(), result.clone(), picked.clone(), pasted.clone());
        let (not_applied, resend) = (not_applied.clone(), resend.clone());
        Callback::from(move |_| {
            let Some(ImportAnswer::Read(i)) = &*result else { return };
            not_applied.set(None);
            let (d, picked, pasted, not_applied, resend) =
                (d.clone(), picked.clone(), pasted.clone(), not_applied.clone(), resend.clone());
            // The answer carries a summary; the module keeps the scenario until the next request.
            formats::imported_scenario(i.answer, move |s| match s {
                Ok(Some(s)) => {
                    d.emit(Edit::Replace(Box::new(s)));
                    picked.set(Vec::new());
                    pasted.set(String::new());
                }
                Ok(None) => {
                    not_applied.set(Some(
                        "Nothing was applied: the files were being read again. Check the result and apply it again."
                            .into(),
                    ));
                    resend.set(*resend + 1);
                }
                Err(e) => not_applied.set(Some(format!("Nothing was applied: {e}."))),
            });
        })
    };
    let can_apply = matches!(&*result, Some(ImportAnswer::Read(_))) && errors == 0;
    html! {
        <section class="editor" id="import">
            <h3 class="panel-title">{ "Import" }</h3>
            <p class="hint">{ "capacity-scheduler.xml, yarn-site.xml, ResourceManager REST JSON (nodes, scheduler, apps), \
                               Yarnfiles, distributed-shell commands, SLS traces and nodes files. Several files combine \
                               over the current scenario." }</p>
            <label class={classes!("drop-zone", dragging.then_some("dragging"))} ondrop={on_drop} ondragover={on_over} ondragleave={on_leave}>
                <span>{ "Drop files here, or pick them…" }</span>
                <input type="file" id="import-files" multiple=true onchange={on_pick} />
            </label>
            if !picked.is_empty() {
                <ul class="import-files" id="import-picked">
                    { for picked.iter().map(|f| {
                        let (remove, id) = (remove.clone(), f.id);
                        html! {
                            <li><span class="mono">{ &f.name }</span>{ format!(" — {} bytes ", f.bytes) }
                                <button class="btn ghost" aria-label={format!("Remove {}", f.name)} onclick={move |_| remove.emit(id)}>{ "✕" }</button></li>
                        }
                    }) }
                </ul>
            }
            <textarea class="json" id="import-text" spellcheck="false" value={(*pasted).clone()} oninput={typing}
                      placeholder="…or paste a file's text here" aria-label="Text to import" />
            if let Some(e) = &*read_error { <p class="spec-error" role="alert">{ e }</p> }
            { match &*result {
                // A request to send texts again is answered by sending them, never shown.
                None | Some(ImportAnswer::Resend(_)) => html! {},
                Some(ImportAnswer::Refused(e)) => html! { <p class="spec-error" id="import-error" role="alert">{ format!("{e}. Nothing was imported.") }</p> },
                Some(ImportAnswer::Read(i)) => html! {
                    <div class="import-preview" id="import-preview" data-answer={i.answer.to_string()}>
                        <ul class="import-kinds">
                            { for i.files.iter().map(|f| html! {
                                <li><span class="mono">{ &f.file }</span>{ " read as " }<strong class="import-kind">{ &f.kind }</strong>
                                    <span class="hint">{ format!(" ({})", f.describe) }</span></li>
                            }) }
                        </ul>
                        <p class="summary">{ format!("{} racks, {} nodes, {} queue properties, {} applications, {} cluster events",
                            i.summary.racks, i.summary.nodes, i.summary.queue_properties, i.summary.applications,
                            i.summary.events) }</p>
                        <Messages id="import-warnings" title="Warnings" items={i.warnings.clone()} />
                        <Messages id="import-check" title="The core's check of the result" items={i.check.clone()} />
                    </div>
                },
            } }
            <div class="row">
                <button class="btn primary" id="import-apply" onclick={apply} disabled={!can_apply}>{ "Apply import" }</button>
                <button class="btn ghost" id="import-clear" onclick={clear}>{ "Clear" }</button>
            </div>
            if let Some(why) = &*not_applied { <p class="spec-error" id="import-not-applied" role="alert">{ why }</p> }
            if errors > 0 { <p class="hint">{ "The result does not run as it is: fix the errors above (or add the missing files)." }</p> }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct MessagesProps {
    id: AttrValue,
    title: AttrValue,
    items: Rc<[MessageGroup]>,
}

/// A group of this many messages or fewer is listed in full; a larger one shows its first and folds the rest.
const LISTED_IN_FULL: usize = 4;

/// A titled list of messages (scenario text in them is rendered as text). Messages about the elements of one array
/// (one per application of a cluster's answer, say) show the first and fold the others, drawn only when opened: a
/// 5,000-application answer's 3,183 rounding warnings, each a list item, took a quarter of a second of the preview.
#[component]
fn Messages(props: &MessagesProps) -> Html {
    let total: usize = props.items.iter().map(MessageGroup::count).sum();
    if total == 0 {
        return html! { <p class="hint" id={props.id.clone()}>{ format!("{}: none.", props.title) }</p> };
    }
    html! {
        <details class="messages" id={props.id.clone()} open=true>
            <summary>{ format!("{} ({total})", props.title) }</summary>
            <ul>{ for props.items.iter().map(|g| if g.count() <= LISTED_IN_FULL {
                g.texts().map(|m| html! { <li>{ m }</li> }).collect::<Html>()
            } else {
                html! { <li>{ &g.first }<Folded at={g.at.clone()} items={g.like.clone()} /></li> }
            }) }</ul>
        </details>
    }
}

#[derive(Properties, PartialEq)]
struct FoldedProps {
    at: AttrValue,
    items: Rc<[String]>,
}

/// The rest of a group of messages, behind a disclosure; the list is built the first time it is opened.
#[component]
fn Folded(props: &FoldedProps) -> Html {
    let opened = use_state(|| false);
    let on_toggle = {
        let opened = opened.clone();
        Callback::from(move |e: Event| {
            if e.target_unchecked_into::<web_sys::Element>().has_attribute("open") {
                opened.set(true);
            }
        })
    };
    html! {
        <details class="more" ontoggle={on_toggle}>
            <summary>{ format!("and {} more at {}", props.items.len(), props.at) }</summary>
            if *opened { <ul>{ for props.items.iter().map(|m| html! { <li>{ m }</li> }) }</ul> }
        </details>
    }
}

#[derive(Properties, PartialEq)]
pub struct ExportProps {
    pub scenario: Rc<Scenario>,
}

/// "Export": the scenario as one of the files YARN accepts, for a Hadoop version, with what that version would
/// reject or read differently.
#[component]
pub fn ExportPanel(props: &ExportProps) -> Html {
    let kind = use_state(|| ExportKind::DistributedShell);
    let version = use_state(HadoopVersion::default);
    // The export of the latest kind, version and scenario; None until the formats module has answered.
    let exported = use_state(|| None::<ExportAnswer>);
    let latest = use_latest();
    {
        let exported = exported.clone();
        use_effect_with((*kind, *version, props.scenario.clone()), move |(k, v, s)| {
            let n = latest.get().wrapping_add(1);
            latest.set(n);
            formats::export(*k, *v, s, move |answer| {
                if latest.get() == n {
                    exported.set(Some(answer));
                }
            });
        });
    }
    let (text, warnings, refused) = match &*exported {
        Some(ExportAnswer::Exported(e)) => (e.text.clone(), e.warnings.clone(), None),
        Some(ExportAnswer::Refused(e)) => (String::new(), Rc::from([]), Some(e.clone())),
        // `formats::export` sends the scenario when asked for it and never answers `Resend`.
        Some(ExportAnswer::Resend) | None => (String::new(), Rc::from([]), None),
    };
    let (shown, cut) = shown_part(&text);
    let pick_kind = {
        let kind = kind.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            if let Ok(k) = v.parse() {
                kind.set(k);
            }
        })
    };
    let pick_version = {
        let version = version.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            if let Ok(h) = v.parse() {
                version.set(h);
            }
        })
    };
    let copy = {
        let text = text.clone();
        Callback::from(move |_| dom::copy_to_clipboard(&text))
    };
    let download = {
        let (text, name) = (text.clone(), kind.file_name());
        Callback::from(move |_| files::download(name, "text/plain", &text))
    };
    html! {
        <section class="editor" id="export">
            <h3 class="panel-title">{ "Export" }</h3>
            <div class="row">
                <label class="field"><span class="label">{ "Kind" }</span>
                    <select id="export-kind" onchange={pick_kind}>
                        { for ExportKind::ALL.iter().map(|k| html! {
                            <option value={k.name()} selected={*k == *kind}>{ k.name() }</option>
                        }) }
                    </select></label>
                <label class="field"><span class="label">{ "Hadoop" }</span>
                    <select id="export-hadoop" onchange={pick_version}>
                        { for [HadoopVersion::V3_1, HadoopVersion::V3_2, HadoopVersion::V3_3].iter().map(|h| html! {
                            <option value={h.name()} selected={*h == *version}>{ h.name() }</option>
                        }) }
                    </select></label>
            </div>
            <textarea class="json export-text" id="export-text" readonly=true spellcheck="false" value={shown.to_string()}
                      aria-label={format!("{} for Hadoop {}", kind.name(), version.name())} />
            if let Some(cut) = cut { <p class="hint" id="export-shown">{ cut }</p> }
            <div class="row">
                <button class="btn primary" id="export-copy" onclick={copy}>{ "Copy" }</button>
                <button class="btn" id="export-download" onclick={download}>{ format!("Download {}", kind.file_name()) }</button>
            </div>
            if exported.is_none() { <p class="hint" id="export-loading" role="status">{ "Loading the exporters…" }</p> }
            if let Some(e) = refused { <p class="spec-error" id="export-error" role="alert">{ e }</p> }
            <Messages id="export-warnings" title={format!("What Hadoop {} would reject or read differently", version.name())}
                items={warnings} />
        </section>
    }
}

/// How much of an export the panel shows. Setting a textarea's text makes the browser lay all of it out: a
/// 10,000-node cluster's Yarnfile (64,000 lines, 1.1 MB) held the page for 0.9 s, its shell command (4,400 lines,
/// 1.2 MB) for 0.2 s, at every switch of kind or version. Nobody reads a megabyte in a text box; Copy and
/// Download take the whole text.
const SHOWN_LINES: usize = 1_000;
const SHOWN_BYTES: usize = 64 * 1024;

/// The part of an export the panel shows (whole lines, at most [`SHOWN_LINES`] of them and [`SHOWN_BYTES`]; a
/// single longer line is cut at a character), and, when that is not all of it, a sentence saying so.
fn shown_part(text: &str) -> (&str, Option<String>) {
    let after_lines = text.match_indices('\n').nth(SHOWN_LINES - 1).map_or(text.len(), |(i, _)| i + 1);
    let mut end = after_lines.min(SHOWN_BYTES);
    if end == text.len() {
        return (text, None);
    }
    if end < after_lines {
        // Cut by bytes: back to the last whole line, or to a character boundary within a line longer than that.
        end = text.floor_char_boundary(end);
        if let Some(i) = text[..end].rfind('\n') {
            end = i + 1;
        }
    }
    let lines = |t: &str| group(t.lines().count() as u64);
    let note = format!(
        "Showing {} of {} lines ({} of {}). Copy and Download take the whole file.",
        lines(&text[..end]),
        lines(text),
        kilobytes(end),
        kilobytes(text.len()),
    );
    (&text[..end], Some(note))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_export_is_shown_in_part_at_a_line_end() {
        let short = "a\nb\n";
        assert_eq!(shown_part(short), (short, None));
        // Many short lines: cut after the thousandth.
        let many: String = (0..2_500).map(|i| format!("line {i}\n")).collect();
        let (part, note) = shown_part(&many);
        assert_eq!(part.lines().count(), SHOWN_LINES);
        assert!(part.ends_with("line 999\n"));
        assert_eq!(
            note.as_deref(),
            Some("Showing 1,000 of 2,500 lines (9 KB of 24 KB). Copy and Download take the whole file.")
        );
        // Exactly the limit in lines, no more: all of it.
        let exact: String = (0..SHOWN_LINES).map(|i| format!("{i}\n")).collect();
        assert_eq!(shown_part(&exact).1, None);
        // Long lines: cut by bytes at the last line end.
        let wide: String = (0..100).map(|i| format!("{i:>2}{}\n", "x".repeat(2_000))).collect();
        let (part, note) = shown_part(&wide);
        assert!(part.len() <= SHOWN_BYTES && part.ends_with('\n') && part.lines().all(|l| l.len() == 2_002));
        assert_eq!(part.lines().count(), 32);
        assert!(note.unwrap().starts_with("Showing 32 of 100 lines"));
        // One line longer than the limit, of multi-byte characters: cut at a character boundary.
        let one = "é".repeat(SHOWN_BYTES);
        let (part, _) = shown_part(&one);
        assert_eq!(part.len(), SHOWN_BYTES);
        let odd = format!("a{one}");
        let (part, _) = shown_part(&odd);
        assert_eq!(part.len(), SHOWN_BYTES - 1);
    }

    #[test]
    fn a_scenario_file_round_trips_and_a_bad_one_says_where() {
        let s = crate::scenarios::builtin(crate::scenarios::DEFAULT_SCENARIO).unwrap();
        let json = serde_json::to_string_pretty(&s).unwrap();
        assert_eq!(read_scenario_file("a.json", &json).unwrap(), s);
        let e = read_scenario_file("a.json", "{\n  \"name\": 3\n}").unwrap_err();
        assert!(e.starts_with("a.json:2:"), "{e}");
        assert_eq!(scenario_file_name(&Scenario { name: "ZK: anti affinity!".into(), ..s }), "zk-anti-affinity.json");
    }
}
