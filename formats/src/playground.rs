//! Import and export for the playground, as JSON text in and out. The playground does not link this crate's code
//! into its first page: it loads it as a second wasm module (`formats-web`, crate `spindle-formats-web`) when the
//! Import panel first opens or Export is used, and the two modules exchange these requests and answers as JSON
//! strings, the files beside them as bytes. Reading the files, the merge and the words shown (each warning and
//! diagnostic as one line, grouped) happen here, so the page only renders them.

use std::collections::HashMap;
use std::rc::Rc;

use serde::{Deserialize, Serialize};
use spindle_core::scenario::{DiagnosticSeverity, Scenario};

use crate::json::strip_indices;
use crate::{export, merge_read, read_input, ExportKind, HadoopVersion, ImportError, Input, Kind, ReadInput, Warning};

/// The name the pasted text is reported under.
pub const PASTED: &str = "pasted text";

/// A picked file's bytes as text, as a browser's `Blob.text()` reads them: UTF-8, a leading byte-order mark
/// dropped, each invalid sequence replaced by U+FFFD (the WHATWG decoder's maximal subparts, as Rust's lossy
/// conversion does). The panel hands the formats module a file's bytes rather than the browser's text: a cluster's
/// nodes answer is megabytes, and a JS string is decoded from the file's UTF-8 and encoded back into it to cross.
pub fn text_of(mut bytes: Vec<u8>) -> String {
    if bytes.starts_with(b"\xEF\xBB\xBF") {
        bytes.drain(..3);
    }
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// What the Import panel holds: the files picked or dropped, the pasted text, and the scenario on screen.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ImportRequest {
    pub files: Vec<ImportFile>,
    pub pasted: String,
    /// The scenario on screen, which the files change; `None` when it is the one sent last: the module keeps it
    /// ([`ReadCache`]), as an imported cluster's scenario is megabytes and the panel asks on every keystroke.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current: Option<Scenario>,
}

/// One picked or dropped file. The panel numbers every file it reads and sends the text with the number until an
/// answer comes back; from then on the formats module holds it ([`ReadCache`]) and the number alone names it, so a
/// change to the other inputs does not carry megabytes of files already read across again.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ImportFile {
    pub id: u32,
    pub name: String,
    /// Not part of the JSON: the texts cross between the two modules as strings of their own, beside the request
    /// (see [`read_import_json`]), so megabytes are not escaped into JSON and parsed out again.
    #[serde(skip)]
    pub text: Option<String>,
}

/// One file and the kind it was read as.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReadAsLine {
    pub file: String,
    /// [`Kind::name`].
    pub kind: String,
    /// [`Kind::describe`].
    pub describe: String,
}

/// Messages (warnings, or lines of the core's check) of one kind about the elements of one array: the first in full,
/// then the others whose place is the same but for its indices (`apps.app[0]`, `apps.app[1]`, …). A cluster's
/// answer can warn once per application, thousands of times; the panel shows the first and keeps the rest folded
/// until asked. A message whose place has no index is a group of its own.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MessageGroup {
    /// An error: the scenario does not run as it is (only the core's check has errors).
    pub error: bool,
    /// The place the messages share, indices left out (`apps.app[]`).
    pub at: String,
    pub first: String,
    /// The others, in the order they were given.
    #[serde(default, skip_serializing_if = "<[String]>::is_empty")]
    pub like: Rc<[String]>,
}

impl MessageGroup {
    /// How many messages the group holds (never none).
    pub fn count(&self) -> usize {
        1 + self.like.len()
    }

    /// Every message of the group, the first first.
    pub fn texts(&self) -> impl Iterator<Item = &str> {
        core::iter::once(self.first.as_str()).chain(self.like.iter().map(String::as_str))
    }
}

