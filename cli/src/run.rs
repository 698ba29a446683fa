//! `spindle run SCENARIO [--handler H] [--until T | --steps N] [--format json|text|log]`: runs a scenario and prints
//! the event log and the final state (the JSON contract is `docs/cli-run.md`).

use serde_json::{json, Map, Value};
use spindle_core::handler::Handler;
use spindle_core::resource::{Resource, ResourceTypes};
use spindle_core::scenario::Scenario;
use spindle_core::sim::{AppPhase, Event, SimOptions, SimState, Simulator, WaitStage};
use spindle_core::topology::NodeState;
use spindle_core::AppId;

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

/// Reads and parses a scenario; errors say file, line, column and the JSON path of the field.
pub fn load(arg: &str) -> Result<Loaded, String> {
    let (label, text) = match arg.strip_prefix("builtin:") {
        Some(name) => match spindle_core::builtin::json(name) {
            Some(j) => (arg.to_string(), j.to_string()),
            None => {
                let known: Vec<&str> = spindle_core::builtin::SCENARIOS.iter().map(|(n, _)| *n).collect();
                return Err(format!("no built-in scenario `{name}` (built in: {})", known.join(", ")));
            }
        },
        None => match std::fs::read_to_string(arg) {
            Ok(t) => (arg.to_string(), t),
            Err(e) => return Err(format!("{arg}: cannot read: {e}")),
        },
    };
    let mut de = serde_json::Deserializer::from_str(&text);
    match serde_path_to_error::deserialize::<_, Scenario>(&mut de) {
        Ok(scenario) => Ok(Loaded { label, scenario }),
        Err(e) => {
            let path = e.path().to_string();
            let inner = e.inner();
            let message = strip_location(&inner.to_string());
            let at = format!("{label}:{}:{}", inner.line(), inner.column());
            Err(if path.is_empty() || path == "." {
                format!("{at}: {message}")
            } else {
                format!("{at}: {path}: {message}")
            })
        }
    }
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

pub fn run(args: &[String]) -> Outcome {
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
    let options = SimOptions { handler, ..SimOptions::default() };
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
        Format::Text => Outcome::ok(text_report(&name, &sim)),
        Format::Log => Outcome::ok(spindle_core::sim::transcript(&sim)),
        Format::Json => {
            let mut out = serde_json::to_string_pretty(&json_report(&name, &sim)).unwrap_or_default();
            out.push('\n');
            Outcome::ok(out)
        }
    }
}

/// A resource as YARN writes it: `{"memory-mb": …, "vcores": …, "<type>": …}`.
pub fn resource_json(r: &Resource, types: &ResourceTypes) -> Value {
    let mut m = Map::new();
    m.insert("memory-mb".into(), json!(r.memory()));
    m.insert("vcores".into(), json!(r.vcores()));
    for (i, name) in types.extra.iter().enumerate() {
        m.insert(name.clone(), json!(r.get(i + 2)));
    }
    Value::Object(m)
}

/// Replaces every `"resource": [m, v, …]` array in an event with the object form.
fn fix_resources(v: &mut Value, types: &ResourceTypes) {
    match v {
        Value::Object(m) => {
            for (k, x) in m.iter_mut() {
                if k == "resource" {
                    if let Some(a) = x.as_array() {
                        let mut r = Resource::ZERO;
                        for (i, n) in a.iter().enumerate().take(r.0.len()) {
                            r.0[i] = n.as_i64().unwrap_or(0);
                        }
                        *x = resource_json(&r, types);
                        continue;
                    }
                }
                fix_resources(x, types);
            }
        }
        Value::Array(a) => a.iter_mut().for_each(|x| fix_resources(x, types)),
        _ => {}
    }
}

/// The JSON report (see `docs/cli-run.md`).
pub fn json_report(name: &str, sim: &Simulator) -> Value {
    let st = sim.state();
    let types = &st.world().types;
    let mut events = serde_json::to_value(sim.events().collect::<Vec<_>>()).unwrap_or(Value::Null);
    fix_resources(&mut events, types);
    // Embedded exactly in `spindle preempt`'s report format (resources as arrays), one contract for both.
    let preemption = st.preemption_report().map_or(Value::Null, |r| serde_json::to_value(r).unwrap_or(Value::Null));
    json!({
        "scenario": name,
        "handler": st.handler().name(),
        "steps": sim.step_index(),
        "end_ms": sim.now_ms(),
        "finished": sim.is_finished(),
        "events": events,
        "final": final_state(st),
        // The latest round of the preemption policy (docs/cli-preempt.md describes the report), when it ran.
        "preemption": preemption,
    })
}

fn phase_name(p: AppPhase) -> &'static str {
    match p {
        AppPhase::NotSubmitted => "not-submitted",
        AppPhase::Accepted => "accepted",
        AppPhase::Activated => "activated",
        AppPhase::Running => "running",
        AppPhase::Finished => "finished",
        AppPhase::Failed => "failed",
        AppPhase::Rejected => "rejected",
    }
}

