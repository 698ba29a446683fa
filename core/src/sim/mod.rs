//! The deterministic, step-able simulator: a sans-IO state machine over a [`Scenario`].
//!
//! Virtual time advances through one event queue (node heartbeats, application submissions and ends, AM
//! `allocate` calls, container ends, cluster changes, scheduling-monitor ticks). A **step** is the next instant at
//! which something is decided — a container allocated, reserved or ended, a request rejected, an application
//! submitted, activated or finished, a node added or removed, a placement proposed — and [`Simulator::step`]
//! returns every [`Event`] of that instant. Instants where nothing changes (an idle heartbeat) are not steps.
//! When nothing more can happen the run is finished; if requests are still waiting then, the last step is a
//! [`Event::Stalled`].
//!
//! **Step back**: full states are kept every `K` steps and an earlier step is rebuilt by replaying from the
//! nearest one (the run is deterministic). `K` starts at [`CHECKPOINT_EVERY`] and doubles, dropping every other
//! checkpoint, whenever the checkpoints' estimated size passes the memory budget
//! ([`SimOptions::checkpoint_budget_bytes`]), so memory stays bounded however long a run gets, and whenever the
//! state is too large to copy that often (at least a step per 16 KiB of state: a large cluster's copies would
//! otherwise cost more than its steps). The scenario and the topology are shared between checkpoints, not copied.
//! A shell that never steps back turns checkpoints off ([`SimOptions::checkpoints`]): only step 0 is kept.
//!
//! **Save and resume**: [`SavedRun`] (scenario, handler, step) is the portable form — replay rebuilds the state
//! exactly.

mod agenda;
mod event;
mod log;
mod lookup;
mod names;
mod state;
mod transcript;
mod why;

#[cfg(test)]
mod tests;

pub use crate::name::Name;
pub use event::{AllocationReason, Event};
pub use log::StepLog;
pub use state::{AppPhase, AppRun, ContainerRun, Pending, PreemptionPolicy, RequestRun, SimState};
pub use transcript::{line as transcript_line, transcript, transcript_pieces};
pub use why::{NodeExplanation, NodeFit, PendingRequest, WaitStage, WhyWaiting};

use alloc::sync::Arc;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use crate::handler::Handler;
use crate::ids::AppId;
use crate::scenario::{validate, InvalidScenario, Scenario, World};
use crate::scheduler::{CapacityScheduler, QueueId};
use log::EventLog;

/// Steps between kept full states at the start of a run (doubles as the run grows; see the module docs).
pub const CHECKPOINT_EVERY: usize = 32;

/// Checkpoints are at least one step apart per this many (estimated) bytes of state. A checkpoint costs a copy of
/// the state, and copying a 10,000-node cluster's megabytes every 32 steps took longer than the steps themselves;
/// states under 512 KiB keep [`CHECKPOINT_EVERY`].
const CHECKPOINT_BYTES_PER_STEP: usize = 16 << 10;

/// Default memory budget for checkpoints (estimated bytes).
pub const DEFAULT_CHECKPOINT_BUDGET: usize = 64 << 20;

/// How to run a scenario.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SimOptions {
    /// Overrides the scenario's `yarn.resourcemanager.placement-constraints.handler`.
    pub handler: Option<Handler>,
    /// The checkpoints' estimated size stays under this (by spacing them further apart).
    pub checkpoint_budget_bytes: usize,
    /// Keep the constraint verdict of each constrained allocation as the event's reason (costs some time).
    pub explain_allocations: bool,
    /// Keep full states every few steps, so that stepping back replays only a few steps (a shell that steps
    /// back, like the playground). Off, only step 0 is kept: a run that only goes forward (the CLI) does not pay
    /// for copies it never reads, and stepping back replays from the start.
    #[serde(default = "keep_checkpoints")]
    pub checkpoints: bool,
}

fn keep_checkpoints() -> bool {
    true
}

impl Default for SimOptions {
    fn default() -> Self {
        SimOptions {
            handler: None,
            checkpoint_budget_bytes: DEFAULT_CHECKPOINT_BUDGET,
            explain_allocations: true,
            checkpoints: keep_checkpoints(),
        }
    }
}

