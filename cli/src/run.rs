//! `spindle run SCENARIO [--handler H] [--until T | --steps N] [--format json|text|log]`: runs a scenario and prints
//! the event log and the final state (the JSON contract is `docs/cli-run.md`).

use spindle_core::handler::Handler;
use spindle_core::resource::Resource;
use spindle_core::scenario::Scenario;
use spindle_core::sim::{Event, SimOptions, Simulator};
use spindle_core::topology::NodeState;

use crate::wire::run::{containers_by_node, phase_name, RunReport};
use crate::Outcome;

pub const USAGE: &str = "usage: spindle run SCENARIO [--handler disabled|scheduler|placement-processor] \
                         [--until MS | --steps N] [--format json|text|log]\n\
                         SCENARIO is a JSON file or builtin:NAME\n";

/// What `run` prints.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Format {
    /// The JSON report (docs/cli-run.md).
    Json,
    /// A human summary.
    Text,
    /// The transcript: one stable line per event, to keep as a golden file and diff in CI.
    Log,
}

/// Steps taken at most without `--steps` (a guard for runs that never end).
pub const MAX_STEPS: usize = 1_000_000;

/// A scenario loaded from a file or `builtin:NAME`, with a name for reports.
pub struct Loaded {
    pub label: String,
    pub scenario: Scenario,
}

/// Reads and parses a scenario; errors say file, line, column and the JSON path of the field. `builtin:NAME` is a
/// gallery entry (`spindle gallery`), under the entry's handler.
pub fn load(arg: &str) -> Result<Loaded, String> {
    if let Some(name) = arg.strip_prefix("builtin:") {
        return match spindle_core::gallery::scenario(name) {
            Ok(scenario) => Ok(Loaded { label: arg.to_string(), scenario }),
            Err(e) => Err(e.to_string()),
        };
    }
    let (label, text) = match std::fs::read_to_string(arg) {
        Ok(t) => (arg.to_string(), t),
        Err(e) => return Err(format!("{arg}: cannot read: {e}")),
    };
    match read_document::<Scenario>(&text) {
        Ok(scenario) => Ok(Loaded { label, scenario }),
        Err(e) => {
            // A file from a newer Spindle fails on its first new field; say why instead.
            if let Some(m) = newer_version(&text) {
                return Err(format!("{label}: {m}"));
            }
            Err(e.at(&label))
        }
    }
}

/// Where and why a JSON file is not the document asked for.
pub(crate) struct DocumentError {
    line: usize,
    column: usize,
    /// The JSON path of the field at fault (`applications[0].requests`), empty when it is the whole document.
    field: String,
    message: String,
}

impl DocumentError {
    fn new(e: &serde_json::Error, field: String) -> Self {
        DocumentError { line: e.line(), column: e.column(), field, message: strip_location(&e.to_string()) }
    }

    /// `FILE:LINE:COLUMN: [FIELD: ]MESSAGE`.
    pub fn at(&self, file: &str) -> String {
        let (line, column) = (self.line, self.column);
        match self.field.as_str() {
            "" => format!("{file}:{line}:{column}: {}", self.message),
            field => format!("{file}:{line}:{column}: {field}: {}", self.message),
        }
    }
}

/// A file's text read as one `T`, with the JSON path of a field at fault. Anything but white space after the
/// document (a second document pasted after the first, what a merge left behind) is an error too: serde's
/// reader stops at the document's end, and `spindle check` would pass a file that is not what it seems.
pub(crate) fn read_document<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, DocumentError> {
    let mut de = serde_json::Deserializer::from_str(text);
    match serde_path_to_error::deserialize::<_, T>(&mut de) {
        Ok(value) => match de.end() {
            Ok(()) => Ok(value),
            Err(e) => Err(DocumentError {
                message: "more text after the scenario's JSON (one JSON document per file)".into(),
                ..DocumentError::new(&e, String::new())
            }),
        },
        Err(e) => {
            let field = e.path().to_string();
            Err(DocumentError::new(e.inner(), if field == "." { String::new() } else { field }))
        }
    }
}

