//! Import and export for the playground, as JSON text in and out. The playground does not link this crate's code
//! into its first page: it loads it as a second wasm module (`formats-web`, crate `spindle-formats-web`) the first
//! time Import or Export is used, and the two modules exchange these requests and answers as JSON strings. Reading
//! the files, the merge and the words shown (each warning and diagnostic as one line) happen here, so the page only
//! renders them.

use serde::{Deserialize, Serialize};
use spindle_core::scenario::{DiagnosticSeverity, Scenario};

use crate::{detect, export, import, ExportKind, HadoopVersion, Input, Kind};

/// The name the pasted text is reported under.
pub const PASTED: &str = "pasted text";

/// What the Import panel holds: the files picked or dropped, the pasted text, and the scenario on screen.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ImportRequest {
    /// `(file name, text)` of every picked or dropped file.
    pub files: Vec<(String, String)>,
    pub pasted: String,
    pub current: Scenario,
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

/// One line of the core's check of the imported scenario.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckLine {
    /// An error: the scenario does not run as it is.
    pub error: bool,
    pub text: String,
}

/// An import that read: the scenario to apply and what to show before applying it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ImportView {
    pub scenario: Scenario,
    pub files: Vec<ReadAsLine>,
    pub warnings: Vec<String>,
    pub check: Vec<CheckLine>,
}

/// The answer to an [`ImportRequest`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ImportAnswer {
    Read(Box<ImportView>),
    /// What is wrong and where (`file:line:column: …`); nothing was imported.
    Refused(String),
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
    pub warnings: Vec<String>,
}

/// The answer to an [`ExportRequest`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExportAnswer {
    Exported(ExportView),
    Refused(String),
}

/// Reads the picked files and the pasted text as one import over the current scenario. The current scenario is the
/// base (the files change it, as `spindle import --base` does) unless one of the inputs is itself a scenario.
pub fn read_import(request: &ImportRequest) -> ImportAnswer {
    let mut inputs: Vec<Input<'_>> = request
        .files
        .iter()
        .map(|(name, text)| Input { name: name.as_str(), text: text.as_str(), kind: None })
        .collect();
    if !request.pasted.trim().is_empty() {
        inputs.push(Input { name: PASTED, text: &request.pasted, kind: None });
    }
    if inputs.is_empty() {
        return ImportAnswer::Refused("nothing to import yet: drop or pick files, or paste text".into());
    }
    let has_scenario = inputs.iter().any(|i| detect(i.name, i.text).is_ok_and(|k| k == Kind::Scenario));
    let base = (!has_scenario).then(|| request.current.clone());
    match import(&inputs, base) {
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
            warnings: i.warnings.iter().map(|w| w.to_string()).collect(),
            check: i
                .check
                .iter()
                .map(|d| {
                    let error = d.severity == DiagnosticSeverity::Error;
                    CheckLine {
                        error,
                        text: format!("{}{}: {}", if error { "error: " } else { "" }, d.path, d.message),
                    }
                })
                .collect(),
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
        warnings: e.warnings.iter().map(|w| w.to_string()).collect(),
    })
}

/// [`read_import`] over JSON text: a request that does not parse is refused with what serde says.
pub fn read_import_json(request: &str) -> String {
    let answer = match serde_json::from_str::<ImportRequest>(request) {
        Ok(r) => read_import(&r),
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

    fn request(files: Vec<(String, String)>, pasted: &str, current: Scenario) -> ImportRequest {
        ImportRequest { files, pasted: pasted.into(), current }
    }

    #[test]
    fn pasted_nodes_json_replaces_the_cluster_and_warns_where() {
        let current = current();
        let ImportAnswer::Read(i) = read_import(&request(vec![], NODES, current.clone())) else { panic!("refused") };
        assert_eq!(i.files[0].kind, "nodes-json");
        assert_eq!(i.scenario.cluster.racks.iter().map(|r| r.nodes.len()).sum::<usize>(), 1);
        // The workload of the current scenario is kept: the files change it.
        assert_eq!(i.scenario.applications, current.applications);
        assert!(i.warnings.iter().any(|w| w.starts_with(PASTED) && w.contains("bogus")), "{:?}", i.warnings);
    }

    #[test]
    fn broken_xml_says_where_and_nothing_is_read() {
        let files = vec![("capacity-scheduler.xml".into(), "<configuration><property>".into())];
        let ImportAnswer::Refused(e) = read_import(&request(files, "", Scenario::default())) else { panic!("read") };
        assert!(e.starts_with("capacity-scheduler.xml:1:"), "{e}");
        let ImportAnswer::Refused(e) = read_import(&request(vec![], "  ", Scenario::default())) else { panic!() };
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
        let answer: ImportAnswer =
            serde_json::from_str(&read_import_json(&serde_json::to_string(&r).unwrap())).unwrap();
        assert_eq!(answer, read_import(&r));
        let answer: ExportAnswer = serde_json::from_str(&write_export_json("{not json")).unwrap();
        assert!(matches!(answer, ExportAnswer::Refused(e) if e.contains("does not parse")));
    }
}
