//! The simulator's event queue: what is due, in (time, class, sequence) order.
//!
//! Most entries are queued a fixed delay after the instant being processed: a node's next heartbeat one interval
//! later, a container's end its request's duration later. Entries of one class queued with one delay (a *lane*)
//! therefore come in increasing key order, so each lane is kept as a run: a FIFO in key order, pushed at its back
//! and popped at its front in constant time. Runs are short to walk and stay in cache, where one heap or tree
//! over a hundred thousand container ends missed the cache on every pop. An entry its lane's run cannot take in
//! order, or whose lane finds no run when there are [`MAX_RUNS`] already (rare: a joining node's first beat,
//! entries moved by a skip ahead, many one-off delays at once), goes to a B-tree. The earliest entry is the
//! smallest of the fronts, so the order is exactly that of one ordered map.

use alloc::collections::{BTreeMap, VecDeque};
use alloc::vec::Vec;

use super::state::Pending;

/// (time, class, sequence): unique, since the sequence number is.
pub(crate) type AgendaKey = (u64, u8, u64);

/// Runs kept at most (one per lane holding entries: heartbeats, each request duration, AM calls, the monitor).
const MAX_RUNS: usize = 16;

/// Entries due at instants of virtual time, earliest first.
#[derive(Clone, Debug, Default)]
pub(crate) struct Agenda {
    /// The lane of each run: its entries' class and the delay they were queued with.
    lanes: Vec<(u8, u64)>,
    /// The key at the front of each run (what finding the earliest entry reads, side by side).
    fronts: Vec<AgendaKey>,
    /// The runs of the lanes, each in increasing key order. A run that empties keeps its lane and its buffer (a
    /// lane's run empties and fills again all the time), and goes to another lane when one needs a run and
    /// there are [`MAX_RUNS`] already; its front is then [`EMPTY`].
    runs: Vec<VecDeque<RunEntry>>,
    /// Entries no run could take in order.
    others: BTreeMap<AgendaKey, Pending>,
    /// How many of `others` are of each class (what [`Agenda::pause`] asks: a lane is paused only when its run
    /// holds every entry of its class).
    others_by_class: [u32; CLASSES],
    /// `Some((i, bound))`: run `i` holds the earliest entries, as long as its front is below `bound` (every other
    /// run's front and the tree's first key are at or above it). Heartbeats due at one instant are popped one
    /// after the other from their run without comparing the fronts again.
    leader: Option<(usize, AgendaKey)>,
    /// The run [`pause`](Agenda::pause) emptied, kept for its lane until [`resume`](Agenda::resume): no other lane
    /// takes it over meanwhile, so the paused entries go back as a whole instead of one by one (which, with every
    /// run taken, put 10,000 heartbeats into the tree).
    paused: Option<usize>,
}

/// An entry of a run: its key's class is the run's lane's, and its [`Pending`] is the id it carries
/// ([`Pending::payload`]), so an entry takes 24 bytes where (key, `Pending`) took 40. The heartbeats' run holds
/// every node, and at 10,000 nodes each entry is out of the cache by the time it is popped again: a smaller entry
/// is fewer lines missed per heartbeat.
#[derive(Clone, Copy, Debug)]
struct RunEntry {
    at: u64,
    seq: u64,
    payload: u64,
}

impl RunEntry {
    fn key(&self, class: u8) -> AgendaKey {
        (self.at, class, self.seq)
    }

    fn pending(&self, class: u8) -> Pending {
        Pending::from_parts(class, self.payload)
    }
}

/// The classes of [`Pending`] ([`Pending::class`]).
const CLASSES: usize = 7;

/// The front of an empty run: after every key (no entry is due at the end of time).
const EMPTY: AgendaKey = (u64::MAX, u8::MAX, u64::MAX);

/// Where the earliest entry is.
#[derive(Clone, Copy)]
enum Front {
    Run(usize),
    Other,
}