/// The problem with the file's format `version`, if this build cannot read that version.
fn newer_version(text: &str) -> Option<String> {
    #[derive(serde::Deserialize)]
    struct Probe {
        version: Option<u64>,
    }
    let v = serde_json::from_str::<Probe>(text).ok()?.version?;
    spindle_core::scenario::check_version(v).map(|e| e.to_string())
}

/// serde_json appends ` at line L column C`; the caller puts the location first.
pub(crate) fn strip_location(m: &str) -> String {
    match m.rfind(" at line ") {
        Some(i) => m[..i].to_string(),
        None => m.to_string(),
    }
}

pub fn parse_handler(v: &str) -> Result<Handler, String> {
    v.parse::<Handler>()
}

pub fn run(args: &[String], stdout: &mut dyn std::io::Write) -> Outcome {
    let mut scenario_arg = None;
    let (mut handler, mut until, mut steps, mut format) = (None, None, None, Format::Json);
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        let value =
            |i: usize| args.get(i + 1).cloned().ok_or_else(|| format!("spindle run: {a} needs a value\n{USAGE}"));
        match a {
            "--handler" => match value(i).and_then(|v| parse_handler(&v).map_err(|e| format!("spindle run: {e}\n"))) {
                Ok(h) => handler = Some(h),
                Err(e) => return Outcome::usage(e),
            },
            "--until" => match value(i).map(|v| v.parse::<u64>()) {
                Ok(Ok(t)) => until = Some(t),
                Ok(Err(_)) => return Outcome::usage(format!("spindle run: --until takes milliseconds\n{USAGE}")),
                Err(e) => return Outcome::usage(e),
            },
            "--steps" => match value(i).map(|v| v.parse::<usize>()) {
                Ok(Ok(n)) => steps = Some(n),
                Ok(Err(_)) => return Outcome::usage(format!("spindle run: --steps takes a number\n{USAGE}")),
                Err(e) => return Outcome::usage(e),
            },
            "--format" => match value(i).as_deref() {
                Ok("json") => format = Format::Json,
                Ok("text") => format = Format::Text,
                Ok("log") => format = Format::Log,
                Ok(other) => return Outcome::usage(format!("spindle run: unknown format `{other}`\n{USAGE}")),
                Err(e) => return Outcome::usage(e.clone()),
            },
            "-h" | "--help" => return Outcome::ok(USAGE.to_string()),
            _ if a.starts_with("--") => return Outcome::usage(format!("spindle run: unknown option `{a}`\n{USAGE}")),
            _ if scenario_arg.is_none() => {
                scenario_arg = Some(a.to_string());
                i += 1;
                continue;
            }
            _ => return Outcome::usage(format!("spindle run: unexpected argument `{a}`\n{USAGE}")),
        }
        i += 2;
    }
    if until.is_some() && steps.is_some() {
        return Outcome::usage(format!("spindle run: give --until or --steps, not both\n{USAGE}"));
    }
    let Some(arg) = scenario_arg else { return Outcome::usage(format!("spindle run: no scenario\n{USAGE}")) };
    let loaded = match load(&arg) {
        Ok(l) => l,
        Err(e) => return Outcome::usage(format!("spindle run: {e}\n")),
    };
    // Only `--until` steps back (once, past the last decision at or before the time): without it the run goes
    // forward only and keeps no checkpoints.
    let options = SimOptions { handler, checkpoints: until.is_some(), ..SimOptions::default() };
    let mut sim = match Simulator::with_options(&loaded.scenario, options) {
        Ok(s) => s,
        Err(e) => {
            return Outcome::usage(format!(
                "spindle run: {}: {e}\n(run `spindle check {arg}` for every problem)\n",
                loaded.label
            ))
        }
    };
    match (until, steps) {
        (Some(t), _) => sim.run_until(t),
        (_, Some(n)) => sim.run(n),
        _ => sim.run(MAX_STEPS),
    }
    let name = if loaded.scenario.name.is_empty() { loaded.label.clone() } else { loaded.scenario.name.clone() };
    match format {
        // Both written as they are made: a large run's text runs to tens of megabytes.
        Format::Text => {
            let mut out = crate::wire::TextOut::new(stdout);
            text_report(&name, &sim, &mut out);
            out.finish()
        }
        Format::Log => {
            use std::fmt::Write;
            let mut out = crate::wire::TextOut::new(stdout);
            spindle_core::sim::transcript_pieces(&sim, 1 << 16, |piece| {
                let _ = out.write_str(piece);
            });
            out.finish()
        }
        Format::Json => crate::wire::write_json("spindle run", &RunReport::new(&name, &sim), stdout),
    }
}

