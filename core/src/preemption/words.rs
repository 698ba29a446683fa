//! The words of a round's report. A round keeps what each sentence says as the typed numbers it speaks of
//! ([`Words`]); they are put into words only when the sentence is read (shown, serialised, compared), so a round
//! whose explanation nobody reads does not pay for formatting thousands of sentences. The sentences are the same,
//! byte for byte, whenever they are read.

use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::fmt::{self, Write};

use super::report::SelectionStep;
use super::snapshot::PartitionName;
use crate::decimal::print::Float;
use crate::ids::{AppId, ContainerId};
use crate::resource::{CalculatorKind, Resource};

/// What one sentence of a report says.
#[derive(Clone)]
pub(crate) enum Words {
    /// Words given as they are (a report read back from JSON).
    Text(String),
    /// Why a queue's numbers are what they are: the round's `queue` words at this index.
    Queue(Arc<RoundWords>, u32),
    /// Why a container was selected before the others: the round's `selected` words at this index.
    Selected(Arc<RoundWords>, u32),
    /// What the monitor did to a container.
    Action(ActionWords),
}

/// The numbers of one round's queue reasons and selected containers, in one block every such sentence of the
/// round points into. A sentence holding a box of its own numbers made a round of 1,000 queues and 100,000
/// containers allocate, fill and free about 5,000 boxes (4 % of the preemption bench's instructions); a sentence
/// now counts one more user of the block. (A sentence kept after its report is dropped keeps the whole block.)
pub(crate) struct RoundWords {
    pub rc: CalculatorKind,
    /// Each queue's full path, by queue index.
    pub paths: Arc<Vec<String>>,
    /// Each partition's name, by partition index.
    pub partitions: Arc<Vec<String>>,
    pub queue: Vec<QueueWords>,
    pub selected: Vec<SelectedWords>,
}

impl RoundWords {
    /// The name at `i` of `list` (every index the round stores is in its list).
    fn name(list: &[String], i: u32) -> &str {
        list.get(i as usize).map_or("", String::as_str)
    }
}

/// A queue's reason with the numbers its sentence names.
#[derive(Clone, Debug)]
pub(crate) enum QueueWords {
    PreemptionDisabled { inherited: bool },
    Starved { ideal: Resource, used: Resource, owed: Resource, pending: Resource },
    UnderGuarantee { used: Resource, guaranteed: Resource },
    WithinIdeal { used: Resource, guaranteed: Resource, kept: Resource },
    KeepsElastic { above: Resource },
    PerRoundCap { over_ideal: Resource, scaling: f32, to_be_preempted: Resource, per_round: f32 },
    ParentQueue { over_ideal: Resource },
    DeadZone { to_be_preempted: Resource, used: Resource, threshold: Resource },
    NaturalTerminationFactor { factor: f64, after: Resource, before: Resource },
    BudgetExhausted { container: ContainerId, size: Resource, budget_left: Resource },
    AmContainersSpared { count: usize, size: Resource, am_limit: Resource },
    NotObtained { remaining: Resource },
}

/// A selected container's reason with the numbers its sentence names.
#[derive(Clone, Debug)]
pub(crate) struct SelectedWords {
    /// The leaf, by index into the round's paths.
    pub queue: u32,
    /// The queue's amount over its ideal in the container's partition.
    pub over_ideal: Resource,
    /// The container's partition, by index into the round's partitions.
    pub partition: u32,
    /// What the queue still had to obtain (never negative).
    pub to_obtain: Resource,
    pub step: SelectionStep,
    pub app: AppId,
    /// Position of the application in the queue's preemption order (1 = first).
    pub app_rank: usize,
    /// The leaf orders applications by the fair policy (else FIFO).
    pub fair: bool,
    pub priority: i32,
    pub container: ContainerId,
    /// The queue's AM limit (for an AM container).
    pub am_limit: Resource,
    /// The container's size, when it overshoots what was left to obtain.
    pub overshoot: Option<Resource>,
}

