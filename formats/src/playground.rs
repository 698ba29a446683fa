//! Import and export for the playground, as JSON text in and out. The playground does not link this crate's code
//! into its first page: it loads it as a second wasm module (`formats-web`, crate `spindle-formats-web`) the first
//! time Import or Export is used, and the two modules exchange these requests and answers as JSON strings. Reading
//! the files, the merge and the words shown (each warning and diagnostic as one line) happen here, so the page only
//! renders them.

use std::collections::HashMap;
use std::rc::Rc;

use serde::{Deserialize, Serialize};
use spindle_core::scenario::{DiagnosticSeverity, Scenario};

use crate::json::strip_indices;

use crate::{export, merge_read, read_input, ExportKind, HadoopVersion, ImportError, Input, Kind, ReadInput};

/// The name the pasted text is reported under.
pub const PASTED: &str = "pasted text";

/// What the Import panel holds: the files picked or dropped, the pasted text, and the scenario on screen.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ImportRequest {
    pub files: Vec<ImportFile>,
    pub pasted: String,
    pub current: Scenario,
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
fn group_messages<'a>(lines: impl IntoIterator<Item = (bool, &'a str, &'a str, String)>) -> Rc<[MessageGroup]> {
    let mut groups: Vec<(MessageGroup, Vec<String>)> = Vec::new();
    let mut by_place: HashMap<(bool, &str, String), usize> = HashMap::new();
    for (error, about, place, text) in lines {
        let at = strip_indices(place);
        if at.len() != place.len() {
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

/// An import that read: the scenario to apply and what to show before applying it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ImportView {
    pub scenario: Scenario,
    pub files: Vec<ReadAsLine>,
    pub warnings: Rc<[MessageGroup]>,
    pub check: Rc<[MessageGroup]>,
}

/// The answer to an [`ImportRequest`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ImportAnswer {
    Read(Box<ImportView>),
    /// What is wrong and where (`file:line:column: …`); nothing was imported.
    Refused(String),
    /// These files were sent without their text and the module does not hold it: send them again with it.
    Resend(Vec<u32>),
}

/// What the Export panel asks for: a kind ([`ExportKind::name`]) and a Hadoop version ([`HadoopVersion::name`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExportRequest {
    pub kind: String,
    pub hadoop: String,
    pub scenario: Scenario,
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
}

/// What the last import read, input by input, so that the next one reads only what changed: the Import panel asks
/// again on every added file and every keystroke in the pasted text, and the files already picked (a cluster's
/// nodes answer is megabytes) are the same. Reading an input depends only on its text (and name, for messages):
/// a file is known by its number ([`ImportFile::id`]), the pasted text by its text. It holds the inputs of the last
/// request only.
#[derive(Default)]
pub struct ReadCache {
    entries: Vec<Read>,
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
    let base = (!has_scenario).then_some(current);
    match merge_read(cache.entries.iter().map(|e| e.read.clone()), base) {
        Ok(i) => ImportAnswer::Read(Box::new(ImportView {
            scenario: i.scenario,
            files: i
                .files
                .iter()
                .map(|f| ReadAsLine {
                    file: f.file.clone(),
                    kind: f.kind.name().into(),
                    describe: f.kind.describe().into(),
                })
                .collect(),
            warnings: group_messages(
                i.warnings.iter().map(|w| (false, w.file.as_str(), w.place.as_str(), w.to_string())),
            ),
            check: {
                let paths: Vec<String> = i.check.iter().map(|d| d.path.to_string()).collect();
                group_messages(i.check.iter().zip(&paths).map(|(d, path)| {
                    let error = d.severity == DiagnosticSeverity::Error;
                    (
                        error,
                        d.code.as_str(),
                        path.as_str(),
                        format!("{}{path}: {}", if error { "error: " } else { "" }, d.message),
                    )
                }))
            },
        })),
        Err(e) => ImportAnswer::Refused(e.to_string()),
    }
}

/// Exports the request's scenario as its kind for its Hadoop version.
pub fn write_export(request: &ExportRequest) -> ExportAnswer {
    let kind = match request.kind.parse::<ExportKind>() {
        Ok(k) => k,
        Err(e) => return ExportAnswer::Refused(e),
    };
    let version = match request.hadoop.parse::<HadoopVersion>() {
        Ok(v) => v,
        Err(e) => return ExportAnswer::Refused(e),
    };
    let e = export(kind, &request.scenario, version);
    ExportAnswer::Exported(ExportView {
        text: e.text,
        file_name: kind.file_name().into(),
        warnings: group_messages(e.warnings.iter().map(|w| (false, w.file.as_str(), w.place.as_str(), w.to_string()))),
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

/// [`write_export`] over JSON text.
pub fn write_export_json(request: &str) -> String {
    let answer = match serde_json::from_str::<ExportRequest>(request) {
        Ok(r) => write_export(&r),
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
        ImportRequest { files, pasted: pasted.into(), current }
    }

    #[test]
    fn pasted_nodes_json_replaces_the_cluster_and_warns_where() {
        let current = current();
        let ImportAnswer::Read(i) = read_import(&mut ReadCache::default(), request(vec![], NODES, current.clone()))
        else {
            panic!("refused")
        };
        assert_eq!(i.files[0].kind, "nodes-json");
        assert_eq!(i.scenario.cluster.racks.iter().map(|r| r.nodes.len()).sum::<usize>(), 1);
        // The workload of the current scenario is kept: the files change it.
        assert_eq!(i.scenario.applications, current.applications);
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
                read_import(&mut cache, ImportRequest { files: sent, pasted: pasted.into(), current: current() });
            match expect {
                Ok(reads) => {
                    let all = files.iter().map(|&((_, name, text), _)| (name.to_string(), text.to_string())).collect();
                    let fresh = read_import(&mut ReadCache::default(), request(all, pasted, current()));
                    assert_eq!(kept, fresh, "step {i}");
                    assert_eq!(cache.reads - before, reads, "step {i}: inputs read");
                }
                Err(ids) => assert_eq!(kept, ImportAnswer::Resend(ids), "step {i}"),
            }
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
            let r = ExportRequest { kind: k.name().into(), hadoop: "3.1".into(), scenario: s.clone() };
            let ExportAnswer::Exported(e) = write_export(&r) else { panic!("{}", k.name()) };
            assert!(!e.text.is_empty(), "{}", k.name());
            assert_eq!(e.file_name, k.file_name());
        }
        let r = ExportRequest { kind: "pdf".into(), hadoop: "3.3".into(), scenario: s };
        assert!(matches!(write_export(&r), ExportAnswer::Refused(e) if e.contains("unknown export kind `pdf`")));
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
        let answer: ExportAnswer = serde_json::from_str(&write_export_json("{not json")).unwrap();
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