impl SimOptions {
    /// The default options for a run that is only read forward, never stepped back (`spindle run` and `spindle
    /// diff`, the Compare tab's two runs, the wasm transcript): no checkpoints, whose copies of a large run's
    /// state cost more time and memory than the run itself.
    pub fn forward_only() -> SimOptions {
        SimOptions { checkpoints: false, ..SimOptions::default() }
    }
}

/// A run in portable form: the scenario, the handler it runs under and how many steps were taken. Resuming
/// replays to the same state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct SavedRun {
    /// The scenario run.
    pub scenario: Scenario,
    /// The handler chosen over the scenario's own (`None`: the scenario's `yarn-site` decides).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub handler: Option<Handler>,
    /// How many steps were taken.
    pub step: usize,
}

/// What the charts plot, taken after every step (index 0: before the first). Each leaf queue's own series is
/// [`Simulator::queue_samples`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepSample {
    /// Virtual time after the step.
    pub at_ms: u64,
    /// Containers still to place (AM containers included) of submitted applications; one not submitted yet asks
    /// for nothing and is not counted.
    pub pending_containers: u32,
    /// Containers running, AM containers included.
    pub running_containers: u32,
    /// Containers the preemption policy marked in this step.
    pub marked: u32,
    /// Containers the preemption policy killed in this step.
    pub preempted: u32,
}

/// One leaf queue after a step (default partition, memory in MB).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct QueueSample {
    /// Allocated plus reserved.
    pub used_mb: i64,
    /// Outstanding asks of its applications.
    pub pending_mb: i64,
    /// Its guaranteed capacity.
    pub guaranteed_mb: i64,
}

/// A world that enables the scheduling monitor (`yarn.resourcemanager.scheduler.monitor.enable`) was started
/// without a preemption policy ([`Simulator::from_world_with`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PolicyNotLoaded;

/// A deterministic, step-able run of one scenario: each step takes the next due decision (a heartbeat, an AM
/// call, a container's end, a preemption round, a cluster change) and returns its events.
#[derive(Clone, Debug)]
pub struct Simulator {
    /// The current state.
    state: SimState,
    /// Full states at steps that are multiples of `every`, in step order: step 0 from the first step on (until
    /// then the state is step 0, and building a run copies nothing: the page builds one before its first click).
    checkpoints: Vec<SimState>,
    every: usize,
    /// Estimated bytes of `checkpoints`.
    checkpoint_bytes: usize,
    /// The events of every step taken so far, step `i + 1`'s the `i`th; kept when stepping back (replay
    /// reproduces them exactly).
    log: EventLog,
    /// A replayed step's events, checked against the recorded ones (empty between steps).
    replay: Vec<Event>,
    /// `samples[n]`: after step `n`; kept when stepping back, like `log`.
    samples: Vec<StepSample>,
    /// Per leaf position ([`Simulator::sample_queues`] order), the sample there after step 0 and after each step
    /// that changed it, with the step (`None`: no leaf at that position, before a refresh of the queues added one
    /// or after one took it away). Only the queues with work change in a step: a run under hundreds of leaf
    /// queues stored every queue's sample after every step (400 queues, 10,000 steps: 96 MB).
    queue_tracks: Vec<Vec<(usize, Option<QueueSample>)>>,
    /// Each queue's position in `queue_tracks` (indexed by `QueueId`; `u32::MAX`: a parent), as of the last step
    /// that looked at every leaf.
    leaf_at: Vec<u32>,
    /// The leaves the scheduler reports touched by a step (a buffer kept between steps).
    touched: Vec<QueueId>,
    options: SimOptions,
}

impl Simulator {
    /// Validates the scenario ([`crate::scenario::validate`]) and builds the state at step 0; an invalid scenario
    /// gives every diagnostic.
    pub fn new(scenario: &Scenario) -> Result<Simulator, InvalidScenario> {
        Self::with_options(scenario, SimOptions::default())
    }

    /// [`Simulator::new`] under another constraint handler.
    pub fn with_handler(scenario: &Scenario, handler: Handler) -> Result<Simulator, InvalidScenario> {
        Self::with_options(scenario, SimOptions { handler: Some(handler), ..SimOptions::default() })
    }

    /// [`Simulator::new`] with options (the handler override goes into validation).
    pub fn with_options(scenario: &Scenario, options: SimOptions) -> Result<Simulator, InvalidScenario> {
        let v = validate(scenario, options.handler);
        match v.world {
            Some(world) => Ok(Self::from_world(world, options)),
            None => Err(InvalidScenario { diagnostics: v.diagnostics }),
        }
    }