/// An action of the monitor with the numbers its sentence names.
#[derive(Clone, Copy, Debug)]
pub(crate) enum ActionWords {
    Unreserve { container: ContainerId, app: AppId },
    Mark { container: ContainerId, app: AppId, kill_at_ms: u64 },
    Wait { container: ContainerId, app: AppId, marked_at_ms: u64, kill_at_ms: u64 },
    Kill { container: ContainerId, marked_at_ms: u64, max_wait_before_kill: u64 },
    Forget { container: ContainerId, marked_at_ms: u64 },
}

/// A resource as the calculator sees it: memory alone with the default calculator.
pub(crate) struct Shown<'a>(pub CalculatorKind, pub &'a Resource);

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            CalculatorKind::Default => write!(f, "{} MB", self.1.memory()),
            CalculatorKind::Dominant => write!(f, "{}", self.1),
        }
    }
}

/// `1st`, `2nd`, `3rd`, `4th`, … `11th`, `12th`, `13th`, `21st`.
struct Ordinal(usize);

impl fmt::Display for Ordinal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.0;
        let suffix = match (n % 10, n % 100) {
            (1, 11) | (2, 12) | (3, 13) => "th",
            (1, _) => "st",
            (2, _) => "nd",
            (3, _) => "rd",
            _ => "th",
        };
        write!(f, "{n}{suffix}")
    }
}

impl fmt::Display for Words {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Words::Text(text) => f.write_str(text),
            Words::Queue(round, i) => match round.queue.get(*i as usize) {
                Some(words) => queue_words(f, round.rc, words),
                None => Ok(()),
            },
            Words::Selected(round, i) => match round.selected.get(*i as usize) {
                Some(words) => selected_words(f, round, words),
                None => Ok(()),
            },
            Words::Action(words) => action_words(f, words),
        }
    }
}

fn queue_words(f: &mut fmt::Formatter<'_>, rc: CalculatorKind, words: &QueueWords) -> fmt::Result {
    let show = |r| Shown(rc, r);
    match words {
        QueueWords::PreemptionDisabled { inherited: true } => {
            f.write_str("preemption is disabled (inherited from an ancestor's disable_preemption)")
        }
        QueueWords::PreemptionDisabled { inherited: false } => {
            f.write_str("preemption is disabled for this queue (disable_preemption = true)")
        }
        QueueWords::Starved { ideal, used, owed, pending } => write!(
            f,
            "its ideal {} exceeds its use {}: it is owed {} (pending {}), and preemption works on its behalf",
            show(ideal),
            show(used),
            show(owed),
            show(pending)
        ),
        QueueWords::UnderGuarantee { used, guaranteed } => write!(
            f,
            "it uses {} of its guaranteed {}: a queue is never preempted below its guarantee",
            show(used),
            show(guaranteed)
        ),
        QueueWords::WithinIdeal { used, guaranteed, kept } => write!(
            f,
            "it uses {} above its guaranteed {}, but not more than the {} the policy keeps for it",
            show(used),
            show(guaranteed),
            show(kept)
        ),
        QueueWords::KeepsElastic { above } => write!(
            f,
            "it keeps {} of elastic capacity above its guarantee: no other queue's guarantee needs it, and \
             preemption never moves elastic capacity from one queue to another",
            show(above)
        ),
        QueueWords::PerRoundCap { over_ideal, scaling, to_be_preempted, per_round } => write!(
            f,
            "over its ideal by {}, scaled by {} to {} because the queues sharing its parent owe more than \
             total_preemption_per_round ({}) of the cluster",
            show(over_ideal),
            Float(*scaling),
            show(to_be_preempted),
            Float(*per_round)
        ),
        QueueWords::ParentQueue { over_ideal } => write!(
            f,
            "over its ideal by {}: a parent is not preempted itself; its leaves give the resources back",
            show(over_ideal)
        ),
        QueueWords::DeadZone { to_be_preempted, used, threshold } => write!(
            f,
            "it would give back {}, but it uses {}, not more than guaranteed × (1 + max_ignored_over_capacity) \
             = {}: the dead zone ignores small imbalances",
            show(to_be_preempted),
            show(used),
            show(threshold)
        ),
        QueueWords::NaturalTerminationFactor { factor, after, before } => write!(
            f,
            "natural_termination_factor {} takes {} of the {} this round (rounded up), expecting containers to \
             finish on their own",
            Float(*factor),
            show(after),
            show(before)
        ),
        QueueWords::BudgetExhausted { container, size, budget_left } => write!(
            f,
            "container {container} ({}) does not fit in what is left of the round's budget ({}); \
             total_preemption_per_round caps what one round may take",
            show(size),
            show(budget_left)
        ),
        QueueWords::AmContainersSpared { count, size, am_limit } => write!(
            f,
            "{count} application master container(s) ({}) kept: the queue's AM containers are within its AM \
             limit {} (guaranteed × maximum-am-resource-percent)",
            show(size),
            show(am_limit)
        ),
        QueueWords::NotObtained { remaining } => {
            write!(f, "{} still to obtain after trying every container of the queue", show(remaining))
        }
    }
}