/// Groups messages given as (error, what they are about, place, text): those about the same thing at places that
/// differ only in their indices go together, each group where its first message was.
fn group_messages<'a, P: AsRef<str>>(
    lines: impl IntoIterator<Item = (bool, &'a str, P, String)>,
) -> Rc<[MessageGroup]> {
    let mut groups: Vec<(MessageGroup, Vec<String>)> = Vec::new();
    let mut by_place: HashMap<(bool, &str, String), usize> = HashMap::new();
    for (error, about, place, text) in lines {
        let at = strip_indices(place.as_ref());
        if at.len() != place.as_ref().len() {
            if let Some(&g) = by_place.get(&(error, about, at.clone())) {
                groups[g].1.push(text);
                continue;
            }
            by_place.insert((error, about, at.clone()), groups.len());
        }
        groups.push((MessageGroup { error, at, first: text, like: Rc::from([]) }, Vec::new()));
    }
    groups.into_iter().map(|(g, like)| MessageGroup { like: like.into(), ..g }).collect()
}

/// An importer's or exporter's warnings, grouped by file and place.
fn group_warnings(warnings: &[Warning]) -> Rc<[MessageGroup]> {
    group_messages(warnings.iter().map(|w| (false, w.file.as_str(), w.place.as_str(), w.to_string())))
}

/// An import that read: what to show before applying it (the scenario itself stays in the module until Apply asks
/// for it, [`imported_scenario`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ImportView {
    /// This answer's number: [`imported_scenario`] gives its scenario, until the next request.
    pub answer: u32,
    /// What the scenario holds. The scenario itself stays in the module until it is applied: a cluster's is
    /// megabytes, and the panel asks again on every keystroke.
    pub summary: ImportSummary,
    pub files: Vec<ReadAsLine>,
    pub warnings: Rc<[MessageGroup]>,
    pub check: Rc<[MessageGroup]>,
}

/// How much of each thing an import's scenario holds, for the line above its warnings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportSummary {
    pub racks: usize,
    pub nodes: usize,
    pub queue_properties: usize,
    pub applications: usize,
    pub events: usize,
}

impl ImportSummary {
    pub fn of(s: &Scenario) -> Self {
        ImportSummary {
            racks: s.cluster.racks.len(),
            nodes: s.cluster.racks.iter().map(|r| r.nodes.len()).sum(),
            queue_properties: s.capacity_scheduler.len(),
            applications: s.applications.len(),
            events: s.events.len(),
        }
    }
}

/// The answer to an [`ImportRequest`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ImportAnswer {
    Read(Box<ImportView>),
    /// What is wrong and where (`file:line:column: …`); nothing was imported.
    Refused(String),
    /// These files were sent without their text and the module does not hold it: send them again with it, and the
    /// scenario on screen too (the list is empty when that alone is missing).
    Resend(Vec<u32>),
}

/// What the Export panel asks for: a kind ([`ExportKind::name`]) and a Hadoop version ([`HadoopVersion::name`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExportRequest {
    pub kind: String,
    pub hadoop: String,
    /// The scenario on screen; `None` when it is the one sent last, with an import or an export request: the module
    /// keeps it ([`ReadCache`]), as a cluster's scenario is megabytes and the panel asks again on every switch of
    /// kind or version.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scenario: Option<Scenario>,
}

/// An export's text, its download name and what the version would reject or read differently.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExportView {
    pub text: String,
    pub file_name: String,
    pub warnings: Rc<[MessageGroup]>,
}

/// The answer to an [`ExportRequest`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExportAnswer {
    Exported(ExportView),
    Refused(String),
    /// The request sent no scenario and the module holds none (it was loaded again): send it.
    Resend,
}

/// What the last import read, input by input, so that the next one reads only what changed: the Import panel asks
/// again on every added file and every keystroke in the pasted text, and the files already picked (a cluster's
/// nodes answer is megabytes) are the same. Reading an input depends only on its text (and name, for messages):
/// a file is known by its number ([`ImportFile::id`]), the pasted text by its text. It holds the inputs of the last
/// request only, and the scenario on screen as the last import or export request sent it.
#[derive(Default)]
pub struct ReadCache {
    entries: Vec<Read>,
    /// The scenario on screen, as last sent ([`ImportRequest::current`], [`ExportRequest::scenario`]).
    current: Option<Scenario>,
    /// The number of the last answer that read, and its scenario, kept for [`imported_scenario`].
    imported: Option<(u32, Scenario)>,
    answers: u32,
    /// How many inputs were read rather than found (what the tests check was kept).
    #[cfg(test)]
    reads: usize,
}

