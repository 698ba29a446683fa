//! The run's transcript: one stable line per event (time, name, and the ids and names that matter, not the prose
//! reasons), steps marked. It is the golden-test format, what `spindle run --format log` prints for users to diff
//! in their own CI, and what the browser test compares between the native and the wasm build: the same scenario
//! must give the same transcript everywhere.

use alloc::string::{String, ToString};

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
    let mb = |r: &crate::resource::Resource| alloc::format!("{}MB/{}vc", r.memory(), r.vcores());
    let req = |r: &Option<u32>| r.map(|r| alloc::format!(" req={r}")).unwrap_or_default();
    let body = match e {
        Event::AppSubmitted { app_name, user, queue, .. } => alloc::format!("{app_name} user={user} queue={queue}"),
        Event::AppRejected { app_name, reason, .. } => alloc::format!("{app_name}: {reason}"),
        Event::AppActivated { app_name, .. } => app_name.to_string(),
        Event::AppFinished { app_name, failed, .. } => {
            alloc::format!("{app_name}{}", if *failed { " failed" } else { "" })
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
        } => alloc::format!(
            "c{container} {app_name}{} on {node_name} {}{}{}{}",
            if *is_am { " AM" } else { "" },
            mb(resource),
            req(request).trim_end(),
            handler.map(|h| alloc::format!(" via {h}")).unwrap_or_default(),
            match (from_reservation, borrowed) {
                (true, _) => " from-reservation",
                (_, true) => " borrowed",
                _ => "",
            }
        ),
        Event::ContainerReserved { container, app_name, node_name, resource, request, .. } => {
            alloc::format!("c{container} {app_name} on {node_name} {}{}", mb(resource), req(request))
        }
        Event::Unreserved { container, app_name, node_name, reason, .. } => {
            alloc::format!("c{container} {app_name} on {node_name} {}", unreserve_word(*reason))
        }
        Event::ContainerFinished { container, app_name, node_name, reason, .. } => {
            alloc::format!("c{container} {app_name} on {node_name} {}", release_word(*reason))
        }
        Event::PlacementProposed { app_name, request, node_name, attempt, .. } => {
            alloc::format!("{app_name} req={request} on {node_name} attempt={attempt}")
        }
        Event::PlacementRetried { app_name, request, count, attempt, node_name, .. } => alloc::format!(
            "{app_name} req={request} x{count} after attempt={attempt}{}",
            node_name.as_ref().map(|n| alloc::format!(" blacklisting {n}")).unwrap_or_default()
        ),
        Event::RequestRejected { app_name, request, count, code, .. } => {
            alloc::format!("{app_name} req={request} x{count} {code}")
        }
        Event::NodeAdded { node_name, rack, .. } => alloc::format!("{node_name} rack={rack}"),
        Event::NodeDecommissioning { node_name, .. } => node_name.to_string(),
        Event::NodeRemoved { node_name, decommissioned, .. } => {
            alloc::format!("{node_name} decommissioned={decommissioned}")
        }
        Event::QueuesRefreshed { applied, .. } => alloc::format!("applied={applied}"),
        Event::PreemptionRound { selected, marked, killed, unreserved, observe_only, .. } => alloc::format!(
            "selected={selected} marked={marked} killed={killed} unreserved={unreserved}{}",
            if *observe_only { " observe-only" } else { "" }
        ),
        Event::ContainerMarked { container, app_name, node_name, kill_at_ms, .. } => {
            alloc::format!("{container} {app_name} on {node_name} kill_at={kill_at_ms}")
        }
        Event::Stalled { waiting_requests, .. } => alloc::format!("waiting={waiting_requests}"),
    };
    alloc::format!("{:>7} {} {}", e.at_ms(), e.name(), body).trim_end().to_string()
}

/// The run's events so far, one [`line()`] each: the `--format log` transcript users diff.
pub fn transcript(sim: &Simulator) -> String {
    let mut s = String::new();
    for (i, step) in sim.steps().iter().enumerate() {
        s.push_str(&alloc::format!("# step {}\n", i + 1));
        for e in step {
            s.push_str(&line(e));
            s.push('\n');
        }
    }
    s
}
