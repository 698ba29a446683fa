//! The run's event log. A step at the frontier writes its events straight onto the log's tail, so each event is
//! written once: a list per step, gathered in a buffer and copied out at its exact size, wrote every event twice
//! and allocated once per step. The tail is a chunk of fixed capacity, and a step starts a new chunk when the
//! current one is nearly full, so the log never grows by reallocating (one growing list would copy the whole
//! log, tens of megabytes at 10,000 nodes, each time it doubled). [`StepLog`] reads it step by step.

use alloc::vec::Vec;
use core::ops::{Index, Range};

use super::Event;

/// Events per chunk (160 bytes each on x86-64: 80 KB, under glibc's threshold for a block of its own mapping).
const CHUNK_EVENTS: usize = 512;

/// A step starts a new chunk when fewer than this many events fit in the current one (a step at 10,000 nodes
/// holds about ten). A larger step still fits: its chunk grows.
const CHUNK_HEADROOM: usize = 64;

/// Where one step's events are: `chunks[chunk][events]`.
#[derive(Clone, Debug)]
struct StepSpan {
    chunk: usize,
    events: Range<usize>,
}

/// The events of every step recorded so far (kept when stepping back: replay reproduces them exactly).
#[derive(Clone, Debug, Default)]
pub(crate) struct EventLog {
    /// The steps' events, step after step; a step's events are all in one chunk.
    chunks: Vec<Vec<Event>>,
    /// `steps[i]`: step `i + 1`'s events.
    steps: Vec<StepSpan>,
}

impl EventLog {
    /// How many steps are recorded.
    pub(crate) fn len(&self) -> usize {
        self.steps.len()
    }

    /// The list the next step pushes its events onto (a new chunk if the current one is nearly full).
    pub(crate) fn tail(&mut self) -> &mut Vec<Event> {
        if self.chunks.last().is_none_or(|c| c.capacity() - c.len() < CHUNK_HEADROOM) {
            if let Some(full) = self.chunks.last_mut() {
                full.shrink_to_fit();
            }
            self.chunks.push(Vec::with_capacity(CHUNK_EVENTS));
        }
        let last = self.chunks.len() - 1;
        &mut self.chunks[last]
    }

    /// Records the events pushed onto [`tail`](Self::tail) from `start` on as the next step.
    pub(crate) fn end_step(&mut self, start: usize) {
        let chunk = self.chunks.len().saturating_sub(1);
        let end = self.chunks.last().map_or(0, Vec::len);
        self.steps.push(StepSpan { chunk, events: start..end });
    }

    /// The first `steps` recorded steps (at most all).
    pub(crate) fn first(&self, steps: usize) -> StepLog<'_> {
        StepLog { chunks: &self.chunks, steps: &self.steps }.first(steps)
    }
}

/// The events of the steps taken so far, step by step ([`super::Simulator::steps`]): `log[i]` is step `i + 1`'s
/// events.
#[derive(Clone, Copy, Debug)]
pub struct StepLog<'a> {
    chunks: &'a [Vec<Event>],
    steps: &'a [StepSpan],
}

impl<'a> StepLog<'a> {
    /// How many steps.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// No step taken.
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The events of step `i + 1`.
    #[inline]
    pub fn get(&self, i: usize) -> Option<&'a [Event]> {
        let span = self.steps.get(i)?;
        self.chunks.get(span.chunk)?.get(span.events.clone())
    }

    /// Each step's events, oldest first.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &'a [Event]> + ExactSizeIterator + 'a {
        let log = *self;
        (0..log.len()).map(move |i| log.get(i).unwrap_or_default())
    }

    /// All the steps' events, oldest first.
    pub fn events(&self) -> impl DoubleEndedIterator<Item = &'a Event> + 'a {
        self.iter().flatten()
    }

    /// The first `steps` steps (at most all).
    pub fn first(&self, steps: usize) -> StepLog<'a> {
        StepLog { chunks: self.chunks, steps: &self.steps[..steps.min(self.steps.len())] }
    }
}

/// Two logs are equal when they hold the same steps with the same events (however they are stored).
impl PartialEq for StepLog<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl Index<usize> for StepLog<'_> {
    type Output = [Event];

    fn index(&self, i: usize) -> &[Event] {
        match self.get(i) {
            Some(events) => events,
            None => panic!("step {} of {} recorded", i + 1, self.len()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(at_ms: u64) -> Event {
        Event::Stalled { at_ms, waiting_requests: 0 }
    }

    /// Steps of `sizes[i]` events each, numbered in order: chunk boundaries and a step larger than a chunk.
    fn log(sizes: &[usize]) -> EventLog {
        let mut log = EventLog::default();
        let mut next = 0;
        for &n in sizes {
            let tail = log.tail();
            let start = tail.len();
            tail.extend((next..next + n as u64).map(event));
            next += n as u64;
            log.end_step(start);
        }
        log
    }

    #[test]
    fn steps_read_back_in_order_across_chunks() {
        let sizes: Vec<usize> = (0..300).map(|i| [1, 10, 0, 3][i % 4]).chain([CHUNK_EVENTS * 3, 2]).collect();
        let log = log(&sizes);
        assert!(log.chunks.len() > 3, "{} chunks", log.chunks.len());
        let all = log.first(usize::MAX);
        assert_eq!(all.len(), sizes.len());
        let at: Vec<u64> = all.events().map(Event::at_ms).collect();
        assert_eq!(at, (0..sizes.iter().sum::<usize>() as u64).collect::<Vec<_>>());
        for (i, (step, n)) in all.iter().zip(&sizes).enumerate() {
            assert_eq!(step.len(), *n);
            assert_eq!(Some(step), all.get(i));
            assert_eq!(step, &all[i]);
        }
        assert_eq!(all.get(sizes.len()), None);
        assert_eq!(all.iter().next_back().map(<[Event]>::len), Some(2));
    }

    #[test]
    fn logs_are_equal_by_their_steps_whatever_their_chunks() {
        let (a, b) = (log(&[600, 1]), log(&[300, 300, 1]));
        assert_eq!(a.first(0), b.first(0));
        assert_ne!(a.first(1), b.first(1));
        assert_eq!(a.first(2).events().count(), b.first(3).events().count());
        assert_ne!(a.first(2), b.first(3));
        let (c, d) = (log(&[CHUNK_EVENTS - 10, 5, 5]), log(&[CHUNK_EVENTS - 10, 5, 5, 7]));
        assert_eq!(c.first(3), d.first(3), "a prefix");
        assert_eq!(d.first(3).len(), 3);
    }
}