/// One input and what it read as.
struct Read {
    key: Key,
    read: Result<ReadInput, ImportError>,
}

/// What an input is known by from one request to the next.
#[derive(PartialEq)]
enum Key {
    File {
        id: u32,
        name: String,
    },
    /// The pasted text, by its text (it is short, and changes with every keystroke).
    Pasted(String),
}

impl ReadCache {
    /// The input `key` as read: kept from the last request, or read now from `text` (the pasted text is its own
    /// key); `Err` with the file's number when its text was not sent and is not kept.
    fn take_or_read(&mut self, key: Key, text: Option<String>) -> Result<Read, u32> {
        if let Some(i) = self.entries.iter().position(|e| e.key == key) {
            return Ok(self.entries.swap_remove(i));
        }
        let (name, text) = match &key {
            Key::File { id, name } => (name.as_str(), text.ok_or(*id)?),
            Key::Pasted(text) => (PASTED, text.clone()),
        };
        #[cfg(test)]
        {
            self.reads += 1;
        }
        let read = read_input(&Input { name, text: &text, kind: None });
        Ok(Read { key, read })
    }
}

/// Reads the picked files and the pasted text as one import over the current scenario. The current scenario is the
/// base (the files change it, as `spindle import --base` does) unless one of the inputs is itself a scenario. Inputs
/// the last request read are not read again (`cache`).
pub fn read_import(cache: &mut ReadCache, request: ImportRequest) -> ImportAnswer {
    let ImportRequest { files, pasted, current } = request;
    cache.imported = None;
    if current.is_some() {
        cache.current = current;
    }
    let mut inputs: Vec<_> = files.into_iter().map(|f| (Key::File { id: f.id, name: f.name }, f.text)).collect();
    if !pasted.trim().is_empty() {
        inputs.push((Key::Pasted(pasted), None));
    }
    if inputs.is_empty() {
        cache.entries.clear();
        return ImportAnswer::Refused("nothing to import yet: drop or pick files, or paste text".into());
    }
    let mut read = Vec::with_capacity(inputs.len());
    let mut missing = Vec::new();
    for (key, text) in inputs {
        match cache.take_or_read(key, text) {
            Ok(r) => read.push(r),
            Err(id) => missing.push(id),
        }
    }
    cache.entries = read;
    if !missing.is_empty() {
        return ImportAnswer::Resend(missing);
    }
    let has_scenario = cache.entries.iter().any(|e| e.read.as_ref().is_ok_and(|r| r.kind == Kind::Scenario));
    let base = match (has_scenario, &cache.current) {
        (true, _) => None,
        (false, Some(c)) => Some(c.clone()),
        // Named as the one sent last, but not held (the module was loaded again): asked for.
        (false, None) => return ImportAnswer::Resend(Vec::new()),
    };
    match merge_read(cache.entries.iter().map(|e| e.read.clone()), base) {
        Ok(i) => {
            cache.answers = cache.answers.wrapping_add(1);
            let view = ImportView {
                answer: cache.answers,
                summary: ImportSummary::of(&i.scenario),
                files: i
                    .files
                    .iter()
                    .map(|f| ReadAsLine {
                        file: f.file.clone(),
                        kind: f.kind.name().into(),
                        describe: f.kind.describe().into(),
                    })
                    .collect(),
                warnings: group_warnings(&i.warnings),
                check: group_messages(i.check.iter().map(|d| {
                    let error = d.severity == DiagnosticSeverity::Error;
                    let path = d.path.to_string();
                    let text = format!("{}{path}: {}", if error { "error: " } else { "" }, d.message);
                    (error, d.code.as_str(), path, text)
                })),
            };
            cache.imported = Some((cache.answers, i.scenario));
            ImportAnswer::Read(Box::new(view))
        }
        Err(e) => ImportAnswer::Refused(e.to_string()),
    }
}

/// The scenario of import answer `answer` ([`ImportView::answer`]), which the panel asks for when the user applies
/// it; `None` once another request was made (or the module was loaded again), when the panel must ask anew.
pub fn imported_scenario(cache: &ReadCache, answer: u32) -> Option<&Scenario> {
    cache.imported.as_ref().filter(|(n, _)| *n == answer).map(|(_, s)| s)
}