fn mb(r: &Resource) -> String {
    format!("{} MB, {} vcores", r.memory(), r.vcores())
}

/// The human summary (`--format text`), written to `s` as it is made. What cannot be written is for `s` to
/// keep: each line's result is dropped (a `String` cannot fail; `TextOut` keeps its first failure).
pub fn text_report(name: &str, sim: &Simulator, s: &mut impl std::fmt::Write) {
    let st = sim.state();
    let _ = writeln!(s, "scenario: {name}");
    let _ = writeln!(
        s,
        "handler: {}; {} steps; virtual time {} ms; {}",
        st.handler(),
        sim.step_index(),
        sim.now_ms(),
        if sim.is_finished() { "finished" } else { "stopped" }
    );
    for (i, events) in sim.steps().iter().enumerate() {
        let at = events.first().map(Event::at_ms).unwrap_or(0);
        let _ = writeln!(s, "\nstep {} @ {at} ms", i + 1);
        for e in events {
            let _ = writeln!(s, "  {}", e.describe());
        }
    }
    let t = st.topology();
    let _ = writeln!(s, "\nnodes:");
    let by_node = containers_by_node(st);
    for (i, n) in t.nodes.iter().enumerate() {
        let id = spindle_core::topology::NodeId(i as u32);
        let tags: Vec<String> = by_node[i]
            .iter()
            .map(|c| {
                let label = if c.is_am { "AM".to_string() } else { st.container_tags(c).join(",") };
                format!("{}:{}", st.world().app_name(c.app), if label.is_empty() { "-".into() } else { label })
            })
            .collect();
        let state = match n.state {
            NodeState::Running => "",
            NodeState::Decommissioning => " (decommissioning)",
            NodeState::Removed => " (removed)",
        };
        let _ = writeln!(
            s,
            "  {:<12} {:<10} used {} of {}{state}  [{}]",
            n.name,
            t.racks[n.rack.index()].name,
            mb(&st.node_used(id)),
            mb(&n.capability),
            tags.join(" ")
        );
    }
    let cs = st.scheduler();
    let _ = writeln!(s, "\nqueues:");
    for q in cs.queues() {
        let qc = cs.config().queue(q.id);
        let caps = q.capacities(0);
        let _ = writeln!(
            s,
            "  {:<20} used {} (guaranteed {}, maximum {}); {} active, {} pending apps",
            qc.path,
            mb(&q.usage(0).used),
            mb(&caps.guaranteed),
            mb(&caps.maximum),
            q.active_apps.len(),
            q.pending_apps.len()
        );
    }
    let _ = writeln!(s, "\napplications:");
    for def in &st.world().apps {
        let run = &st.apps()[def.id.index()];
        let _ = writeln!(s, "  {} ({}, {}): {}", def.name, def.user, def.queue, phase_name(run.phase));
        if let Some(w) = st.why_am_waiting(def.id).filter(|_| run.phase.is_live() && run.am_container.is_none()) {
            for line in &w.sentences {
                let _ = writeln!(s, "      AM waits: {line}");
            }
        }
        for r in &def.requests {
            let rr = &run.requests[r.index as usize];
            let tags = if r.tags.is_empty() { String::new() } else { format!(" [{}]", r.tags.join(",")) };
            let _ = writeln!(
                s,
                "    request #{}{tags} ×{}: {} allocated, {} rejected, {} finished",
                r.index, r.count, rr.allocated, rr.rejected, rr.finished
            );
            if st.remaining(def.id, r.index) > 0 {
                if let Some(w) = st.why_waiting(def.id, r.index as usize) {
                    for line in &w.sentences {
                        let _ = writeln!(s, "      waits: {line}");
                    }
                }
            }
            if let Some((code, reason)) = &rr.rejection {
                let _ = writeln!(s, "      rejected ({code}): {reason}");
            }
        }
    }
}