    /// The state at step 0 of a built world (`options.handler` was applied when it was built).
    pub fn from_world(world: World, options: SimOptions) -> Simulator {
        Self::start(world, options, Some(PreemptionPolicy::PROPORTIONAL))
    }

    /// [`Simulator::from_world`] with the preemption policy given by the shell (see [`PreemptionPolicy`]); `None`
    /// only for a world that does not enable the scheduling monitor, else [`PolicyNotLoaded`].
    pub fn from_world_with(
        world: World,
        options: SimOptions,
        preemption: Option<PreemptionPolicy>,
    ) -> Result<Simulator, PolicyNotLoaded> {
        if world.site.monitor_enabled && preemption.is_none() {
            return Err(PolicyNotLoaded);
        }
        Ok(Self::start(world, options, preemption))
    }

    fn start(world: World, options: SimOptions, preemption: Option<PreemptionPolicy>) -> Simulator {
        let mut state = SimState::new(Arc::new(world), preemption);
        state.check.explain_allocations = options.explain_allocations;
        let first = sample(&state, &[]);
        let queue_tracks = leaf_samples(&state).map(|q| alloc::vec![(0, Some(q))]).collect();
        Simulator {
            checkpoints: Vec::new(),
            state,
            every: CHECKPOINT_EVERY,
            checkpoint_bytes: 0,
            log: EventLog::default(),
            replay: Vec::new(),
            samples: alloc::vec![first],
            queue_tracks,
            leaf_at: Vec::new(),
            touched: Vec::new(),
            options,
        }
    }

    /// Rebuilds a saved run.
    pub fn resume(saved: &SavedRun) -> Result<Simulator, InvalidScenario> {
        let mut sim =
            Self::with_options(&saved.scenario, SimOptions { handler: saved.handler, ..SimOptions::default() })?;
        sim.seek(saved.step);
        Ok(sim)
    }

    /// The run in portable form.
    pub fn save(&self) -> SavedRun {
        SavedRun { scenario: self.state.world.scenario.clone(), handler: self.options.handler, step: self.step_index() }
    }

    /// The run's state now.
    pub fn state(&self) -> &SimState {
        &self.state
    }

    /// The options the run was created with.
    pub fn options(&self) -> SimOptions {
        self.options
    }

    /// How many decisions (steps) have been taken.
    pub fn step_index(&self) -> usize {
        self.state.step
    }

    /// The virtual time now.
    pub fn now_ms(&self) -> u64 {
        self.state.now_ms
    }

    /// No decision is left to take.
    pub fn is_finished(&self) -> bool {
        self.state.is_finished()
    }

    /// The events of the steps taken so far, oldest first.
    pub fn events(&self) -> impl Iterator<Item = &Event> {
        self.steps().events()
    }

