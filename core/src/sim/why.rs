//! "Why is this request still waiting?" and "why not on this node?": the simulator's view, merging the
//! application's life cycle, the Capacity Scheduler's reasons ([`WaitReason`]: queue, user, AM limits,
//! resources, reservations), the constraint verdicts on every node, and the handler's state (placement attempts,
//! blacklisted nodes, rejection).

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::mem::size_of;
use serde::{Deserialize, Serialize};

use super::state::{AppPhase, ContainerRun, SimState};
use crate::constraint::Verdict;
use crate::handler::Handler;
use crate::ids::AppId;
use crate::resource::Resource;
use crate::scheduler::{RequestKey, WaitReason};
use crate::topology::NodeId;

/// Why a pending request can or cannot go on one node right now: room, then the constraint verdict tree.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NodeExplanation {
    /// The node.
    pub node: NodeId,
    /// Its host name.
    pub node_name: String,
    /// The node takes new containers (not decommissioning or removed).
    pub schedulable: bool,
    /// The node's unallocated resource fits one container of the request.
    pub has_room: bool,
    /// Its unallocated resource.
    pub free: Resource,
    /// Another application holds a reservation on the node.
    pub reserved_by_other: bool,
    /// The placement-processor blacklisted the node for this request's retry.
    pub blacklisted: bool,
    /// Every constraint level applying to the request, evaluated on this node.
    pub verdict: Verdict,
}

impl NodeExplanation {
    /// The request could be placed on this node now.
    pub fn fits(&self) -> bool {
        self.fit().fits()
    }

    /// The same answer without the name and the tree.
    pub fn fit(&self) -> NodeFit {
        NodeFit {
            node: self.node,
            schedulable: self.schedulable,
            has_room: self.has_room,
            free: self.free,
            reserved_by_other: self.reserved_by_other,
            blacklisted: self.blacklisted,
            constraint_ok: self.verdict.satisfied(),
        }
    }
}

/// A [`NodeExplanation`] without the node's name and the verdict tree, only whether the constraint holds
/// ([`SimState::node_fits`]). A view of thousands of nodes words the few that fail the constraint: building every
/// node's tree, with its sentences, cost more than the rest of a step at 10,000 nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodeFit {
    /// The node.
    pub node: NodeId,
    /// As [`NodeExplanation::schedulable`].
    pub schedulable: bool,
    /// As [`NodeExplanation::has_room`].
    pub has_room: bool,
    /// As [`NodeExplanation::free`].
    pub free: Resource,
    /// As [`NodeExplanation::reserved_by_other`].
    pub reserved_by_other: bool,
    /// As [`NodeExplanation::blacklisted`].
    pub blacklisted: bool,
    /// Every constraint level applying to the request holds on the node.
    pub constraint_ok: bool,
}

impl NodeFit {
    /// The request could be placed on this node now.
    pub fn fits(&self) -> bool {
        self.schedulable && self.has_room && !self.reserved_by_other && !self.blacklisted && self.constraint_ok
    }
}

/// Where a request is in its life, before any scheduling reason applies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "stage", rename_all = "kebab-case")]
pub enum WaitStage {
    /// The application is not submitted yet.
    NotSubmitted {
        /// When it will be.
        submit_ms: u64,
    },
    /// The application was rejected at submission.
    AppRejected,
    /// The application finished or failed.
    AppEnded,
    /// The application is accepted but not activated (see the scheduler's reasons).
    AwaitingActivation,
    /// The application's AM container is not running yet, so nothing is asked.
    AwaitingAm,
    /// The AM sends the request with its `allocate` call at this time.
    NotAskedYet {
        /// When the AM sends it.
        ask_at_ms: u64,
    },
    /// Asked and waiting (see the reasons).
    Waiting,
    /// Given up with YARN's reason.
    Rejected {
        /// YARN's `RejectionReason` or the exception class.
        code: String,
        /// The reason in words.
        reason: String,
    },
    /// Nothing is waiting: every container was allocated or rejected.
    Done,
}