impl Agenda {
    /// Queues `p` at `key`, in the run of `lane` (the delay it was queued with) if that keeps the run in order.
    pub(crate) fn insert(&mut self, key: AgendaKey, lane: u64, p: Pending) {
        let lane = (key.1, lane);
        // A heartbeat queues the next one in its own lane, which is usually the leading run.
        let run = match self.leader {
            Some((i, _)) if self.lanes[i] == lane => Some(i),
            _ => self.lanes.iter().position(|l| *l == lane),
        };
        // With no run for the lane, a new one, or an empty one taken over.
        let run = run.or_else(|| {
            if self.runs.len() < MAX_RUNS {
                self.lanes.push(lane);
                self.fronts.push(EMPTY);
                self.runs.push(VecDeque::new());
                return Some(self.runs.len() - 1);
            }
            let paused = self.paused;
            let i = self.fronts.iter().enumerate().position(|(j, f)| *f == EMPTY && Some(j) != paused)?;
            self.lanes[i] = lane;
            Some(i)
        });
        let into = match run {
            Some(i) if self.runs[i].back().is_none_or(|last| last.key(key.1) < key) => {
                if self.runs[i].is_empty() {
                    self.fronts[i] = key;
                }
                self.runs[i].push_back(RunEntry { at: key.0, seq: key.2, payload: p.payload() });
                Some(i)
            }
            _ => {
                if self.others.insert(key, p).is_none() {
                    self.others_by_class[usize::from(key.1) % CLASSES] += 1;
                }
                None
            }
        };
        // An entry anywhere but at the back of the leading run may come before the leader's bound.
        if let Some((leader, bound)) = &mut self.leader {
            if into != Some(*leader) && key < *bound {
                *bound = key;
            }
        }
    }

    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.runs.iter().map(VecDeque::len).sum::<usize>() + self.others.len()
    }

    /// How many entries of `class` are in the tree rather than in a run.
    #[cfg(test)]
    pub(crate) fn in_tree(&self, class: u8) -> u32 {
        self.others_by_class[usize::from(class) % CLASSES]
    }

    /// About the bytes a clone allocates (what a checkpoint of the agenda costs): the lanes, the fronts, each
    /// run's entries, and the tree of the others with a share of its nodes' overhead (about 1.5× the entry).
    pub(crate) fn estimated_bytes(&self) -> usize {
        use core::mem::size_of;
        let runs: usize =
            self.runs.iter().map(|r| size_of::<VecDeque<RunEntry>>() + r.len() * size_of::<RunEntry>()).sum();
        self.lanes.len() * size_of::<(u8, u64)>()
            + self.fronts.len() * size_of::<AgendaKey>()
            + runs
            + self.others.len() * size_of::<(AgendaKey, Pending)>() * 3 / 2
    }

    /// The earliest key and where it is; also the earliest key elsewhere (the leader's bound).
    fn front(&self) -> Option<(AgendaKey, Front, Option<AgendaKey>)> {
        let mut first = self.others.first_key_value().map(|(k, _)| (*k, Front::Other));
        let mut second: Option<AgendaKey> = None;
        for (i, k) in self.fronts.iter().enumerate().filter(|(_, k)| **k != EMPTY) {
            match first {
                Some((f, _)) if *k > f => {
                    if second.is_none_or(|s| *k < s) {
                        second = Some(*k);
                    }
                }
                _ => {
                    second = first.map(|(f, _)| f);
                    first = Some((*k, Front::Run(i)));
                }
            }
        }
        first.map(|(k, at)| (k, at, second))
    }

    /// The earliest key, if anything is due.
    pub(crate) fn first_key(&self) -> Option<AgendaKey> {
        if let Some((i, bound)) = self.leader {
            if self.fronts[i] < bound {
                return Some(self.fronts[i]);
            }
        }
        self.front().map(|(k, _, _)| k)
    }

    /// Removes and returns the earliest entry if it is due at `t`.
    pub(crate) fn pop_at(&mut self, t: u64) -> Option<(AgendaKey, Pending)> {
        let (key, front) = match self.leader {
            Some((i, bound)) if self.fronts[i] < bound => (self.fronts[i], Front::Run(i)),
            _ => {
                let (key, front, second) = self.front()?;
                self.leader = match front {
                    Front::Run(i) => Some((i, second.unwrap_or((u64::MAX, u8::MAX, u64::MAX)))),
                    Front::Other => None,
                };
                (key, front)
            }
        };
        if key.0 != t {
            return None;
        }
        match front {
            Front::Run(i) => {
                let class = self.lanes[i].0;
                let entry = self.runs[i].pop_front();
                self.fronts[i] = self.runs[i].front().map_or(EMPTY, |next| next.key(class));
                entry.map(|e| (e.key(class), e.pending(class)))
            }
            Front::Other => {
                let popped = self.others.pop_first();
                if let Some((k, _)) = popped {
                    self.others_by_class[usize::from(k.1) % CLASSES] -= 1;
                }
                popped
            }
        }
    }

    /// The earliest key of an entry that matches `f`.
    pub(crate) fn first_matching(&self, f: impl Fn(&Pending) -> bool) -> Option<AgendaKey> {
        let in_runs = self
            .lanes
            .iter()
            .zip(&self.runs)
            .filter_map(|(&(class, _), r)| r.iter().find(|e| f(&e.pending(class))).map(|e| e.key(class)));
        let in_others = self.others.iter().find(|(_, p)| f(p)).map(|(k, _)| *k);
        in_runs.chain(in_others).min()
    }

    /// Takes every entry out, in no particular order (the caller re-keys them and sorts), each with the delay of
    /// the lane it was queued in (`None` for an entry of the tree, whose lane is not kept).
    pub(crate) fn drain(&mut self) -> impl Iterator<Item = (AgendaKey, Option<u64>, Pending)> {
        self.fronts.clear();
        self.leader = None;
        self.others_by_class = [0; CLASSES];
        let (lanes, runs, others) =
            (core::mem::take(&mut self.lanes), core::mem::take(&mut self.runs), core::mem::take(&mut self.others));
        let in_runs = lanes.into_iter().zip(runs).flat_map(|((class, delay), run)| {
            run.into_iter().map(move |e| (e.key(class), Some(delay), e.pending(class)))
        });
        in_runs.chain(others.into_iter().map(|(k, p)| (k, None, p)))
    }

    /// Takes out the run of the lane (`class`, `delay`) if it holds every entry of `class` (none in the tree or
    /// in another lane's run), and something. The agenda then pops as if those entries were not there, until
    /// [`resume`](Self::resume) puts them back.
    pub(crate) fn pause(&mut self, class: u8, delay: u64) -> Option<PausedRun> {
        if self.others_by_class[usize::from(class) % CLASSES] != 0 {
            return None;
        }
        let lane = (class, delay);
        let mut found = None;
        for (i, (l, run)) in self.lanes.iter().zip(&self.runs).enumerate() {
            if run.is_empty() || l.0 != class {
                continue;
            }
            if *l != lane || found.is_some() {
                return None;
            }
            found = Some(i);
        }
        let i = found?;
        self.fronts[i] = EMPTY;
        self.leader = None;
        self.paused = Some(i);
        Some(PausedRun { lane, entries: core::mem::take(&mut self.runs[i]) })
    }

    /// Puts back a run [`pause`](Self::pause) took out (its entries moved on by [`PausedRun::catch_up`]): as its
    /// lane's run again when the run is still free, entry by entry otherwise.
    pub(crate) fn resume(&mut self, paused: PausedRun) {
        let PausedRun { lane, entries } = paused;
        self.leader = None;
        self.paused = None;
        let free = self.lanes.iter().zip(&self.runs).position(|(l, r)| *l == lane && r.is_empty());
        match (free, entries.front()) {
            (Some(i), Some(first)) => {
                self.fronts[i] = first.key(lane.0);
                self.runs[i] = entries;
            }
            _ => {
                for e in entries {
                    self.insert(e.key(lane.0), lane.1, e.pending(lane.0));
                }
            }
        }
    }
}