    /// The events of each step taken so far (`steps()[i]` is step `i + 1`).
    pub fn steps(&self) -> StepLog<'_> {
        self.log.first(self.state.step)
    }

    /// The events the latest step produced.
    #[inline]
    pub fn last_events(&self) -> &[Event] {
        self.state.step.checked_sub(1).and_then(|i| self.steps().get(i)).unwrap_or_default()
    }

    /// Takes one step and returns its events (nothing when the run is finished).
    pub fn step(&mut self) -> &[Event] {
        if self.checkpoints.is_empty() {
            // The first step ever taken: the state is still step 0's.
            self.checkpoint_bytes = self.state.estimated_bytes();
            self.checkpoints.push(self.state.clone());
        }
        let n = self.state.step + 1;
        if self.log.len() < n {
            // At the frontier: the step's events go straight onto the log's tail.
            let tail = self.log.tail();
            let start = tail.len();
            if !self.state.advance_into(tail) {
                return &[];
            }
            self.log.end_step(start);
            let taken = sample(&self.state, self.last_events());
            self.samples.push(taken);
            self.track_queues(n);
        } else {
            // After stepping back, the recorded future stays valid: the run is deterministic. The replayed step's
            // events are only checked against the recorded ones.
            let mut replay = core::mem::take(&mut self.replay);
            if self.state.advance_into(&mut replay) {
                debug_assert!(self.log.first(n).get(n - 1) == Some(&replay[..]), "replay diverged at step {n}");
                self.samples[n] = sample(&self.state, &replay);
            }
            replay.clear();
            self.replay = replay;
            if self.state.step < n {
                return &[];
            }
        }
        if self.options.checkpoints
            && n.is_multiple_of(self.every)
            && self.checkpoints.last().is_some_and(|c| c.step < n)
        {
            let bytes = self.state.estimated_bytes();
            while self.every.saturating_mul(CHECKPOINT_BYTES_PER_STEP) < bytes {
                self.space_checkpoints_wider();
            }
            if n.is_multiple_of(self.every) {
                self.checkpoint_bytes += bytes;
                self.checkpoints.push(self.state.clone());
                while self.checkpoint_bytes > self.options.checkpoint_budget_bytes && self.checkpoints.len() > 2 {
                    self.space_checkpoints_wider();
                }
            }
        }
        self.last_events()
    }

    /// Doubles the checkpoints' spacing, dropping every other one.
    fn space_checkpoints_wider(&mut self) {
        self.every *= 2;
        let every = self.every;
        self.checkpoints.retain(|c| c.step.is_multiple_of(every));
        self.checkpoint_bytes = self.checkpoints.iter().map(SimState::estimated_bytes).sum();
    }

    /// Adds to `queue_tracks` the leaves whose sample step `n` (at the frontier) changed. Only the leaves the
    /// scheduler reports touched are looked at, unless any may have changed (capacities set again, the queues
    /// refreshed): a step under thousands of leaf queues changes a few.
    fn track_queues(&mut self, n: usize) {
        let record = |tracks: &mut Vec<Vec<(usize, Option<QueueSample>)>>, leaf: usize, now| {
            if leaf == tracks.len() {
                tracks.push(alloc::vec![(0, None)]);
            }
            let track: &mut Vec<_> = &mut tracks[leaf];
            if track.last().is_none_or(|(_, last)| *last != now) {
                track.push((n, now));
            }
        };
        let cs = &mut self.state.scheduler;
        if cs.take_touched(&mut self.touched) || self.leaf_at.len() != cs.config().queues.len() {
            self.leaf_at.clear();
            self.leaf_at.resize(cs.config().queues.len(), u32::MAX);
            let mut leaves = cs.config().leaves();
            for leaf in 0.. {
                let now = leaves.next();
                if now.is_none() && leaf >= self.queue_tracks.len() {
                    break;
                }
                if let Some(id) = now {
                    self.leaf_at[id.index()] = leaf as u32;
                }
                record(&mut self.queue_tracks, leaf, now.map(|id| leaf_sample(cs, id)));
            }
        } else {
            for id in &self.touched {
                if let Some(&leaf) = self.leaf_at.get(id.index()).filter(|&&at| at != u32::MAX) {
                    record(&mut self.queue_tracks, leaf as usize, Some(leaf_sample(cs, *id)));
                }
            }
        }
        debug_assert!(
            leaf_samples(&self.state)
                .map(Some)
                .chain(core::iter::repeat(None))
                .zip(&self.queue_tracks)
                .all(|(now, track)| track.last().is_some_and(|(_, last)| *last == now)),
            "after step {n}, a leaf's sample changed and the scheduler did not report it touched"
        );
    }

    /// The chart series up to the current step: `samples()[n]` was taken after step `n`.
    pub fn samples(&self) -> &[StepSample] {
        &self.samples[..=self.state.step.min(self.samples.len() - 1)]
    }

    /// The sample of the leaf queue at position `leaf` ([`sample_queues`](Self::sample_queues) order) after each
    /// step up to the current one (index `n`: after step `n`, as [`samples`](Self::samples)); `None` where the
    /// queue tree had no leaf there (a refresh of the queues can add and remove leaves).
    pub fn queue_samples(&self, leaf: usize) -> impl Iterator<Item = Option<QueueSample>> + '_ {
        let track = self.queue_changes(leaf);
        let (mut next, mut current) = (0, None);
        (0..self.samples().len()).map(move |step| {
            while let Some((_, q)) = track.get(next).filter(|(at, _)| *at <= step) {
                current = *q;
                next += 1;
            }
            current
        })
    }

    /// [`queue_samples`](Self::queue_samples)`(leaf)` as the points where it changed, up to the current step: an
    /// entry `(n, q)` says the sample is `q` from index `n` on, the first entry at index 0 (empty for a position no
    /// leaf ever had). A long run's idle queues are a point or two here, so the charts read these rather than a
    /// value per step and per queue.
    pub fn queue_changes(&self, leaf: usize) -> &[(usize, Option<QueueSample>)] {
        let track = self.queue_tracks.get(leaf).map_or(&[][..], Vec::as_slice);
        let end = self.samples().len();
        &track[..track.partition_point(|(at, _)| *at < end)]
    }

    /// The leaf queues of [`queue_samples`](Self::queue_samples), by path, in the same order.
    pub fn sample_queues(&self) -> Vec<alloc::string::String> {
        let cs = self.state.scheduler();
        cs.config().queues.iter().filter(|q| q.children.is_empty()).map(|q| q.path.clone()).collect()
    }

    /// Goes back one step; false at step 0.
    pub fn step_back(&mut self) -> bool {
        match self.state.step {
            0 => false,
            n => {
                self.seek(n - 1);
                true
            }
        }
    }

    /// Back to step 0.
    pub fn reset(&mut self) {
        self.seek(0);
    }

    /// Restores the state after exactly `step` steps (or the end of the run, if it is shorter).
    pub fn seek(&mut self, step: usize) {
        let k = self.checkpoints.partition_point(|c| c.step <= step).saturating_sub(1);
        // No checkpoint yet: no step was taken, the state is step 0's.
        if let Some(c) = self.checkpoints.get(k) {
            if step < self.state.step || c.step > self.state.step {
                self.state = c.clone();
            }
        }
        while self.state.step < step && !self.state.is_finished() {
            self.step();
        }
    }

    /// Steps until the run is finished or `max_steps` steps were taken.
    pub fn run(&mut self, max_steps: usize) {
        for _ in 0..max_steps {
            if self.state.is_finished() {
                break;
            }
            self.step();
        }
    }

    /// Steps until the run is finished or `max_steps` were taken (a guard for runs that never end).
    pub fn run_to_end(&mut self, max_steps: usize) {
        self.run(max_steps);
    }

    /// Takes every step at or before virtual time `ms` (the state is then the last decision at or before `ms`).
    pub fn run_until(&mut self, ms: u64) {
        while !self.state.is_finished() {
            let before = self.state.step;
            self.step();
            if self.state.step == before {
                break;
            }
            if self.state.now_ms > ms {
                self.seek(before);
                break;
            }
        }
    }

    /// Kept checkpoints and their spacing (for memory reports).
    pub fn checkpoint_stats(&self) -> (usize, usize, usize) {
        (self.checkpoints.len(), self.every, self.checkpoint_bytes)
    }
}