fn selected_words(f: &mut fmt::Formatter<'_>, round: &RoundWords, w: &SelectedWords) -> fmt::Result {
    let show = |r| Shown(round.rc, r);
    let partition = RoundWords::name(&round.partitions, w.partition);
    write!(
        f,
        "queue {} is over its ideal by {} in {} and still had {} to obtain this round; ",
        RoundWords::name(&round.paths, w.queue),
        show(&w.over_ideal),
        PartitionName(partition),
        show(&w.to_obtain),
    )?;
    let order = if w.fair {
        "applications using the most first"
    } else {
        "lowest application priority first, then youngest first"
    };
    let app = w.app;
    match w.step {
        SelectionStep::IgnoreExclusivity => write!(
            f,
            "it runs on non-exclusive partition `{}` for a default-partition request; such containers are taken \
             first, newest first",
            partition
        )?,
        SelectionStep::Reserved => write!(
            f,
            "app {app} is the {} application visited ({order}); its reserved containers are released before any \
             running one",
            Ordinal(w.app_rank)
        )?,
        SelectionStep::Running => write!(
            f,
            "app {app} is the {} application visited ({order}); within it, running containers go by lowest \
             priority first (this one: priority {}), then newest first (container id {})",
            Ordinal(w.app_rank),
            w.priority,
            w.container
        )?,
        SelectionStep::AmContainer => write!(
            f,
            "application master of app {app}: AM containers are spared until every other container has been \
             tried, and taken only while the queue's AM containers exceed its AM limit {}",
            show(&w.am_limit)
        )?,
    }
    if let Some(size) = &w.overshoot {
        write!(f, "; at {} it overshoots what was left (a container is taken whole)", show(size))?;
    }
    Ok(())
}

fn action_words(f: &mut fmt::Formatter<'_>, w: &ActionWords) -> fmt::Result {
    match *w {
        ActionWords::Unreserve { container, app } => write!(
            f,
            "the reservation {container} of app {app} is cancelled (KILL_RESERVED_CONTAINER): the selector visited \
             its application"
        ),
        ActionWords::Mark { container, app, kill_at_ms } => write!(
            f,
            "app {app} is asked to give back container {container} (MARK_CONTAINER_FOR_PREEMPTION); it is killed \
             at {kill_at_ms} ms if still selected then"
        ),
        ActionWords::Wait { container, app, marked_at_ms, kill_at_ms } => write!(
            f,
            "container {container} was marked at {marked_at_ms} ms; still selected, it is killed at {kill_at_ms} \
             ms unless app {app} releases it first"
        ),
        ActionWords::Kill { container, marked_at_ms, max_wait_before_kill } => write!(
            f,
            "container {container} was marked at {marked_at_ms} ms and is still selected after \
             max_wait_before_kill ({max_wait_before_kill} ms): killed (MARK_CONTAINER_FOR_KILLABLE)"
        ),
        ActionWords::Forget { container, marked_at_ms } => write!(
            f,
            "container {container} was marked at {marked_at_ms} ms and not selected again within 2 × \
             max_wait_before_kill: forgotten"
        ),
    }
}

/// The words of `words`, written into a new string.
pub(crate) fn render(words: &Words) -> String {
    let mut out = String::new();
    // Writing into a String cannot fail.
    let _ = write!(out, "{words}");
    out
}