/// A lane's run while [`Agenda::pause`] holds it out of the agenda: the node heartbeats while no heartbeat can do
/// anything (`SimState`'s dormant beats). Each entry stands for its node's beats from its key on, one per lane
/// delay, none of which has been processed.
#[derive(Clone, Debug)]
pub(crate) struct PausedRun {
    lane: (u8, u64),
    entries: VecDeque<RunEntry>,
}

impl PausedRun {
    /// About the bytes a clone allocates (as [`Agenda::estimated_bytes`]).
    pub(crate) fn estimated_bytes(&self) -> usize {
        core::mem::size_of::<PausedRun>() + self.entries.len() * core::mem::size_of::<RunEntry>()
    }

    /// Moves every entry due before `until` on to its first beat at or after `until`, as processing each beat
    /// would have (a beat queues the next one a lane's delay later, with the next sequence number taken from
    /// `seq` in the order the beats came). `ends` says whether the entry's chain ends at its next beat (a removed
    /// node's beat queues none), `horizon` is the last instant anything is queued at. Returns how many beats fell
    /// after `since` and before `until`: the beats the simulator would have counted idle since its last decision.
    pub(crate) fn catch_up(
        &mut self,
        since: u64,
        until: u64,
        horizon: u64,
        ends: impl Fn(&Pending) -> bool,
        seq: &mut u64,
    ) -> u64 {
        let (class, interval) = self.lane;
        let interval = interval.max(1);
        // Beats at `at + k * interval`, k >= 0, before `x` (exclusive) / at or before `x` (inclusive).
        let before = |at: u64, x: u64| if at < x { (x - 1 - at) / interval + 1 } else { 0 };
        let through = |at: u64, x: u64| if at <= x { (x - at) / interval + 1 } else { 0 };
        let mut idle = 0u64;
        let mut moved: Vec<RunEntry> = Vec::new();
        // The run is in key order, so the entries due before `until` are a prefix of it.
        while let Some(e) = self.entries.front().copied().filter(|e| e.at < until) {
            self.entries.pop_front();
            // A chain that ends stops at its first beat (due before `until`, so passed).
            let last = ends(&e.pending(class));
            let passed = if last { 1 } else { before(e.at, until) };
            idle += passed - through(e.at, since).min(passed);
            let at = e.at.saturating_add(passed.saturating_mul(interval));
            if last || at > horizon {
                continue;
            }
            *seq += 1;
            moved.push(RunEntry { at, seq: *seq, payload: e.payload });
        }
        // Moved entries with one original key keep their order (their new sequence numbers rise with it); by
        // time they follow the rest, which are all due before a beat moved on (each node's next beat lies
        // within one delay of the last instant processed). Sorted in full should that ever not hold.
        crate::sort::sort_by_key(&mut moved, |e| (e.at, e.seq));
        let in_order = match (self.entries.back(), moved.first()) {
            (Some(last), Some(first)) => (last.at, last.seq) < (first.at, first.seq),
            _ => true,
        };
        self.entries.extend(moved);
        if !in_order {
            crate::sort::sort_by_key(self.entries.make_contiguous(), |e| (e.at, e.seq));
        }
        idle
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::ContainerId;
    use crate::topology::NodeId;

    fn pop_all(a: &mut Agenda) -> alloc::vec::Vec<AgendaKey> {
        core::iter::from_fn(|| a.first_key().and_then(|k| a.pop_at(k.0)).map(|(k, _)| k)).collect()
    }

    #[test]
    fn pops_in_key_order_whatever_the_structure_holding_an_entry() {
        let mut a = Agenda::default();
        a.insert((10, 5, 1), 10, Pending::Heartbeat(NodeId(0)));
        a.insert((20, 5, 2), 10, Pending::Heartbeat(NodeId(1)));
        // A node that joins beats now: before heartbeats already queued, so its lane's run cannot take it.
        a.insert((5, 5, 3), 10, Pending::Heartbeat(NodeId(2)));
        a.insert((10, 6, 4), 10, Pending::Monitor);
        a.insert((20, 5, 5), 10, Pending::Heartbeat(NodeId(3)));
        assert_eq!(a.len(), 5);
        assert_eq!(a.others.len(), 1);
        assert_eq!(a.first_key(), Some((5, 5, 3)));
        assert!(a.pop_at(4).is_none(), "nothing is due at 4");
        assert_eq!(pop_all(&mut a), [(5, 5, 3), (10, 5, 1), (10, 6, 4), (20, 5, 2), (20, 5, 5)]);
        assert_eq!(a.len(), 0);
        assert!(a.fronts.iter().all(|f| *f == EMPTY), "emptied runs are kept, empty");
        // An emptied run takes its lane's entries again, or another lane's once every run is in use.
        a.insert((30, 5, 6), 10, Pending::Heartbeat(NodeId(0)));
        assert_eq!(a.first_key(), Some((30, 5, 6)));
    }

    #[test]
    fn a_run_gives_back_the_entry_it_took() {
        use crate::ids::{AppId, ContainerId};
        let all = [
            Pending::Change(u32::MAX),
            Pending::ContainerEnd(ContainerId(u64::MAX - 1)),
            Pending::AppEnd(AppId(7)),
            Pending::Submit(AppId(u32::MAX)),
            Pending::AmAllocate(AppId(0)),
            Pending::Heartbeat(NodeId(9_999)),
            Pending::Monitor,
        ];
        let mut a = Agenda::default();
        for (seq, p) in all.iter().enumerate() {
            a.insert((10, p.class(), seq as u64), 10, *p);
        }
        assert_eq!(a.others.len(), 0, "every entry in a run");
        let popped: Vec<Pending> = core::iter::from_fn(|| a.pop_at(10).map(|(_, p)| p)).collect();
        assert_eq!(popped, all);
    }

    /// Catching a paused heartbeat run up to an instant gives the entries, in the order, and the count of beats
    /// that popping each beat and queueing the next one a delay later gives, for every instant up to three delays
    /// on, beats of several nodes at one instant, a node whose beats end, and entries of other classes around.
    #[test]
    fn a_paused_run_caught_up_is_the_beats_processed_one_by_one() {
        const INTERVAL: u64 = 10;
        let heartbeat = |n: u32| Pending::Heartbeat(NodeId(n));
        // Node 3's beats end at its next one (a removed node's); nodes 1 and 2 beat at one instant.
        let ends = |p: &Pending| matches!(p, Pending::Heartbeat(NodeId(3)));
        let fill = |a: &mut Agenda, seq: &mut u64| {
            for (at, node) in [(11, 0), (13, 1), (13, 2), (16, 3), (20, 4)] {
                *seq += 1;
                a.insert((at, 5, *seq), INTERVAL, heartbeat(node));
            }
            *seq += 1;
            a.insert((25, 1, *seq), 25, Pending::ContainerEnd(crate::ids::ContainerId(7)));
            *seq += 1;
            a.insert((30, 6, *seq), 30, Pending::Monitor);
        };
        let order = |a: &mut Agenda| -> Vec<(u64, u8, u64)> {
            core::iter::from_fn(|| a.first_key().and_then(|k| a.pop_at(k.0)))
                .map(|(k, p)| (k.0, k.1, p.payload()))
                .take(40)
                .collect()
        };
        for since in [10u64, 13, 20] {
            for until in since + 1..=45 {
                // One by one: every heartbeat due before `until` popped, counted after `since`, queued again.
                let (mut naive, mut seq) = (Agenda::default(), 0);
                fill(&mut naive, &mut seq);
                let mut others = Vec::new();
                let mut idle = 0;
                while let Some(k) = naive.first_key().filter(|k| k.0 < until) {
                    let (key, p) = naive.pop_at(k.0).unwrap();
                    if !matches!(p, Pending::Heartbeat(_)) {
                        others.push((key, p));
                        continue;
                    }
                    if key.0 > since {
                        idle += 1;
                    }
                    if !ends(&p) {
                        seq += 1;
                        naive.insert((key.0 + INTERVAL, 5, seq), INTERVAL, p);
                    }
                }
                for (k, p) in others {
                    naive.insert(k, k.0, p);
                }
                // Paused, caught up, resumed.
                let (mut paused, mut seq) = (Agenda::default(), 0);
                fill(&mut paused, &mut seq);
                let mut run = paused.pause(5, INTERVAL).expect("every heartbeat in its lane's run");
                assert_eq!(paused.first_key().map(|k| k.1), Some(1), "the heartbeats are out");
                let counted = run.catch_up(since, until, u64::MAX, ends, &mut seq);
                paused.resume(run);
                assert_eq!(counted, idle, "since {since}, until {until}");
                assert_eq!(order(&mut paused), order(&mut naive), "since {since}, until {until}");
            }
        }
    }

    #[test]
    fn a_lane_is_paused_only_when_its_run_holds_its_whole_class() {
        let mut a = Agenda::default();
        a.insert((10, 5, 1), 10, Pending::Heartbeat(NodeId(0)));
        a.insert((5, 5, 2), 10, Pending::Heartbeat(NodeId(1)));
        assert_eq!(a.others_by_class[5], 1);
        assert!(a.pause(5, 10).is_none(), "a heartbeat in the tree");
        assert_eq!(a.pop_at(5).map(|(k, _)| k), Some((5, 5, 2)));
        assert_eq!(a.others_by_class[5], 0);
        // A heartbeat moved by a skip ahead is queued in another lane.
        a.insert((12, 5, 3), 2, Pending::Heartbeat(NodeId(1)));
        assert!(a.pause(5, 10).is_none(), "a heartbeat in another lane's run");
        assert_eq!(a.pop_at(10).map(|(k, _)| k), Some((10, 5, 1)));
        assert!(a.pause(5, 10).is_none(), "nothing in the lane's run");
        a.insert((20, 5, 4), 10, Pending::Heartbeat(NodeId(0)));
        assert_eq!(a.pop_at(12).map(|(k, _)| k), Some((12, 5, 3)));
        let run = a.pause(5, 10).expect("the lane's run holds the class");
        assert_eq!(a.first_key(), None);
        a.resume(run);
        assert_eq!(pop_all(&mut a), [(20, 5, 4)]);
    }

    #[test]
    fn a_paused_run_keeps_its_place_when_more_lanes_come() {
        let mut a = Agenda::default();
        for n in 0..100u32 {
            a.insert((u64::from(n), 5, u64::from(n)), 1000, Pending::Heartbeat(NodeId(n)));
        }
        let run = a.pause(5, 1000).expect("every heartbeat in its lane's run");
        // More lanes than runs come meanwhile, and stay: each takes a run until none is left, the paused one
        // excepted (the last goes to the tree).
        let lanes = MAX_RUNS as u64;
        for i in 0..lanes {
            a.insert((200 + i, 1, 1000 + i), 7 + i, Pending::ContainerEnd(ContainerId(i)));
        }
        assert_eq!(a.runs.len(), MAX_RUNS);
        assert_eq!(a.in_tree(1), 1);
        a.resume(run);
        assert_eq!(a.in_tree(5), 0, "the heartbeats went back as their lane's run, not into the tree");
        let keys = pop_all(&mut a);
        assert_eq!(keys.len(), 100 + lanes as usize);
        assert!(keys.is_sorted());
    }

    #[test]
    fn entries_of_more_lanes_than_runs_go_to_the_tree() {
        let mut a = Agenda::default();
        let n = MAX_RUNS as u64 + 5;
        for i in 0..n {
            a.insert((100 - i, 1, i), 100 - i, Pending::Monitor);
        }
        assert_eq!(a.runs.len(), MAX_RUNS);
        assert_eq!(a.others.len(), 5);
        assert_eq!(a.first_matching(|p| matches!(p, Pending::Monitor)), Some((100 - (n - 1), 1, n - 1)));
        let order = pop_all(&mut a);
        assert!(order.is_sorted());
        assert_eq!(order.len(), n as usize);
        // Every run is empty now: a new lane takes one over instead of going to the tree.
        a.insert((200, 1, 100), 7, Pending::Monitor);
        assert_eq!((a.runs.len(), a.others.len()), (MAX_RUNS, 0));
        assert_eq!(pop_all(&mut a), [(200, 1, 100)]);
    }
}