/// Exports the scenario on screen (the request's, or the one the module holds) as the request's kind for its Hadoop
/// version.
pub fn write_export(cache: &mut ReadCache, request: ExportRequest) -> ExportAnswer {
    if request.scenario.is_some() {
        cache.current = request.scenario;
    }
    let Some(scenario) = &cache.current else { return ExportAnswer::Resend };
    let kind = match request.kind.parse::<ExportKind>() {
        Ok(k) => k,
        Err(e) => return ExportAnswer::Refused(e),
    };
    let version = match request.hadoop.parse::<HadoopVersion>() {
        Ok(v) => v,
        Err(e) => return ExportAnswer::Refused(e),
    };
    let e = export(kind, scenario, version);
    ExportAnswer::Exported(ExportView {
        text: e.text,
        file_name: kind.file_name().into(),
        warnings: group_warnings(&e.warnings),
    })
}

/// [`read_import`] over JSON text, with the texts of the request's files by number (`texts`): a request that does
/// not parse is refused with what serde says.
pub fn read_import_json(
    cache: &mut ReadCache,
    request: &str,
    texts: impl IntoIterator<Item = (u32, String)>,
) -> String {
    let answer = match serde_json::from_str::<ImportRequest>(request) {
        Ok(mut r) => {
            for (id, text) in texts {
                if let Some(f) = r.files.iter_mut().find(|f| f.id == id) {
                    f.text = Some(text);
                }
            }
            read_import(cache, r)
        }
        Err(e) => ImportAnswer::Refused(format!("the playground sent an import request that does not parse: {e}")),
    };
    to_json(&answer)
}

/// [`imported_scenario`] over JSON text: the answer's number in, `null` or the scenario out.
pub fn imported_scenario_json(cache: &ReadCache, answer: &str) -> String {
    let scenario = serde_json::from_str::<u32>(answer).ok().and_then(|n| imported_scenario(cache, n));
    serde_json::to_string(&scenario).unwrap_or_else(|_| "null".into())
}

/// [`write_export`] over JSON text.
pub fn write_export_json(cache: &mut ReadCache, request: &str) -> String {
    let answer = match serde_json::from_str::<ExportRequest>(request) {
        Ok(r) => write_export(cache, r),
        Err(e) => ExportAnswer::Refused(format!("the playground sent an export request that does not parse: {e}")),
    };
    to_json(&answer)
}