fn stage_name(s: &WaitStage) -> &'static str {
    match s {
        WaitStage::NotSubmitted { .. } => "not-submitted",
        WaitStage::AppRejected => "app-rejected",
        WaitStage::AppEnded => "app-ended",
        WaitStage::AwaitingActivation => "awaiting-activation",
        WaitStage::AwaitingAm => "awaiting-am",
        WaitStage::NotAskedYet { .. } => "not-asked-yet",
        WaitStage::Waiting => "waiting",
        WaitStage::Rejected { .. } => "rejected",
        WaitStage::Done => "done",
    }
}

/// Nodes, queues and applications at the end of the run.
pub fn final_state(st: &SimState) -> Value {
    let t = st.topology();
    let types = &st.world().types;
    let cs = st.scheduler();
    let mut by_node: Vec<Vec<&spindle_core::sim::ContainerRun>> = vec![Vec::new(); t.nodes.len()];
    for c in st.containers().values() {
        by_node[c.node.index()].push(c);
    }
    let nodes: Vec<Value> = t
        .nodes
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let id = spindle_core::NodeId(i as u32);
            let containers: Vec<Value> = by_node[i]
                .iter()
                .map(|c| {
                    json!({
                        "id": c.id.0,
                        "app": c.app.0,
                        "app_name": st.world().app_name(c.app),
                        "request": c.request,
                        "is_am": c.is_am,
                        "tags": st.container_tags(c),
                        "resource": resource_json(&c.resource, types),
                        "started_ms": c.started_ms,
                        "ends_ms": c.ends_ms,
                    })
                })
                .collect();
            let reservation = cs.node(id).and_then(|n| n.reservation).and_then(|r| cs.containers().get(&r));
            json!({
                "name": n.name,
                "rack": t.racks[n.rack.index()].name,
                "partition": t.partition(n.partition).name,
                "state": match n.state {
                    NodeState::Running => "running",
                    NodeState::Decommissioning => "decommissioning",
                    NodeState::Removed => "removed",
                },
                "capability": resource_json(&n.capability, types),
                "used": resource_json(&st.node_used(id), types),
                "reserved_by": reservation.map(|c| st.world().app_name(c.app)),
                "containers": containers,
            })
        })
        .collect();
    let queues: Vec<Value> = cs
        .queues()
        .iter()
        .map(|q| {
            let qc = cs.config().queue(q.id);
            let caps = q.capacities(0);
            let usage = q.usage(0);
            json!({
                "path": qc.path,
                "leaf": qc.is_leaf(),
                "absolute_capacity": caps.absolute_capacity,
                "absolute_maximum_capacity": caps.absolute_maximum_capacity,
                "guaranteed": resource_json(&caps.guaranteed, types),
                "maximum": resource_json(&caps.maximum, types),
                "used": resource_json(&usage.used, types),
                "reserved": resource_json(&usage.reserved, types),
                "pending": resource_json(&usage.pending, types),
                "am_used": resource_json(&usage.am_used, types),
                "active_apps": q.active_apps.len(),
                "pending_apps": q.pending_apps.len(),
            })
        })
        .collect();
    let apps: Vec<Value> = st
        .world()
        .apps
        .iter()
        .map(|def| {
            let run = &st.apps()[def.id.index()];
            let requests: Vec<Value> = def
                .requests
                .iter()
                .map(|r| {
                    let rr = &run.requests[r.index as usize];
                    let why = st.why_waiting(def.id, r.index as usize);
                    let remaining = st.remaining(def.id, r.index);
                    let mut v = json!({
                        "request": r.index,
                        "tags": r.tags,
                        "constraint": r.constraint_text,
                        "count": r.count,
                        "allocated": rr.allocated,
                        "rejected": rr.rejected,
                        "finished": rr.finished,
                        "remaining": remaining,
                        "stage": why.as_ref().map(|w| stage_name(&w.stage)),
                    });
                    if let (Some(w), true) = (&why, remaining > 0) {
                        v["why"] = json!(w.sentences);
                    }
                    v
                })
                .collect();
            let mut v = json!({
                "id": def.id.0,
                "name": def.name,
                "user": def.user,
                "queue": cs.app(def.id).and_then(|a| a.queue).map(|q| cs.config().queue(q).path.clone()).unwrap_or_else(|| def.queue.clone()),
                "state": phase_name(run.phase),
                "started_ms": run.started_ms,
                "finished_ms": run.finished_ms,
                "running_containers": run.running,
                "requests": requests,
            });
            if let Some(w) = st.why_am_waiting(def.id).filter(|_| run.phase.is_live() && run.am_container.is_none()) {
                v["am_why"] = json!(w.sentences);
            }
            v
        })
        .collect();
    json!({ "nodes": nodes, "queues": queues, "apps": apps })
}

fn mb(r: &Resource) -> String {
    format!("{} MB, {} vcores", r.memory(), r.vcores())
}

/// The human summary (`--format text`).
pub fn text_report(name: &str, sim: &Simulator) -> String {
    use std::fmt::Write;
    let st = sim.state();
    let mut s = String::new();
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
    let mut by_node: Vec<Vec<&spindle_core::sim::ContainerRun>> = vec![Vec::new(); t.nodes.len()];
    for c in st.containers().values() {
        by_node[c.node.index()].push(c);
    }
    for (i, n) in t.nodes.iter().enumerate() {
        let id = spindle_core::NodeId(i as u32);
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
    let _ = AppId(0);
    s
}
