//! The run's transcript: one stable line per event (time, name, and the ids and names that matter, not the prose
//! reasons), steps marked. It is the golden-test format, what `spindle run --format log` prints for users to diff
//! in their own CI, and what the browser test compares between the native and the wasm build: the same scenario
//! must give the same transcript everywhere.

use alloc::string::String;
use core::fmt::Write;

use super::{Event, Simulator};
use crate::scheduler::{ReleaseReason, UnreserveReason};

/// The transcript's word for why a container ended. Spelled out here, not derived from the enum, so renaming a
/// variant cannot change a line users keep in their golden files.
pub(crate) fn release_word(reason: ReleaseReason) -> &'static str {
    match reason {
        ReleaseReason::Released => "Released",
        ReleaseReason::Killed => "Killed",
        ReleaseReason::Preempted => "Preempted",
        ReleaseReason::AppFinished => "AppFinished",
        ReleaseReason::NodeRemoved => "NodeRemoved",
    }
}

/// The transcript's word for why a reservation went away (see [`release_word`]).
pub(crate) fn unreserve_word(reason: UnreserveReason) -> &'static str {
    match reason {
        UnreserveReason::NoLongerNeeded => "NoLongerNeeded",
        UnreserveReason::ContinueLooking => "ContinueLooking",
        UnreserveReason::AppFinished => "AppFinished",
        UnreserveReason::NodeRemoved => "NodeRemoved",
        UnreserveReason::Killed => "Killed",
        UnreserveReason::Preempted => "Preempted",
    }
}

/// One stable line per event: time, name, and the ids and names that matter (not the prose reasons).
pub fn line(e: &Event) -> String {
    let mut s = String::new();
    push_line(&mut s, e);
    s
}

/// [`line()`] appended to `out`. The transcript is a line per placement and per container end: in the playground's
/// wasm (built for size, where nothing of `core::fmt` is inlined) formatting each line and its parts into strings
/// of their own cost a large share of a run, so the lines of those events are written piece by piece into the
/// one buffer, numbers digit by digit, and the rarer events through `write!`; the text is the same.
fn push_line(out: &mut String, e: &Event) {
    let start = out.len();
    push_u64(out, e.at_ms(), 7);
    out.push(' ');
    out.push_str(e.name());
    out.push(' ');
    // Writing into a `String` cannot fail: the results of `write!` are dropped.
    match e {
        Event::AppSubmitted { app_name, user, queue, .. } => {
            let _ = write!(out, "{app_name} user={user} queue={queue}");
        }
        Event::AppRejected { app_name, reason, .. } => {
            let _ = write!(out, "{app_name}: {reason}");
        }
        Event::AppActivated { app_name, .. } => out.push_str(app_name),
        Event::AppFinished { app_name, failed, .. } => {
            out.push_str(app_name);
            out.push_str(if *failed { " failed" } else { "" });
        }
        Event::ContainerAllocated {
            container,
            app_name,
            node_name,
            request,
            resource,
            is_am,
            handler,
            from_reservation,
            borrowed,
            ..
        } => {
            push_container(out, container.0, app_name, if *is_am { " AM" } else { "" }, node_name);
            out.push(' ');
            push_resource(out, resource);
            push_request(out, *request);
            if let Some(h) = handler {
                out.push_str(" via ");
                out.push_str(h.name());
            }
            out.push_str(match (from_reservation, borrowed) {
                (true, _) => " from-reservation",
                (_, true) => " borrowed",
                _ => "",
            });
        }
        Event::ContainerReserved { container, app_name, node_name, resource, request, .. } => {
            push_container(out, container.0, app_name, "", node_name);
            out.push(' ');
            push_resource(out, resource);
            push_request(out, *request);
        }
        Event::Unreserved { container, app_name, node_name, reason, .. } => {
            push_container(out, container.0, app_name, "", node_name);
            out.push(' ');
            out.push_str(unreserve_word(*reason));
        }
        Event::ContainerFinished { container, app_name, node_name, reason, .. } => {
            push_container(out, container.0, app_name, "", node_name);
            out.push(' ');
            out.push_str(release_word(*reason));
        }
        Event::PlacementProposed { app_name, request, node_name, attempt, .. } => {
            let _ = write!(out, "{app_name} req={request} on {node_name} attempt={attempt}");
        }
        Event::PlacementRetried { app_name, request, count, attempt, node_name, .. } => {
            let _ = write!(out, "{app_name} req={request} x{count} after attempt={attempt}");
            if let Some(n) = node_name {
                let _ = write!(out, " blacklisting {n}");
            }
        }
        Event::RequestRejected { app_name, request, count, code, .. } => {
            let _ = write!(out, "{app_name} req={request} x{count} {code}");
        }
        Event::NodeAdded { node_name, rack, .. } => {
            let _ = write!(out, "{node_name} rack={rack}");
        }
        Event::NodeDecommissioning { node_name, .. } => out.push_str(node_name),
        Event::NodeRemoved { node_name, decommissioned, .. } => {
            let _ = write!(out, "{node_name} decommissioned={decommissioned}");
        }
        Event::QueuesRefreshed { applied, .. } => {
            let _ = write!(out, "applied={applied}");
        }
        Event::PreemptionRound { selected, marked, killed, unreserved, observe_only, .. } => {
            let _ = write!(
                out,
                "selected={selected} marked={marked} killed={killed} unreserved={unreserved}{}",
                if *observe_only { " observe-only" } else { "" }
            );
        }
        Event::ContainerMarked { container, app_name, node_name, kill_at_ms, .. } => {
            let _ = write!(out, "{container} {app_name} on {node_name} kill_at={kill_at_ms}");
        }
        Event::Stalled { waiting_requests, .. } => {
            let _ = write!(out, "waiting={waiting_requests}");
        }
    }
    let kept = out[start..].trim_end().len();
    out.truncate(start + kept);
}

