//! The explanation of one round: what every queue is owed or owes and why, which containers were chosen and
//! why before the others, and what the monitor did about them. Plain serde data for the UI and the CLI.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::words::{render, Words};
use crate::ids::{AppId, ContainerId};
use crate::name::Name;
use crate::resource::{CalculatorKind, Resource};

/// A sentence of the report. The round keeps what it says as the numbers it speaks of and puts them into words
/// only when the sentence is read — shown (`Display`, `to_string()`), serialised (as a JSON string) or compared
/// — so a round whose explanation nobody reads does not pay for formatting it. The words are the same whenever
/// they are read.
#[derive(Clone)]
pub struct Sentence(pub(crate) Words);

impl Sentence {
    /// A sentence given as words (a report read back from JSON).
    pub fn text(words: impl Into<String>) -> Self {
        Sentence(Words::Text(words.into()))
    }
}

impl fmt::Display for Sentence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.width().is_none() && f.precision().is_none() {
            fmt::Display::fmt(&self.0, f)
        } else {
            f.pad(&render(&self.0))
        }
    }
}

/// Shown as its words, as the `String` it stands for.
impl fmt::Debug for Sentence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&render(&self.0), f)
    }
}

/// Two sentences are equal when they say the same words.
impl PartialEq for Sentence {
    fn eq(&self, other: &Self) -> bool {
        match (&self.0, &other.0) {
            (Words::Text(a), Words::Text(b)) => a == b,
            (a, b) => render(a) == render(b),
        }
    }
}

impl Serialize for Sentence {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for Sentence {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        String::deserialize(deserializer).map(Sentence::text)
    }
}

/// YARN's preemption policy does not look at placement constraints; every report says so.
pub const PLACEMENT_NOTE: &str = "YARN's ProportionalCapacityPreemptionPolicy ignores placement constraints and \
     allocation tags: it decides how much to take back and from whom by queue capacities alone, so the freed \
     resources may sit on nodes where the starving queue's constrained requests cannot run. See placement_check \
     (a Spindle addition, beyond YARN).";

/// One round of the monitor.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoundReport {
    /// The virtual time of the round.
    pub now_ms: u64,
    /// `observe_only`: the round computed and reported but acted on nothing.
    pub observe_only: bool,
    /// The resource calculator the round compared and divided with.
    pub calculator: CalculatorKind,
    /// Σ of all partitions.
    pub cluster_resource: Resource,
    /// `cluster × total_preemption_per_round`: the most this round may select.
    pub total_preemption_allowed: Resource,
    /// What is left of it after selection.
    pub preemption_budget_left: Resource,
    /// Σ of the selected containers' sizes.
    pub selected_total: Resource,
    /// Every queue in every partition, in queue-tree order, partition by partition.
    pub queues: Vec<QueueReport>,
    /// The selected containers, in the order they were chosen.
    pub selected: Vec<SelectedContainer>,
    /// What the monitor did this round (empty with observe_only).
    pub actions: Vec<Action>,
    /// Caveats about the round, in sentences (what the model leaves out, what was assumed).
    pub notes: Vec<String>,
    /// Whether what the round frees can host the starving queues' requests (beyond YARN).
    pub placement_check: PlacementAfterPreemption,
}

/// One queue in one partition.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct QueueReport {
    /// Full path (`root.a.b`).
    pub queue: Name,
    /// The partition (`""` for the default one).
    pub partition: Name,
    /// 0 for `root`.
    pub depth: u32,
    /// A leaf queue (applications run only in leaves).
    pub leaf: bool,
    /// Share of the partition guaranteed (`absoluteCapacity`, a float as in Hadoop).
    pub absolute_capacity: f32,
    /// Share of the partition the queue may use at most (forced to 1 on non-exclusive partitions).
    pub absolute_maximum_capacity: f32,
    /// `absolute_capacity` of the partition's resources.
    pub guaranteed: Resource,
    /// `absolute_maximum_capacity` of the partition's resources.
    pub maximum: Resource,
    /// Allocated + reserved.
    pub used: Resource,
    /// Pending, capped by user limits.
    pub pending: Resource,
    /// Reserved for containers that did not fit yet (part of `used`).
    pub reserved: Resource,
    /// Used above guarantee that preemption may take back (from this queue or below it).
    pub preemptable_extra: Resource,
    /// Used above guarantee that preemption may not take back (preemption disabled below).
    pub untouchable_extra: Resource,
    /// The ideal assignment: what the policy's fixpoint gives the queue out of the partition.
    pub ideal: Resource,
    /// `disable_preemption` applies to the queue (set on it or an ancestor).
    pub preemption_disabled: bool,
    /// The per-round scaling factor applied among this queue and its siblings.
    pub scaling_factor: f32,
    /// How much it gives back, step by step.
    pub to_preempt: ToPreempt,
    /// Why its numbers are what they are, in reading order.
    pub reasons: Vec<Reason>,
}