/// Each leaf queue's sample in a state, in [`Simulator::sample_queues`] order.
fn leaf_samples(state: &SimState) -> impl Iterator<Item = QueueSample> + '_ {
    let cs = state.scheduler();
    cs.config().leaves().map(move |id| leaf_sample(cs, id))
}

/// A leaf queue's sample: its numbers in the default partition.
fn leaf_sample(cs: &CapacityScheduler, leaf: QueueId) -> QueueSample {
    let p = crate::topology::Topology::DEFAULT_PARTITION.index();
    let queue = cs.queue(leaf);
    let (usage, caps) = (queue.usage.get(p).copied().unwrap_or_default(), queue.capacities.get(p));
    QueueSample {
        used_mb: usage.used.memory(),
        pending_mb: usage.pending.memory(),
        guaranteed_mb: caps.map_or(0, |c| c.guaranteed.memory()),
    }
}

/// The chart sample of a state, with the events of the step that led to it.
fn sample(state: &SimState, events: &[Event]) -> StepSample {
    // Counted as applications change (not summed over every application after every step of a long run).
    let pending_containers = state.pending_containers();
    debug_assert_eq!(
        pending_containers,
        (0..state.apps().len()).map(|a| state.pending_of(AppId(a as u32))).sum::<u32>()
    );
    let count = |f: fn(&Event) -> bool| events.iter().filter(|e| f(e)).count() as u32;
    StepSample {
        at_ms: state.now_ms,
        pending_containers,
        running_containers: state.containers().len() as u32,
        marked: count(|e| matches!(e, Event::ContainerMarked { .. })),
        preempted: count(|e| {
            matches!(e, Event::ContainerFinished { reason: crate::scheduler::ReleaseReason::Preempted, .. })
        }),
    }
}
