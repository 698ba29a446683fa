//! The pending lane: requests still waiting and why, and the requests YARN gave up on.

use spindle_core::handler::Handler;
use spindle_core::resource::Resource;
use spindle_core::scheduler::WaitReason;
use spindle_core::sim::{Event, Simulator, WaitStage};

use super::*;

/// The key tying a pending card to the chips of its request (`data-request`), so a placement can fly from the
/// card to its node: `"<app>-<request>"`, or `"<app>-am"` for the AM container.
pub fn request_key(app: u32, request: Option<usize>) -> String {
    match request {
        Some(q) => format!("{app}-{q}"),
        None => format!("{app}-am"),
    }
}

/// A request still waiting, as the pending lane shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct PendingView {
    pub app: u32,
    /// `None` for the application's AM container (it has no request to explain per node).
    pub request: Option<usize>,
    pub app_name: String,
    pub tags: Vec<String>,
    pub remaining: u32,
    pub count: u32,
    pub resource: Resource,
    /// The request's constraint in PlacementSpec syntax (empty when unconstrained).
    pub constraint: String,
    /// Why it waits, in the core's words (the most important reason), when something blocks it.
    pub waiting: Option<String>,
    /// YARN gave its containers up (returned them to the AM as rejected); `waiting` then says why.
    pub rejected: bool,
    /// The application is not submitted yet: it arrives at this virtual time and waits for nothing before then.
    pub arrives_ms: Option<u64>,
    pub colour: u16,
}

/// How many pending requests the lane shows as cards (and says how many more there are).
pub const LANE_CARDS: usize = 50;

/// How many pending requests get a "why it waits" line: every card, and each answer evaluates the request on
/// every node.
pub const EXPLAINED_PENDING: usize = LANE_CARDS;

/// While a cluster large enough for the canvas view plays, only the request served next says why it waits: each
/// answer evaluates the request on every node, and a dozen of them at 10,000 nodes took a sixth of every frame
/// (Chromium profile of the 10,000-node frame benchmark: `pending_views` 18 % of the main thread). A pause
/// explains them all again.
pub const EXPLAINED_WHILE_PLAYING_DENSE: usize = 1;

/// The lane's cards: the first [`LANE_CARDS`] requests with containers still to place, those of submitted
/// applications first, then those not submitted yet (each in the order the simulator serves them), and how many
/// there are in all; the first `explained` cards say why they wait (at most [`EXPLAINED_PENDING`]). Only the cards
/// shown are made: a load simulator's trace brought in has tens of thousands of requests. The colours come from
/// `words` (the cluster view's, for the same colouring) when given.
pub fn pending_views(
    sim: &Simulator,
    by: ColourBy,
    explained: usize,
    words: Option<&ChipWords>,
) -> (Vec<PendingView>, usize) {
    let st = sim.state();
    let fresh;
    let keys = match words {
        Some(w) => &w.keys,
        None => {
            fresh = colour_keys(sim, by);
            &fresh
        }
    };
    let (records, total) = st.pending_requests_first(LANE_CARDS);
    let out: Vec<PendingView> = records
        .into_iter()
        .enumerate()
        .map(|(i, r)| {
            let request = r.request.map(|q| q as usize);
            let rejected = matches!(r.stage, WaitStage::Rejected { .. });
            // Only a request that something blocks says so on its card (queue, user or AM limits, room,
            // constraint, rejection); one merely waiting for its turn at the next heartbeat does not.
            let waiting = (i < explained.min(EXPLAINED_PENDING)
                && matches!(r.stage, WaitStage::Waiting | WaitStage::Rejected { .. }))
            .then(|| match request {
                Some(q) => st.why_waiting(r.app, q),
                None => st.why_am_waiting(r.app),
            })
            .flatten()
            .filter(|w| {
                matches!(w.stage, WaitStage::Rejected { .. })
                    || w.scheduler.iter().any(|reason| !matches!(reason, WaitReason::WaitingForTurn { .. }))
            })
            .and_then(|w| w.sentences.into_iter().next());
            PendingView {
                app: r.app.0,
                request,
                app_name: r.app_name,
                tags: if request.is_none() { vec!["AM".to_string()] } else { r.tags },
                remaining: r.remaining,
                count: r.count,
                resource: r.resource,
                constraint: r.constraint,
                waiting,
                rejected,
                arrives_ms: match r.stage {
                    WaitStage::NotSubmitted { submit_ms } => Some(submit_ms),
                    _ => None,
                },
                colour: keys.of(r.app.index(), request.unwrap_or(0)),
            }
        })
        .collect();
    (out, total)
}

/// Containers of a request that YARN gave up on (returned to the AM as rejected), with YARN's reason.
#[derive(Clone, Debug, PartialEq)]
pub struct RejectedView {
    pub app: u32,
    pub request: u32,
    pub app_name: String,
    pub count: u32,
    /// The handler that rejected them, YARN's `RejectionReason` or exception class, and its message.
    pub handler: Handler,
    pub code: String,
    pub reason: String,
}