/// Every reason that applies now to one request.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WhyWaiting {
    /// The application.
    pub app: AppId,
    /// Its name.
    pub app_name: String,
    /// `None` for the AM container.
    pub request: Option<u32>,
    /// Containers still to place.
    pub remaining: u32,
    /// The constraint handler in effect.
    pub handler: Handler,
    /// Where the request is in its life.
    pub stage: WaitStage,
    /// The Capacity Scheduler's reasons (queue, user, AM limits, resources, reservations, turn).
    pub scheduler: Vec<WaitReason>,
    /// Nodes checked for the constraint and how many satisfy it now (`None` if nothing constrains the request).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub constraint: Option<ConstraintSummary>,
    /// The placement-processor's state for the request.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub processor: Option<crate::handler::processor::InFlight>,
    /// All of it in words, most important first.
    pub sentences: Vec<String>,
}

/// The constraint over the live nodes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConstraintSummary {
    pub nodes_checked: u32,
    pub nodes_satisfying: u32,
    /// The verdict on the first node that fails, in words.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub example: Option<String>,
}

/// A request with containers still to place (what the UI's pending lane shows).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PendingRequest {
    /// The application.
    pub app: AppId,
    /// Its name.
    pub app_name: String,
    /// `None` for the AM container.
    pub request: Option<u32>,
    /// Its allocation tags.
    pub tags: Vec<String>,
    /// Containers still to place.
    pub remaining: u32,
    /// Containers asked for in all.
    pub count: u32,
    /// The size of each.
    pub resource: Resource,
    /// The request's constraint as written (empty when unconstrained).
    pub constraint: String,
    /// Where the request is in its life.
    pub stage: WaitStage,
}

impl SimState {
    /// For every live node: could one container of request `request` of `app` go there now, and why not.
    /// `None` if there is no such request.
    pub fn explain(&self, app: AppId, request: usize) -> Option<Vec<NodeExplanation>> {
        let r = u32::try_from(request).ok()?;
        self.answer_nodes(app, request, |node| self.check.verdict(&self.topology, app, r, node), Verdict::satisfied)
            .map(|nodes| {
                nodes
                    .map(|(fit, verdict)| NodeExplanation {
                        node: fit.node,
                        node_name: self.topology.node(fit.node).name.clone(),
                        schedulable: fit.schedulable,
                        has_room: fit.has_room,
                        free: fit.free,
                        reserved_by_other: fit.reserved_by_other,
                        blacklisted: fit.blacklisted,
                        verdict,
                    })
                    .collect()
            })
    }

    /// [`SimState::explain`] without the names and the verdict trees (the scheduler's own check of the
    /// constraint, which agrees with the trees); [`SimState::verdict`] gives a node's tree.
    pub fn node_fits(&self, app: AppId, request: usize) -> Option<Vec<NodeFit>> {
        let r = u32::try_from(request).ok()?;
        self.answer_nodes(app, request, |node| self.check.allows(&self.topology, app, r, node), |&ok| ok)
            .map(|nodes| nodes.map(|(fit, _)| fit).collect())
    }

    /// The verdict tree of every constraint level applying to request `request` of `app` on `node` now; `None` if
    /// there is no such request.
    pub fn verdict(&self, app: AppId, request: usize, node: NodeId) -> Option<Verdict> {
        let r = u32::try_from(request).ok()?;
        self.world.request(app, r)?;
        Some(self.check.verdict(&self.topology, app, r, node))
    }

