//! The simulator's event queue: what is due, in (time, class, sequence) order.
//!
//! Nearly every entry is a node heartbeat queued one interval after the one being processed, so it comes after
//! every heartbeat already queued: those go to the back of a FIFO in constant time. Everything else (one-shot
//! entries such as container ends, the monitor, a heartbeat of a node that joined, entries moved by a skip ahead)
//! goes to a binary heap (a container's end is queued and popped once each: a heap does both in a few comparisons,
//! where a B-tree moved its entries about). The earliest entry is the smaller of the two fronts, so the order is
//! exactly that of one ordered map.

use alloc::collections::{BinaryHeap, VecDeque};
use core::cmp::Reverse;

use super::state::Pending;

/// (time, class, sequence): unique, since the sequence number is.
pub(crate) type AgendaKey = (u64, u8, u64);

/// Entries due at instants of virtual time, earliest first.
#[derive(Clone, Debug, Default)]
pub(crate) struct Agenda {
    /// Heartbeats in increasing key order.
    heartbeats: VecDeque<(AgendaKey, Pending)>,
    /// Everything else, the earliest on top (keys are unique, so entries never compare by their `Pending`).
    others: BinaryHeap<Reverse<(AgendaKey, Pending)>>,
}

impl Agenda {
    pub(crate) fn insert(&mut self, key: AgendaKey, p: Pending) {
        if matches!(p, Pending::Heartbeat(_)) && self.heartbeats.back().is_none_or(|(last, _)| *last < key) {
            self.heartbeats.push_back((key, p));
        } else {
            self.others.push(Reverse((key, p)));
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.heartbeats.len() + self.others.len()
    }

    /// The earliest key, if anything is due.
    pub(crate) fn first_key(&self) -> Option<AgendaKey> {
        let h = self.heartbeats.front().map(|(k, _)| *k);
        let o = self.others.peek().map(|Reverse((k, _))| *k);
        match (h, o) {
            (Some(h), Some(o)) => Some(h.min(o)),
            (h, o) => h.or(o),
        }
    }

    /// Removes and returns the earliest entry.
    pub(crate) fn pop_first(&mut self) -> Option<(AgendaKey, Pending)> {
        let from_fifo = match (self.heartbeats.front(), self.others.peek()) {
            (Some((h, _)), Some(Reverse((o, _)))) => h < o,
            (Some(_), None) => true,
            (None, _) => false,
        };
        if from_fifo {
            self.heartbeats.pop_front()
        } else {
            self.others.pop().map(|Reverse(e)| e)
        }
    }

    /// The earliest entry that matches `f` among those that are not heartbeats of the FIFO (every one-shot entry
    /// and the monitor are there).
    pub(crate) fn first_other(&self, f: impl Fn(&Pending) -> bool) -> Option<AgendaKey> {
        self.others.iter().filter(|Reverse((_, p))| f(p)).map(|Reverse((k, _))| *k).min()
    }

    /// Takes every entry out, earliest first.
    pub(crate) fn drain(&mut self) -> impl Iterator<Item = (AgendaKey, Pending)> {
        let mut all: alloc::vec::Vec<(AgendaKey, Pending)> = core::mem::take(&mut self.heartbeats).into();
        all.extend(core::mem::take(&mut self.others).into_iter().map(|Reverse(e)| e));
        crate::sort::sort_by_key(&mut all, |(k, _)| *k);
        all.into_iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::topology::NodeId;

    #[test]
    fn pops_in_key_order_whatever_the_structure_holding_an_entry() {
        let mut a = Agenda::default();
        a.insert((10, 5, 1), Pending::Heartbeat(NodeId(0)));
        a.insert((20, 5, 2), Pending::Heartbeat(NodeId(1)));
        // A node that joins beats now: before heartbeats already queued, so it goes to the tree.
        a.insert((5, 5, 3), Pending::Heartbeat(NodeId(2)));
        a.insert((10, 6, 4), Pending::Monitor);
        a.insert((20, 5, 5), Pending::Heartbeat(NodeId(3)));
        assert_eq!(a.len(), 5);
        assert_eq!(a.first_key(), Some((5, 5, 3)));
        let order: alloc::vec::Vec<AgendaKey> = core::iter::from_fn(|| a.pop_first().map(|(k, _)| k)).collect();
        assert_eq!(order, [(5, 5, 3), (10, 5, 1), (10, 6, 4), (20, 5, 2), (20, 5, 5)]);
        assert_eq!(a.len(), 0);
    }
}