/// How much a queue gives back, step by step.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ToPreempt {
    /// `used − max(min(used + pending, guaranteed), ideal)` when positive.
    pub over_ideal: Resource,
    /// After the per-round cap's scaling factor (Hadoop's `toBePreempted`).
    pub after_per_round_cap: Resource,
    /// Zero unless `used > dead_zone_threshold` (leaves only).
    pub after_dead_zone: Resource,
    /// After the natural termination factor: what the selector tries to obtain (`resToObtain`; leaves only).
    pub to_obtain: Resource,
    /// What the selected containers add up to (may overshoot `to_obtain` by part of one container).
    pub selected: Resource,
    /// `guaranteed × (1 + max_ignored_over_capacity)`.
    pub dead_zone_threshold: Resource,
}

/// Why a queue's numbers are what they are.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reason {
    /// The reason, typed.
    pub why: Why,
    /// The same in a sentence.
    pub text: Sentence,
}

/// The rules of the ProportionalCapacityPreemptionPolicy that decided a queue's numbers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Why {
    /// Parents never preempt directly; their leaves do.
    ParentQueue,
    /// Used ≤ guaranteed: never preempted below its guarantee.
    UnderGuarantee,
    /// Used ≤ what the policy keeps for it: nothing to give back.
    WithinIdeal,
    /// The ideal exceeds the guarantee: it keeps that much elastic capacity because no other queue needs it.
    KeepsElastic {
        /// Ideal minus guarantee.
        above_guarantee: Resource,
    },
    /// Ideal > used: this queue is owed resources (preemption happens on its behalf).
    Starved {
        /// Ideal minus used.
        owed: Resource,
    },
    /// Siblings together were over their ideals by more than the per-round cap allows.
    PerRoundCap {
        /// The factor every sibling's amount was multiplied by.
        scaling: f32,
    },
    /// Used ≤ guaranteed × (1 + max_ignored_over_capacity): ignored to avoid jitter.
    DeadZone {
        /// `guaranteed × (1 + max_ignored_over_capacity)`.
        threshold: Resource,
    },
    /// Only a fraction of the amount is taken this round, expecting containers to finish by themselves.
    NaturalTerminationFactor {
        /// `natural_termination_factor`.
        factor: f64,
        /// The amount before the factor.
        before: Resource,
        /// The amount taken this round.
        after: Resource,
    },
    /// `disable_preemption` (possibly inherited from an ancestor).
    PreemptionDisabled {
        /// Set on an ancestor rather than on the queue itself.
        inherited: bool,
    },
    /// A container did not fit in what was left of the round's budget.
    BudgetExhausted {
        /// The container that did not fit.
        container: ContainerId,
        /// Its size.
        size: Resource,
        /// What was left of the round's budget.
        budget_left: Resource,
    },
    /// Application masters kept because the queue's AM containers are within its AM limit.
    AmContainersSpared {
        /// How many AM containers were kept.
        count: usize,
        /// Their total size.
        size: Resource,
        /// The queue's AM resource limit.
        am_limit: Resource,
    },
    /// The selector ran out of containers before obtaining the amount.
    NotObtained {
        /// What the selector still had to obtain.
        remaining: Resource,
    },
}