    /// Every live node's answer for request `request` of `app`, the constraint's side given by `constraint` (a
    /// tree or whether it holds), which `holds` reads.
    fn answer_nodes<'a, T>(
        &'a self,
        app: AppId,
        request: usize,
        constraint: impl Fn(NodeId) -> T + 'a,
        holds: impl Fn(&T) -> bool + 'a,
    ) -> Option<impl Iterator<Item = (NodeFit, T)> + 'a> {
        let r = u32::try_from(request).ok()?;
        let def = self.world.request(app, r)?;
        let size = self.ask_size(app, def.size);
        let blacklist = self.processor.in_flight(app, r).blacklisted;
        Some(self.topology.live_nodes().map(move |node| {
            let free = self.scheduler.node_unallocated(&self.topology, node);
            let reserved_by_other = self
                .scheduler
                .node(node)
                .and_then(|n| n.reservation)
                .and_then(|c| self.scheduler.containers().get(&c))
                .is_some_and(|c| c.app != app);
            let answer = constraint(node);
            let fit = NodeFit {
                node,
                schedulable: self.topology.node(node).is_schedulable(),
                has_room: self.scheduler.calculator().fits_in(&size, &free),
                free,
                reserved_by_other,
                blacklisted: blacklist.contains(&node),
                constraint_ok: holds(&answer),
            };
            (fit, answer)
        }))
    }

    /// The size the scheduler uses for an ask of `size` by `app` (normalised to the queue's allocation bounds).
    fn ask_size(&self, app: AppId, size: Resource) -> Resource {
        let cfg = self.scheduler.config();
        let max = self.scheduler.app(app).and_then(|a| a.queue).map(|q| cfg.queue(q).maximum_allocation);
        self.scheduler.normalize(&size, &max.unwrap_or(cfg.maximum_allocation))
    }

    fn stage(&self, app: AppId, request: Option<u32>) -> WaitStage {
        let run = &self.apps[app.index()];
        let def = &self.world.apps[app.index()];
        let rejection =
            request.filter(|&r| self.remaining(app, r) == 0).and_then(|r| run.requests[r as usize].rejection.as_ref());
        if let Some((code, reason)) = rejection {
            return WaitStage::Rejected { code: code.clone(), reason: reason.clone() };
        }
        match run.phase {
            AppPhase::NotSubmitted => return WaitStage::NotSubmitted { submit_ms: def.submit_ms },
            AppPhase::Rejected => return WaitStage::AppRejected,
            AppPhase::Finished | AppPhase::Failed => return WaitStage::AppEnded,
            AppPhase::Accepted => return WaitStage::AwaitingActivation,
            AppPhase::Activated if request.is_some() => return WaitStage::AwaitingAm,
            _ => {}
        }
        let Some(r) = request else {
            return if run.am_container.is_some() || def.am_resource.is_none() {
                WaitStage::Done
            } else {
                WaitStage::Waiting
            };
        };
        let rd = &def.requests[r as usize];
        let rr = &run.requests[r as usize];
        if !rr.sent {
            let start = run.started_ms.unwrap_or(self.now_ms);
            let at = start + rd.ask_ms.div_ceil(def.am_heartbeat_ms) * def.am_heartbeat_ms;
            return WaitStage::NotAskedYet { ask_at_ms: at };
        }
        if rr.allocated + rr.rejected >= rd.count {
            return match (&rr.rejection, rr.rejected) {
                (Some((code, reason)), n) if n > 0 => {
                    WaitStage::Rejected { code: code.clone(), reason: reason.clone() }
                }
                _ => WaitStage::Done,
            };
        }
        WaitStage::Waiting
    }

    /// Every reason request `request` of `app` is still waiting now (its stage says if it is not).
    pub fn why_waiting(&self, app: AppId, request: usize) -> Option<WhyWaiting> {
        let r = u32::try_from(request).ok()?;
        self.world.request(app, r)?;
        Some(self.why(app, Some(r)))
    }

    /// Why the AM container of `app` is not running yet.
    pub fn why_am_waiting(&self, app: AppId) -> Option<WhyWaiting> {
        self.world.app(app)?.am_resource?;
        Some(self.why(app, None))
    }

    fn why(&self, app: AppId, request: Option<u32>) -> WhyWaiting {
        let stage = self.stage(app, request);
        let def = &self.world.apps[app.index()];
        let handler = self.handler();
        let mut sentences = Vec::new();
        let remaining = match request {
            Some(r) => self.remaining(app, r),
            None => u32::from(def.am_resource.is_some() && self.apps[app.index()].am_container.is_none()),
        };
        match &stage {
            WaitStage::NotSubmitted { submit_ms } => {
                sentences.push(format!("{} is submitted at {submit_ms} ms", def.name))
            }
            WaitStage::AppRejected => sentences.push(format!("{} was rejected at submission", def.name)),
            WaitStage::AppEnded => sentences.push(format!("{} has ended", def.name)),
            WaitStage::AwaitingAm => sentences
                .push(format!("{} asks for containers once its AM runs; the AM container is still waiting", def.name)),
            WaitStage::NotAskedYet { ask_at_ms } => {
                sentences.push(format!("the AM sends this request with its allocate call at {ask_at_ms} ms"))
            }
            WaitStage::Rejected { code, reason } => sentences.push(format!("rejected ({code}): {reason}")),
            WaitStage::Done => sentences.push(String::from("nothing is waiting")),
            WaitStage::AwaitingActivation | WaitStage::Waiting => {}
        }
        // The scheduler's view: the request's own ask, or (before the app runs) its AM ask.
        let key = match (request, &stage) {
            (Some(r), WaitStage::Waiting) => {
                let rd = &def.requests[r as usize];
                let in_scheduler = !rd.scheduling || handler == Handler::Scheduler;
                in_scheduler.then_some(rd.key)
            }
            (_, WaitStage::AwaitingActivation | WaitStage::AwaitingAm) | (None, WaitStage::Waiting) => {
                def.am_resource.is_some().then_some(RequestKey::AM)
            }
            _ => None,
        };
        let scheduler = match key {
            Some(k) => self.scheduler.why_waiting(&self.topology, app, k, &self.check).unwrap_or_default(),
            None => Vec::new(),
        };
        sentences.extend(scheduler.iter().map(|w| self.name_nodes(w)));
        // The constraint over the live nodes.
        let mut constraint = None;
        let mut processor = None;
        if let (Some(r), WaitStage::Waiting) = (request, &stage) {
            let constrained = self.check.constraints.request(app, r).is_some_and(|c| c.effective.is_some());
            if constrained {
                let (mut checked, mut ok, mut example) = (0u32, 0u32, None);
                for node in self.topology.live_nodes() {
                    if !self.topology.node(node).is_schedulable() {
                        continue;
                    }
                    checked += 1;
                    if self.check.allows(&self.topology, app, r, node) {
                        ok += 1;
                    } else if example.is_none() {
                        example = Some(self.check.verdict(&self.topology, app, r, node).sentence);
                    }
                }
                sentences.push(format!("the placement constraint holds on {ok} of {checked} nodes now"));
                if let Some(e) = &example {
                    sentences.push(format!("for example, {e}"));
                }
                constraint = Some(ConstraintSummary { nodes_checked: checked, nodes_satisfying: ok, example });
            }
            if handler == Handler::PlacementProcessor && def.requests[r as usize].scheduling {
                let f = self.processor.in_flight(app, r);
                let retries = self.world.site.processor.retry_attempts;
                if !f.proposed.is_empty() {
                    let names: Vec<String> = f.proposed.iter().map(|n| self.topology.node(*n).name.clone()).collect();
                    sentences.push(format!(
                        "the placement-processor proposed {}; the scheduler commits at the AM's next allocate call",
                        names.join(", ")
                    ));
                }
                if f.retrying > 0 || f.unplaced > 0 {
                    sentences.push(format!(
                        "{} container(s) wait for placement attempt {} of {retries}",
                        f.retrying + f.unplaced,
                        f.attempt + 1
                    ));
                }
                if !f.blacklisted.is_empty() {
                    let names: Vec<String> =
                        f.blacklisted.iter().map(|n| self.topology.node(*n).name.clone()).collect();
                    sentences.push(format!("blacklisted for this retry: {}", names.join(", ")));
                }
                processor = Some(f);
            }
        }
        WhyWaiting {
            app,
            app_name: self.world.app_name(app),
            request,
            remaining,
            handler,
            stage,
            scheduler,
            constraint,
            processor,
            sentences,
        }
    }

    /// A scheduler reason in words, with node names instead of ids.
    fn name_nodes(&self, w: &WaitReason) -> String {
        match w {
            WaitReason::HoldsReservation { node, free, request } => format!(
                "holds a reservation on {}, which has {free} free of {request} needed",
                self.topology.nodes.get(node.index()).map(|n| n.name.as_str()).unwrap_or("?")
            ),
            WaitReason::BehindBlockedApp { app, request } => format!(
                "queued behind {}, whose request for {request} does not fit under the queue's maximum",
                self.world.app_name(*app)
            ),
            other => other.to_string(),
        }
    }

    /// Requests with containers still to place (of applications not yet submitted too), by application (AM
    /// first), then request order.
    pub fn pending_requests(&self) -> Vec<PendingRequest> {
        let mut out = Vec::new();
        for i in (0..self.apps.len()).filter(|&i| self.lists_pending(i)) {
            self.push_pending(i, &mut out, usize::MAX);
        }
        out
    }

    /// The first `limit` of the pending lane's requests, and how many there are in all: those of the submitted
    /// applications, then those of the applications not submitted yet (each part as
    /// [`pending_requests`](Self::pending_requests) orders it). The lane shows a few dozen cards; making every
    /// request's record (its application's name, tags, constraint and stage) on every frame cost a run of thousands
    /// of requests (a load simulator's trace brought in) most of its frame time.
    pub fn pending_requests_first(&self, limit: usize) -> (Vec<PendingRequest>, usize) {
        let listed = || (0..self.apps.len()).filter(|&i| self.lists_pending(i));
        let total = listed().map(|i| self.pending_count(i)).sum();
        let mut out = Vec::new();
        let (submitted, waiting): (Vec<usize>, Vec<usize>) =
            listed().partition(|&i| self.apps[i].phase != AppPhase::NotSubmitted);
        for i in submitted.into_iter().chain(waiting) {
            if out.len() >= limit {
                break;
            }
            self.push_pending(i, &mut out, limit);
        }
        (out, total)
    }

    /// Whether application `i`'s requests are listed as pending: it is live or not submitted yet (a user sees
    /// what will be asked, and its stage, `NotSubmitted { submit_ms }`, says why nothing happens yet).
    fn lists_pending(&self, i: usize) -> bool {
        let phase = self.apps[i].phase;
        phase.is_live() || phase == AppPhase::NotSubmitted
    }

    /// How many of application `i`'s requests are pending (its AM container counts as one).
    fn pending_count(&self, i: usize) -> usize {
        let (app, def, run) = (AppId(i as u32), &self.world.apps[i], &self.apps[i]);
        let am = usize::from(def.am_resource.is_some() && run.am_container.is_none());
        am + def.requests.iter().filter(|rd| self.remaining(app, rd.index) > 0).count()
    }

    /// Application `i`'s pending requests (AM first), pushed onto `out` until it holds `limit`.
    fn push_pending(&self, i: usize, out: &mut Vec<PendingRequest>, limit: usize) {
        let (app, def, run) = (AppId(i as u32), &self.world.apps[i], &self.apps[i]);
        if let (Some(am), None, true) = (def.am_resource, run.am_container, out.len() < limit) {
            out.push(PendingRequest {
                app,
                app_name: self.world.app_name(app),
                request: None,
                tags: Vec::new(),
                remaining: 1,
                count: 1,
                resource: am,
                constraint: String::new(),
                stage: self.stage(app, None),
            });
        }
        for rd in &def.requests {
            if out.len() >= limit {
                return;
            }
            let remaining = self.remaining(app, rd.index);
            if remaining == 0 {
                continue;
            }
            out.push(PendingRequest {
                app,
                app_name: self.world.app_name(app),
                request: Some(rd.index),
                tags: rd.tags.clone(),
                remaining,
                count: rd.count,
                resource: rd.size,
                constraint: rd.constraint_text.clone(),
                stage: self.stage(app, Some(rd.index)),
            });
        }
    }

    /// An estimate of the memory a clone of this state owns (what a checkpoint costs), in bytes. The world and,
    /// until it changes, the topology are shared and not counted.
    pub fn estimated_bytes(&self) -> usize {
        // The two container maps and the agenda say what their clones allocate; the rest is per entry, tree-held
        // entries with a share of B-tree node overhead (about 1.5× the entry).
        const BTREE: usize = 3;
        let containers = self.scheduler.containers().len();
        let nodes = self.topology.nodes.len();
        let maps = self.scheduler.containers().estimated_bytes() + self.containers.estimated_bytes();
        // A scheduler container's own heap (its user's name), and the node, app and tag-index sets that hold a
        // container id or a tag count per container and scope.
        let per_container = 48 + 3 * 16 * BTREE / 2 + 4 * 24;
        let per_node = size_of::<crate::scheduler::SchedulerNode>() + 3 * 48 + 2 * 8;
        let apps = self.apps.len() * (size_of::<super::AppRun>() + 4 * size_of::<super::RequestRun>() + 512);
        size_of::<SimState>()
            + maps
            + containers * per_container
            + nodes * per_node
            + self.queue.estimated_bytes()
            + self.dormant.as_ref().map_or(0, super::state::DormantBeats::estimated_bytes)
            + apps
    }
}

impl ContainerRun {
    /// Runs until its application finishes.
    pub fn runs_forever(&self) -> bool {
        self.ends_ms.is_none()
    }
}
