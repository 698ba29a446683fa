//! Hadoop YARN's ProportionalCapacityPreemptionPolicy (the Capacity Scheduler's preemption monitor), computed
//! exactly as Hadoop computes it and explained.
//!
//! * [`PreemptionSnapshot`] — what the policy reads from the scheduler: the queue tree with capacities,
//!   applications with their running and reserved containers and pending requests, partitions, settings.
//! * [`PreemptionMonitor::round`] — one round at a given virtual time: the ideal assignment (the weighted
//!   fixpoint of `PreemptableResourceCalculator`), the per-round cap, dead zone and natural termination
//!   factor, `FifoCandidatesSelector`, and the mark → kill → forget life cycle of selected containers.
//! * [`RoundReport`] — per queue and partition the numbers and the reasons behind them, each selected container
//!   with why it went before the others, the actions, and (beyond YARN) a placement check of the freed space.
//!
//! The rules and formulas this module follows are written out in `docs/yarn-semantics.md#preemption-policy`;
//! what it models and what not is in `docs/yarn-compatibility.md#preemption`.

mod config;
mod constraint_check;
mod explain;
mod from_scheduler;
mod ideal;
mod monitor;
mod report;
mod selector;
mod snapshot;
mod temp_queue;
mod validate;
mod words;

pub use config::{PreemptionConfig, PREFIX};
#[cfg(test)]
pub(crate) use constraint_check::tag_index_now;
pub use from_scheduler::{config_from_properties, snapshot_from_scheduler, PreemptionConfigError};
pub use monitor::{evaluate, Mark, PreemptionMonitor};
pub use report::{
    Action, ActionKind, AskCheck, PlacementAfterPreemption, QueueReport, Reason, RoundReport, SelectedContainer,
    SelectionStep, Sentence, ToPreempt, Why, PLACEMENT_NOTE,
};
pub use snapshot::{
    parse_absolute, AppSnapshot, Capacity, ContainerPlacement, ContainerSnapshot, LabelSettings, MarkSnapshot,
    NodeSnapshot, OrderingPolicyKind, PartitionSnapshot, PendingAsk, PreemptionSnapshot, QueueSnapshot,
};
pub use validate::{SnapshotError, SnapshotErrorKind};