/// The latest `limit` rejections of the run so far, newest first: a rejected request leaves the pending lane, and
/// the lane says why it went.
pub fn rejected_views(sim: &Simulator, limit: usize) -> Vec<RejectedView> {
    RejectedCache::default().rejected_views(sim, limit, 0)
}

/// The latest rejections as of the step last asked about, so that a frame reads only the steps taken since
/// instead of walking the whole event log back (9 % of every frame near the end of the 10,000-node run, in
/// Chromium's profile of the frame benchmark, for a lane that usually has no rejection to show).
#[derive(Default)]
pub struct RejectedCache {
    /// The run (the caller's count of scenario versions) and limit they were found for.
    basis: Option<(u64, usize)>,
    /// How many steps were read.
    read: usize,
    /// Newest first, at most the limit.
    latest: Vec<RejectedView>,
}

impl RejectedCache {
    /// [`rejected_views`], reading only the steps taken since the previous call for the same `run` (a move back
    /// reads the run again).
    pub fn rejected_views(&mut self, sim: &Simulator, limit: usize, run: u64) -> Vec<RejectedView> {
        let steps = sim.steps();
        if self.basis != Some((run, limit)) || steps.len() < self.read {
            *self = RejectedCache { basis: Some((run, limit)), read: 0, latest: Vec::new() };
        }
        let mut latest: Vec<RejectedView> = steps
            .iter()
            .skip(self.read)
            .rev()
            .flat_map(|events| events.iter().rev())
            .filter_map(|e| match e {
                Event::RequestRejected { app, app_name, request, count, handler, code, reason, .. } => {
                    Some(RejectedView {
                        app: app.0,
                        request: *request,
                        app_name: app_name.to_string(),
                        count: *count,
                        handler: *handler,
                        code: code.clone(),
                        reason: reason.clone(),
                    })
                }
                _ => None,
            })
            .take(limit)
            .collect();
        latest.append(&mut self.latest);
        latest.truncate(limit);
        (self.read, self.latest) = (steps.len(), latest);
        self.latest.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view_model::fixtures::*;

    use spindle_core::sim::Simulator;

    #[test]
    fn a_request_rejected_under_the_disabled_handler_says_why() {
        let (mut s, _) = zk();
        s.yarn_site.insert(spindle_core::handler::HANDLER_KEY.into(), "disabled".into());
        let mut sim = Simulator::new(&s).unwrap();
        sim.run(10);
        let r = rejected_views(&sim, 3);
        assert_eq!(r.len(), 1);
        assert_eq!((r[0].count, r[0].handler), (3, Handler::Disabled));
        assert!(r[0].reason.contains("cannot handle placement constraints"), "{}", r[0].reason);
    }

    #[test]
    fn rejections_read_step_by_step_equal_the_whole_log_read_at_once() {
        let (mut s, _) = zk();
        s.yarn_site.insert(spindle_core::handler::HANDLER_KEY.into(), "disabled".into());
        let again = s.applications[0].requests[0].clone();
        s.applications[0].requests.push(again);
        let mut sim = Simulator::new(&s).unwrap();
        let mut cache = RejectedCache::default();
        for i in 0..12 {
            if i == 5 {
                sim.step_back();
            } else {
                sim.step();
            }
            assert_eq!(cache.rejected_views(&sim, 1, 3), rejected_views(&sim, 1), "step {}", sim.step_index());
        }
        assert_eq!(rejected_views(&sim, 3).len(), 2, "both requests were rejected");
    }

    #[test]
    fn an_application_not_submitted_yet_arrives_later_and_does_not_wait() {
        let mut s = zk().0;
        s.applications[0].submit_ms = 10_000;
        let sim = Simulator::new(&s).unwrap();
        let (p, total) = pending_views(&sim, ColourBy::App, EXPLAINED_PENDING, None);
        assert!(!p.is_empty());
        assert_eq!(total, p.len());
        for r in &p {
            assert_eq!(r.arrives_ms, Some(10_000), "{r:?}");
            assert_eq!(r.waiting, None, "{r:?}");
        }
    }

    #[test]
    fn pending_requests_say_why_they_wait() {
        let mut s = zk().0;
        s.applications[0].requests[0].count = 7;
        let mut sim = Simulator::new(&s).unwrap();
        sim.run(10);
        let (p, _) = pending_views(&sim, ColourBy::App, EXPLAINED_PENDING, None);
        assert_eq!(p[0].remaining, 1);
        assert_eq!(p[0].waiting.as_deref(), Some("placement constraint fails on all 6 nodes large enough"));
        assert_eq!(
            pending_views(&sim, ColourBy::App, 0, None).0[0].waiting,
            None,
            "only the first `explained` say why"
        );
        let (total, events) = event_views(&sim, 2);
        assert_eq!(total, 9, "submitted, activated, six placements, stalled");
        assert_eq!(events.len(), 2);
        assert!(events[0].good, "{events:?}");
        assert!(!events[1].good, "the run ends stalled: {events:?}");
    }
}