/// The answers hold strings, scenarios and booleans only, whose serialisation cannot fail; should it ever, the answer
/// is a refusal the page can read.
fn to_json(answer: &impl Serialize) -> String {
    serde_json::to_string(answer).unwrap_or_else(|e| {
        format!(r#"{{"refused":"the answer could not be written as JSON: {}"}}"#, e.to_string().replace('"', "'"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const NODES: &str = r#"{"nodes":{"node":[{"rack":"/r1","nodeHostName":"h1","state":"RUNNING",
        "totalResource":{"memory":8192,"vCores":8},"nodeLabels":[],"bogus":1}]}}"#;

    fn current() -> Scenario {
        spindle_core::gallery::scenario("zk-anti-affinity").expect("a gallery scenario")
    }

    /// A request that sends every file's text (numbered in order).
    fn request(files: Vec<(String, String)>, pasted: &str, current: Scenario) -> ImportRequest {
        let files =
            files.into_iter().zip(1..).map(|((name, text), id)| ImportFile { id, name, text: Some(text) }).collect();
        ImportRequest { files, pasted: pasted.into(), current: Some(current) }
    }

    #[test]
    fn pasted_nodes_json_replaces_the_cluster_and_warns_where() {
        let current = current();
        let mut cache = ReadCache::default();
        let ImportAnswer::Read(i) = read_import(&mut cache, request(vec![], NODES, current.clone())) else {
            panic!("refused")
        };
        assert_eq!(i.files[0].kind, "nodes-json");
        let scenario = imported_scenario(&cache, i.answer).expect("the answer's scenario is kept");
        assert_eq!(i.summary, ImportSummary::of(scenario));
        assert_eq!((i.summary.racks, i.summary.nodes), (1, 1));
        // The workload of the current scenario is kept: the files change it.
        assert_eq!(scenario.applications, current.applications);
        assert_eq!(i.summary.applications, current.applications.len());
        assert!(
            i.warnings.iter().flat_map(MessageGroup::texts).any(|w| w.starts_with(PASTED) && w.contains("bogus")),
            "{:?}",
            i.warnings
        );
    }

    /// The panel's requests as a user makes them: each answer is what a fresh read of the same inputs gives, only
    /// new inputs are read, and a file sent without its text that is not kept is asked for again.
    #[test]
    fn a_kept_read_answers_as_a_fresh_one() {
        let xml = r#"<configuration><property><name>yarn.scheduler.capacity.root.queues</name><value>a</value>
            </property><property><name>yarn.scheduler.capacity.root.a.capacity</name><value>100</value></property>
            </configuration>"#;
        let scenario = serde_json::to_string(&current()).unwrap();
        let other = NODES.replace("h1", "h2");
        // (number, name, text)
        let nodes = (1, "nodes.json", NODES);
        let cs = (2, "capacity-scheduler.xml", xml);
        let other_nodes = (3, "nodes.json", other.as_str());
        let base = (4, "base.json", scenario.as_str());
        let base_again = (5, "base.json", scenario.as_str());
        let broken = (6, "broken.xml", "<configuration>");
        // Each step: the files, whether each is sent with its text, the pasted text, and then either how many
        // inputs the request reads or the numbers it asks for again.
        type File<'a> = (u32, &'a str, &'a str);
        type Step<'a> = (Vec<(File<'a>, bool)>, &'a str, Result<usize, Vec<u32>>);
        let steps: Vec<Step> = vec![
            (vec![(nodes, true)], "", Ok(1)),
            (vec![(nodes, false), (cs, true)], "", Ok(1)),
            (vec![(nodes, false), (cs, false)], "{", Ok(1)),
            (vec![(nodes, false), (cs, false)], "{\"apps\"", Ok(1)),
            (vec![(nodes, false), (cs, false)], "", Ok(0)),
            // A file sent again with its text while it is kept is not read again.
            (vec![(nodes, true), (cs, false)], "", Ok(0)),
            // Another file of the same name is another number.
            (vec![(other_nodes, true), (cs, false)], "", Ok(1)),
            (vec![(cs, false), (other_nodes, false), (broken, true)], "", Ok(1)),
            (vec![(cs, false), (other_nodes, false)], "", Ok(0)),
            (vec![(base, true), (cs, false)], "", Ok(1)),
            (vec![(base, false), (base_again, true)], "", Ok(1)),
            // Not kept (the last request did not name it): asked for again, and what was kept stays.
            (vec![(base, false), (nodes, false), (cs, false)], "", Err(vec![1, 2])),
            (vec![(base, false), (nodes, true), (cs, true)], "", Ok(2)),
            (vec![], "", Ok(0)),
            (vec![(cs, false)], "", Err(vec![2])),
        ];
        let mut cache = ReadCache::default();
        for (i, (files, pasted, expect)) in steps.into_iter().enumerate() {
            let sent = files
                .iter()
                .map(|&((id, name, text), with_text)| ImportFile {
                    id,
                    name: name.into(),
                    text: with_text.then(|| text.into()),
                })
                .collect();
            let before = cache.reads;
            let kept =
                read_import(&mut cache, ImportRequest { files: sent, pasted: pasted.into(), current: Some(current()) });
            match expect {
                Ok(reads) => {
                    let all = files.iter().map(|&((_, name, text), _)| (name.to_string(), text.to_string())).collect();
                    let mut fresh_cache = ReadCache::default();
                    let fresh = read_import(&mut fresh_cache, request(all, pasted, current()));
                    assert_eq!(numbered_apart(&cache, kept), numbered_apart(&fresh_cache, fresh), "step {i}");
                    assert_eq!(cache.reads - before, reads, "step {i}: inputs read");
                }
                Err(ids) => assert_eq!(kept, ImportAnswer::Resend(ids), "step {i}"),
            }
        }
    }

    /// An answer with its number taken out, and the scenario the module keeps for it.
    fn numbered_apart(cache: &ReadCache, mut answer: ImportAnswer) -> (ImportAnswer, Option<Scenario>) {
        let mut scenario = None;
        if let ImportAnswer::Read(i) = &mut answer {
            scenario = imported_scenario(cache, i.answer).cloned();
            i.answer = 0;
        }
        (answer, scenario)
    }

    /// The scenario of the latest answer is kept, by its number, until the next request; an older or unknown number
    /// gives none, as does a request that did not read.
    #[test]
    fn the_scenario_of_the_latest_answer_is_kept_until_the_next_request() {
        let mut cache = ReadCache::default();
        let ImportAnswer::Read(first) = read_import(&mut cache, request(vec![], NODES, current())) else { panic!() };
        let other = NODES.replace("h1", "h2");
        let ImportAnswer::Read(second) = read_import(&mut cache, request(vec![], &other, current())) else { panic!() };
        assert_ne!(first.answer, second.answer);
        assert_eq!(imported_scenario(&cache, first.answer), None);
        let hosts =
            |s: &Scenario| s.cluster.racks.iter().flat_map(|r| r.nodes.iter().map(|n| n.name.clone())).collect();
        assert_eq!(imported_scenario(&cache, second.answer).map(hosts), Some(vec!["h2".to_string()]));
        let json: Option<Scenario> =
            serde_json::from_str(&imported_scenario_json(&cache, &second.answer.to_string())).unwrap();
        assert_eq!(json.as_ref(), imported_scenario(&cache, second.answer));
        assert_eq!(imported_scenario_json(&cache, "not a number"), "null");
        assert!(matches!(read_import(&mut cache, request(vec![], "{", current())), ImportAnswer::Refused(_)));
        assert_eq!(imported_scenario(&cache, second.answer), None);
    }

    /// The scenario on screen crosses once: a request without it merges over the one sent last, as if sent again;
    /// a module that holds none asks for it, unless an input is itself a scenario.
    #[test]
    fn the_scenario_on_screen_is_sent_when_it_changes() {
        let mut cache = ReadCache::default();
        let without = |pasted: &str| ImportRequest { files: vec![], pasted: pasted.into(), current: None };
        assert_eq!(read_import(&mut cache, without(NODES)), ImportAnswer::Resend(vec![]));
        let scenario_text = serde_json::to_string(&current()).unwrap();
        assert!(matches!(read_import(&mut cache, without(&scenario_text)), ImportAnswer::Read(_)));
        let other = NODES.replace("h1", "h2");
        // (sent, pasted, the base the answer must have merged over)
        let steps = [
            (Some(current()), NODES, current()),
            (None, other.as_str(), current()),
            (Some(Scenario::default()), NODES, Scenario::default()),
            (None, other.as_str(), Scenario::default()),
        ];
        for (k, (on_screen, pasted, base)) in steps.into_iter().enumerate() {
            let kept = read_import(&mut cache, ImportRequest { current: on_screen, ..without(pasted) });
            let mut fresh_cache = ReadCache::default();
            let fresh = read_import(&mut fresh_cache, ImportRequest { current: Some(base), ..without(pasted) });
            assert!(matches!(fresh, ImportAnswer::Read(_)), "step {k}");
            assert_eq!(numbered_apart(&cache, kept), numbered_apart(&fresh_cache, fresh), "step {k}");
        }
    }

    /// What the WHATWG UTF-8 decoder gives browsers for these bytes.
    #[test]
    fn a_files_bytes_read_as_a_browser_reads_them() {
        let cases: [(&[u8], &str); 8] = [
            (b"{\"nodes\": null}", "{\"nodes\": null}"),
            (b"\xEF\xBB\xBF<configuration/>", "<configuration/>"),
            // Only the first mark is dropped.
            (b"\xEF\xBB\xBF\xEF\xBB\xBFa", "\u{feff}a"),
            ("h\u{f6}st-\u{1F600}".as_bytes(), "h\u{f6}st-\u{1F600}"),
            (b"a\xFFb", "a\u{FFFD}b"),
            // A truncated sequence is one replacement; bytes that never start one are one each.
            (b"\xF0\x9F\x98x", "\u{FFFD}x"),
            (b"\xC0\x80", "\u{FFFD}\u{FFFD}"),
            (b"\xED\xA0\x80", "\u{FFFD}\u{FFFD}\u{FFFD}"),
        ];
        for (bytes, text) in cases {
            assert_eq!(text_of(bytes.to_vec()), text, "{bytes:?}");
        }
    }

    #[test]
    fn broken_xml_says_where_and_nothing_is_read() {
        let files = vec![("capacity-scheduler.xml".into(), "<configuration><property>".into())];
        let ImportAnswer::Refused(e) = read_import(&mut ReadCache::default(), request(files, "", Scenario::default()))
        else {
            panic!("read")
        };
        assert!(e.starts_with("capacity-scheduler.xml:1:"), "{e}");
        let ImportAnswer::Refused(e) =
            read_import(&mut ReadCache::default(), request(vec![], "  ", Scenario::default()))
        else {
            panic!()
        };
        assert!(e.starts_with("nothing to import yet"), "{e}");
    }

    #[test]
    fn exports_render_for_every_kind_and_a_bad_kind_is_refused() {
        let s = current();
        for k in ExportKind::ALL {
            let r = ExportRequest { kind: k.name().into(), hadoop: "3.1".into(), scenario: Some(s.clone()) };
            let ExportAnswer::Exported(e) = write_export(&mut ReadCache::default(), r) else { panic!("{}", k.name()) };
            assert!(!e.text.is_empty(), "{}", k.name());
            assert_eq!(e.file_name, k.file_name());
        }
        let r = ExportRequest { kind: "pdf".into(), hadoop: "3.3".into(), scenario: Some(s) };
        assert!(
            matches!(write_export(&mut ReadCache::default(), r), ExportAnswer::Refused(e) if e.contains("unknown export kind `pdf`"))
        );
    }

    /// The scenario sent with one request (an import's or an export's) is the one later requests without a scenario
    /// export; a module that holds none asks for it.
    #[test]
    fn an_export_without_a_scenario_exports_the_one_sent_last() {
        let ask =
            |scenario: Option<Scenario>| ExportRequest { kind: "yarnfile".into(), hadoop: "3.3".into(), scenario };
        let text = |a: ExportAnswer| match a {
            ExportAnswer::Exported(e) => e.text,
            other => panic!("{other:?}"),
        };
        let fresh = |s: &Scenario| text(write_export(&mut ReadCache::default(), ask(Some(s.clone()))));
        let mut cache = ReadCache::default();
        assert_eq!(write_export(&mut cache, ask(None)), ExportAnswer::Resend);
        let (first, other) =
            (current(), spindle_core::gallery::scenario("zk-hbase-spark").expect("a gallery scenario"));
        assert_ne!(fresh(&first), fresh(&other));
        assert_eq!(text(write_export(&mut cache, ask(Some(first.clone())))), fresh(&first));
        assert_eq!(text(write_export(&mut cache, ask(None))), fresh(&first));
        // An import request's scenario is held the same way.
        let _ = read_import(&mut cache, request(vec![], NODES, other.clone()));
        assert_eq!(text(write_export(&mut cache, ask(None))), fresh(&other));
        // Over JSON: the request without a scenario says nothing of it, and the answer asks for it.
        let json = serde_json::to_string(&ask(None)).unwrap();
        assert!(!json.contains("scenario"), "{json}");
        let answer = write_export_json(&mut ReadCache::default(), &json);
        assert_eq!(serde_json::from_str::<ExportAnswer>(&answer).unwrap(), ExportAnswer::Resend);
    }

    #[test]
    fn the_json_round_trip_is_what_the_page_reads() {
        let r = request(vec![], NODES, current());
        let json = serde_json::to_string(&r).unwrap();
        let answer = read_import_json(&mut ReadCache::default(), &json, []);
        assert_eq!(serde_json::from_str::<ImportAnswer>(&answer).unwrap(), read_import(&mut ReadCache::default(), r));
        // A file's text goes beside the JSON, by number.
        let r = request(vec![("nodes.json".into(), NODES.into())], "", current());
        let json = serde_json::to_string(&r).unwrap();
        assert!(!json.contains("nodeHostName"), "{json}");
        let answer = read_import_json(&mut ReadCache::default(), &json, [(1, NODES.to_string())]);
        assert_eq!(serde_json::from_str::<ImportAnswer>(&answer).unwrap(), read_import(&mut ReadCache::default(), r));
        let answer = read_import_json(&mut ReadCache::default(), &json, []);
        assert_eq!(serde_json::from_str::<ImportAnswer>(&answer).unwrap(), ImportAnswer::Resend(vec![1]));
        let answer: ExportAnswer =
            serde_json::from_str(&write_export_json(&mut ReadCache::default(), "{not json")).unwrap();
        assert!(matches!(answer, ExportAnswer::Refused(e) if e.contains("does not parse")));
    }

    /// A message per application of a cluster's answer is one group at `apps.app[]`, in the answer's order; a
    /// message whose place has no index stays on its own, and nothing is lost or repeated.
    #[test]
    fn messages_about_the_elements_of_an_array_are_grouped() {
        let apps: Vec<String> = (0..6)
            .map(|i| {
                format!(
                    r#"{{"name":"job-{i}","state":"RUNNING","queue":"root.default","runningContainers":3,
                       "allocatedMB":{},"allocatedVCores":3,"priority":{i}.5}}"#,
                    1001 + 3 * i
                )
            })
            .collect();
        let answer = format!(r#"{{"apps":{{"app":[{}]}}}}"#, apps.join(","));
        let ImportAnswer::Read(i) =
            read_import(&mut ReadCache::default(), request(vec![("apps.json".into(), answer.clone())], "", current()))
        else {
            panic!("refused")
        };
        let at: Vec<(&str, usize)> = i.warnings.iter().map(|g| (g.at.as_str(), g.count())).collect();
        // The priorities (not whole numbers) at `apps.app[].priority`, the roundings at `apps.app[]`, then the
        // importer's note about the whole array.
        assert_eq!(at, [("apps.app[].priority", 6), ("apps.app[]", 6), ("apps.app", 1)], "{:#?}", i.warnings);
        let rounded: Vec<&str> = i.warnings[1].texts().collect();
        for (k, w) in rounded.iter().enumerate() {
            assert!(w.starts_with(&format!("apps.json: apps.app[{k}]: `job-{k}`: {} MB", 1001 + 3 * k)), "{w}");
        }
        // The CLI prints every warning as a line of its own: the groups hold the same lines, none lost or repeated.
        let cli = crate::import(&[Input { name: "apps.json", text: &answer, kind: None }], Some(current())).unwrap();
        let mut printed: Vec<String> = cli.warnings.iter().map(|w| w.to_string()).collect();
        let mut grouped: Vec<String> = i.warnings.iter().flat_map(MessageGroup::texts).map(String::from).collect();
        assert_eq!(grouped.len(), 13);
        printed.sort();
        grouped.sort();
        assert_eq!(grouped, printed);
    }

    #[test]
    fn the_check_groups_by_code_and_severity() {
        let groups = group_messages([
            (true, "unknown-queue", "applications[0].queue", "error: a".to_string()),
            (false, "unknown-queue", "applications[1].queue", "b".to_string()),
            (true, "unknown-queue", "applications[2].queue", "error: c".to_string()),
            (true, "bad-spec", "applications[3].queue", "error: d".to_string()),
            (false, "x", "cluster", "e".to_string()),
            (false, "x", "cluster", "f".to_string()),
        ]);
        let got: Vec<(bool, &str, Vec<&str>)> =
            groups.iter().map(|g| (g.error, g.at.as_str(), g.texts().collect())).collect();
        assert_eq!(
            got,
            [
                (true, "applications[].queue", vec!["error: a", "error: c"]),
                (false, "applications[].queue", vec!["b"]),
                (true, "applications[].queue", vec!["error: d"]),
                (false, "cluster", vec!["e"]),
                (false, "cluster", vec!["f"]),
            ]
        );
    }
}
