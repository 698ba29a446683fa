//! `spindle preempt FILE [--now MS] [--text]`: one round of YARN's preemption policy on a JSON snapshot.
//!
//! Prints the round's report as JSON (the contract in `docs/cli-preempt.md`), or a readable summary with
//! `--text`. Exit 0 on success, 2 on bad input with the file and the place in it on stderr.

use spindle_core::preemption::{PreemptionMonitor, PreemptionSnapshot, RoundReport};
use spindle_core::resource::{CalculatorKind, Resource};

use crate::Outcome;

pub const USAGE: &str = "usage: spindle preempt FILE [--now MS] [--text]\n\n\
    Runs one round of ProportionalCapacityPreemptionPolicy on the JSON snapshot FILE and prints the report\n\
    (JSON, or a summary with --text). --now sets the round's virtual time in milliseconds (default 0).\n";

pub fn run(args: &[String]) -> Outcome {
    let mut file = None;
    let mut now = 0u64;
    let mut text = false;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "-h" | "--help" => return Outcome::ok(USAGE.to_string()),
            "--text" => text = true,
            "--now" => match it.next().and_then(|v| v.parse().ok()) {
                Some(v) => now = v,
                None => return Outcome::usage(format!("spindle preempt: --now needs milliseconds\n{USAGE}")),
            },
            other if other.starts_with('-') => {
                return Outcome::usage(format!("spindle preempt: unknown option `{other}`\n{USAGE}"))
            }
            other if file.is_none() => file = Some(other.to_string()),
            other => return Outcome::usage(format!("spindle preempt: unexpected argument `{other}`\n{USAGE}")),
        }
    }
    let Some(file) = file else {
        return Outcome::usage(format!("spindle preempt: missing FILE\n{USAGE}"));
    };
    let body = match std::fs::read_to_string(&file) {
        Ok(b) => b,
        Err(e) => return Outcome::usage(format!("spindle preempt: cannot read {file}: {e}\n")),
    };
    let snapshot: PreemptionSnapshot = match serde_json::from_str(&body) {
        Ok(s) => s,
        Err(e) => {
            return Outcome::usage(format!(
                "spindle preempt: {file}:{}:{}: {}\n",
                e.line(),
                e.column(),
                strip_position(&e.to_string())
            ))
        }
    };
    let report = match PreemptionMonitor::resume(&snapshot, now).and_then(|mut m| m.round(now, &snapshot)) {
        Ok(r) => r,
        Err(e) => return Outcome::usage(format!("spindle preempt: {file}: at {e}\n")),
    };
    if text {
        return Outcome::ok(summary(&report));
    }
    crate::wire::to_json("spindle preempt", &crate::wire::preempt::RoundReport::from(&report))
}

/// serde_json appends " at line L column C"; the CLI shows that as FILE:L:C instead.
fn strip_position(message: &str) -> &str {
    match message.rfind(" at line ") {
        Some(i) => &message[..i],
        None => message,
    }
}

fn show(kind: CalculatorKind, r: &Resource) -> String {
    match kind {
        CalculatorKind::Default => format!("{} MB", r.memory()),
        CalculatorKind::Dominant => format!("{r}"),
    }
}

/// The report as text for a terminal.
pub fn summary(r: &RoundReport) -> String {
    let k = r.calculator;
    let mut out = format!(
        "Preemption round at {} ms: cluster {}, at most {} may be taken this round.\n\n",
        r.now_ms,
        show(k, &r.cluster_resource),
        show(k, &r.total_preemption_allowed)
    );
    out.push_str(&format!(
        "{:<24} {:>9} {:>12} {:>12} {:>12} {:>12} {:>12} {:>12}\n",
        "queue", "partition", "guaranteed", "used", "pending", "ideal", "to obtain", "selected"
    ));
    for q in &r.queues {
        out.push_str(&format!(
            "{:<24} {:>9} {:>12} {:>12} {:>12} {:>12} {:>12} {:>12}\n",
            format!("{}{}", "  ".repeat(q.depth as usize), q.queue.rsplit('.').next().unwrap_or(&q.queue)),
            if q.partition.is_empty() { "-" } else { &q.partition },
            show(k, &q.guaranteed),
            show(k, &q.used),
            show(k, &q.pending),
            show(k, &q.ideal),
            show(k, &q.to_preempt.to_obtain),
            show(k, &q.to_preempt.selected),
        ));
        for reason in &q.reasons {
            out.push_str(&format!("{:<26}- {}\n", "", reason.text));
        }
    }
    out.push_str("\nSelected containers, in order:\n");
    if r.selected.is_empty() {
        out.push_str("  none\n");
    }
    for s in &r.selected {
        out.push_str(&format!(
            "  {:>3}. container {} of app {} in {} ({}{}): {}\n",
            s.rank,
            s.container,
            s.app,
            s.queue,
            show(k, &s.size),
            if s.reserved {
                ", reserved"
            } else if s.am {
                ", AM"
            } else {
                ""
            },
            s.why
        ));
    }
    if !r.actions.is_empty() {
        out.push_str("\nActions:\n");
        for a in &r.actions {
            let verb = crate::wire::preempt::action_name(a.kind);
            out.push_str(&format!("  {verb:<9} {}\n", a.text));
        }
    }
    out.push('\n');
    for n in &r.notes {
        out.push_str(&format!("Note: {n}\n"));
    }
    out.push_str(&format!("Placement check (beyond YARN): {}\n", r.placement_check.summary));
    for a in &r.placement_check.asks {
        out.push_str(&format!("  {} app {} ask {}: {}\n", a.queue, a.app, a.ask, a.text));
    }
    out
}