/// `c{container} {app_name}{mark} on {node_name}`.
fn push_container(out: &mut String, container: u64, app_name: &str, mark: &str, node_name: &str) {
    out.push('c');
    push_u64(out, container, 0);
    out.push(' ');
    out.push_str(app_name);
    out.push_str(mark);
    out.push_str(" on ");
    out.push_str(node_name);
}

/// `{memory}MB/{vcores}vc`.
fn push_resource(out: &mut String, r: &crate::resource::Resource) {
    push_i64(out, r.memory());
    out.push_str("MB/");
    push_i64(out, r.vcores());
    out.push_str("vc");
}

/// ` req={index}` for a request, nothing for the AM container.
fn push_request(out: &mut String, request: Option<u32>) {
    if let Some(r) = request {
        out.push_str(" req=");
        push_u64(out, u64::from(r), 0);
    }
}

/// `v` in decimal as `{v:>width$}` writes it (padded with spaces on the left to `width` characters, at most 20).
fn push_u64(out: &mut String, mut v: u64, width: usize) {
    // Written from the right into a buffer of the widest form, then copied once.
    let mut text = [b' '; 20];
    let mut first = text.len();
    loop {
        first -= 1;
        text[first] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    let first = first.min(text.len().saturating_sub(width));
    // Digits and spaces, each one byte as a `char`: pushed as they are, with no UTF-8 check of the run (which cost
    // more than the digits did).
    out.extend(text[first..].iter().map(|&b| char::from(b)));
}

/// `v` in decimal as `{v}` writes it.
fn push_i64(out: &mut String, v: i64) {
    if v < 0 {
        out.push('-');
    }
    push_u64(out, v.unsigned_abs(), 0);
}

/// The run's events so far, one [`line()`] each: the `--format log` transcript users diff.
pub fn transcript(sim: &Simulator) -> String {
    let mut s = String::new();
    write_steps(sim, &mut s, |_| {});
    s
}

/// [`transcript`] handed to `emit` a piece at a time, each piece once it holds at least `chunk` bytes (and what is
/// left at the end), for a shell that writes a large run's transcript out as it is made instead of holding all of
/// it. The pieces joined are [`transcript`]'s text.
pub fn transcript_pieces(sim: &Simulator, chunk: usize, mut emit: impl FnMut(&str)) {
    let mut s = String::new();
    write_steps(sim, &mut s, |s| {
        if s.len() >= chunk {
            emit(s);
            s.clear();
        }
    });
    if !s.is_empty() {
        emit(&s);
    }
}

/// Appends every step's lines to `s`, calling `after_step` with `s` after each step.
fn write_steps(sim: &Simulator, s: &mut String, mut after_step: impl FnMut(&mut String)) {
    for (i, step) in sim.steps().iter().enumerate() {
        s.push_str("# step ");
        push_u64(s, i as u64 + 1, 0);
        s.push('\n');
        for e in step {
            push_line(s, e);
            s.push('\n');
        }
        after_step(s);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_as_format_writes_them() {
        for v in [0, 7, 10, 999_999, 1_000_000, 9_999_999, 12_345_678, u64::MAX] {
            let mut s = String::from("x");
            push_u64(&mut s, v, 7);
            assert_eq!(s, alloc::format!("x{v:>7}"));
        }
        for v in [0, -1, 42, i64::MIN, i64::MAX] {
            let mut s = String::new();
            push_i64(&mut s, v);
            assert_eq!(s, alloc::format!("{v}"));
        }
    }

    /// The pieces joined are the transcript, cut only between steps and only once a piece is long enough.
    #[test]
    fn the_pieces_joined_are_the_transcript() {
        for (name, _) in crate::builtin::SCENARIOS.iter().take(6) {
            let scenario = serde_json::from_str(crate::builtin::json(name).unwrap()).unwrap();
            let mut sim = Simulator::new(&scenario).unwrap();
            sim.run(10_000);
            let whole = transcript(&sim);
            assert!(whole.starts_with("# step 1\n"), "{name} ran");
            for chunk in [0, 100, 1 << 16, usize::MAX] {
                let mut pieces = alloc::vec::Vec::new();
                transcript_pieces(&sim, chunk, |p| pieces.push(String::from(p)));
                assert_eq!(pieces.concat(), whole, "{name}, pieces of {chunk} bytes");
                let (last, rest) = pieces.split_last().map_or((None, &[][..]), |(l, r)| (Some(l), r));
                assert!(rest.iter().all(|p| p.len() >= chunk && p.starts_with("# step ")), "{name}: {chunk}");
                assert!(last.is_none_or(|p| p.starts_with("# step ")), "{name}");
            }
        }
    }
}