/// Which step of FifoCandidatesSelector chose a container.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SelectionStep {
    /// Allocated on a non-exclusive partition for a default-partition request: taken first, newest first.
    IgnoreExclusivity,
    /// A reserved container of the visited application: reservations go first.
    Reserved,
    /// A running container: lowest priority first, then newest first.
    Running,
    /// An application master, only because the queue's AM containers exceed its AM limit.
    AmContainer,
}

/// A container chosen this round.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SelectedContainer {
    /// 1 for the first container chosen.
    pub rank: usize,
    /// The container.
    pub container: ContainerId,
    /// Its application.
    pub app: AppId,
    /// The application's user.
    pub user: Name,
    /// The leaf queue it is taken from.
    pub queue: Name,
    /// The partition of its node.
    pub partition: Name,
    /// Its size.
    pub size: Resource,
    /// Its request's priority (lower priority goes first).
    pub priority: i32,
    /// It is an application master.
    pub am: bool,
    /// It is a reservation, not a running container.
    pub reserved: bool,
    /// When it was allocated (newer goes first).
    pub allocated_ms: u64,
    /// Which step of the selector chose it.
    pub step: SelectionStep,
    /// Position of its application in the queue's preemption order (1 = visited first).
    pub app_rank: usize,
    /// The queue's remaining amount to obtain in this partition before and after this container.
    pub to_obtain_before: Resource,
    /// The same after this container.
    pub to_obtain_after: Resource,
    /// The round's budget left after this container.
    pub budget_left: Resource,
    /// The container is bigger than what was left to obtain.
    pub overshoot: bool,
    /// Why it was chosen, in a sentence.
    pub why: Sentence,
}

/// What the monitor does to a container in a round (the first, second and fourth are events Hadoop's policy sends).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActionKind {
    /// KILL_RESERVED_CONTAINER: a reservation of a visited application is cancelled at once.
    Unreserve,
    /// MARK_CONTAINER_FOR_PREEMPTION: the application is asked to give the container back.
    Mark,
    /// Already marked and still selected; killed at `kill_at_ms` if still selected then.
    Wait,
    /// MARK_CONTAINER_FOR_KILLABLE: still selected `max_wait_before_kill` after being marked; killed.
    Kill,
    /// A marked container older than `2 × max_wait_before_kill` is forgotten.
    Forget,
}

/// One thing the monitor did to one container this round.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Action {
    /// Unreserve, mark, wait, kill or forget.
    pub kind: ActionKind,
    /// The container.
    pub container: ContainerId,
    /// Its application.
    pub app: AppId,
    /// When it was first marked, if it was.
    pub marked_at_ms: Option<u64>,
    /// When it will be killed if still selected then.
    pub kill_at_ms: Option<u64>,
    /// The action in a sentence.
    pub text: Sentence,
}

/// Beyond YARN: can the resources this round frees actually host the starving queues' pending requests,
/// placement constraints included? (Serialised as the report's `placement_check`; not to be confused with the
/// scheduler's [`crate::scheduler::PlacementCheck`] trait, through which the scheduler asks the constraint
/// handler about one node.)
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PlacementAfterPreemption {
    /// Always true: YARN has no such check.
    pub beyond_yarn: bool,
    /// False when the snapshot lacks nodes or container placements.
    pub evaluated: bool,
    /// The check's outcome in a sentence.
    pub summary: String,
    /// Each pending request of a starving queue.
    pub asks: Vec<AskCheck>,
}

/// One pending request of a starving queue.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AskCheck {
    /// The starving leaf queue.
    pub queue: String,
    /// The application asking.
    pub app: AppId,
    /// Index in the application's `pending` list.
    pub ask: usize,
    /// The size of each container.
    pub size: Resource,
    /// Containers asked for.
    pub count: u32,
    /// The request's placement constraint, printed canonically (`None`: unconstrained).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub constraint: Option<String>,
    /// How many of `count` fit on the cluster as it is.
    pub placeable_now: u32,
    /// How many fit once the selected containers are gone.
    pub placeable_after_preemption: u32,
    /// Where they would go after preemption (first fit, in node order).
    pub nodes: Vec<String>,
    /// The check in a sentence.
    pub text: String,
}
