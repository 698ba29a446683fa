//! How much of a frame playback may spend taking decisions.

/// Time per animation frame for taking decisions while playing: it starts here and adapts (see
/// [`Pacer::after_frame`]), so that decisions plus drawing fit a frame and the tab never freezes.
pub const FRAME_BUDGET_MS: f64 = 8.0;
/// Frames further apart than this were missed (60 Hz frames are 16.7 ms apart).
const MISSED_FRAME_MS: f64 = 21.0;
/// A frame whose callback starts this long after the frame began found the main thread still busy with the
/// frames before it.
const LATE_FRAME_MS: f64 = 4.0;

/// How long a frame may spend taking decisions while playing. Drawing 2,000 nodes costs a few milliseconds that
/// vary with the cluster and the machine, so the budget adapts to missed frames: a missed frame cuts it and
/// lowers the ceiling it may grow back to (multiplicative decrease); frames that keep up let it grow slowly
/// (additive increase) and raise the ceiling more slowly still, so overruns stay rare.
///
/// A late frame cuts the budget too, by less and without lowering the ceiling. When decisions plus drawing take a
/// little more than a frame, the browser still starts each frame 16.7 ms after the last, but its callback runs
/// later each time, until the backlog reaches a whole frame and one is dropped: lateness shows the overrun before
/// the drop, and cutting there keeps the frame. The ceiling stays, because lateness also comes from work the
/// budget does not hold (the first frame after Play re-renders the page), and a ceiling lowered for it would hold
/// playback back for hundreds of frames.
///
/// A frame missed or late after a long step is not held against the budget either. Decisions stop only between
/// steps, so one long step (a checkpoint copied for step-back, megabytes at 10,000 nodes; the first step after
/// Play, while the browser compiles the step path's wasm) carries the frame's decisions past their budget whatever
/// the budget is, and a smaller budget would not have kept that frame. Counting such frames as missed held a
/// 10,000-node run's budget near 2 ms of a 16.7 ms frame from its first frames on, with the view idle for the rest
/// (docs/benchmarks.md, "Long steps and the pacer").
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pacer {
    pub budget: f64,
    ceiling: f64,
    /// One of the last frame's steps took longer than [`LONG_STEP_MS`].
    overran: bool,
}

/// A step this long is not an ordinary decision: a step at 10,000 nodes takes about 0.05 ms, and the longest
/// ordinary ones well under a millisecond.
const LONG_STEP_MS: f64 = 2.0;

impl Default for Pacer {
    fn default() -> Pacer {
        Pacer { budget: FRAME_BUDGET_MS, ceiling: FRAME_BUDGET_MS, overran: false }
    }
}

impl Pacer {
    /// After a frame's decisions, the longest of which took `longest_ms`.
    pub fn after_decisions(self, longest_ms: f64) -> Pacer {
        Pacer { overran: longest_ms > LONG_STEP_MS, ..self }
    }

    /// After a frame that began `elapsed_ms` after the previous one, and whose callback started `late_ms` after it
    /// began.
    pub fn after_frame(self, elapsed_ms: f64, late_ms: f64) -> Pacer {
        let on_time = elapsed_ms <= MISSED_FRAME_MS && late_ms <= LATE_FRAME_MS;
        if self.overran && !on_time {
            return Pacer { overran: false, ..self };
        }
        if elapsed_ms > MISSED_FRAME_MS {
            Pacer { budget: (self.budget * 0.5).max(1.0), ceiling: (self.budget * 0.75).max(1.0), overran: false }
        } else if late_ms > LATE_FRAME_MS {
            Pacer { budget: (self.budget * 0.75).max(1.0), ..self }
        } else {
            Pacer {
                budget: (self.budget + 0.25).min(self.ceiling),
                ceiling: (self.ceiling + 0.01).min(FRAME_BUDGET_MS),
                overran: false,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pacer_backs_off_after_missed_frames_and_recovers_slowly() {
        let mut p = Pacer::default();
        p = p.after_frame(33.0, 0.0);
        assert!(p.budget <= FRAME_BUDGET_MS * 0.5);
        for _ in 0..20 {
            p = p.after_frame(16.7, 0.0);
        }
        assert!(p.budget < FRAME_BUDGET_MS, "held below where frames were missed: {p:?}");
        for _ in 0..400 {
            p = p.after_frame(16.7, 0.0);
        }
        assert_eq!(p, Pacer::default());
        for _ in 0..50 {
            p = p.after_frame(100.0, 0.0);
        }
        assert_eq!(p.budget, 1.0, "always some progress");
    }

    /// A frame missed or late after decisions that one long step carried past their budget leaves the budget and
    /// its ceiling as they were; the same frame after decisions that kept to their budget cuts both.
    #[test]
    fn a_long_step_is_not_held_against_the_budget() {
        let p = Pacer::default();
        for (elapsed, late) in [(33.3, 0.0), (16.7, 9.0), (50.0, 20.0)] {
            let after = p.after_decisions(6.0).after_frame(elapsed, late);
            assert_eq!(after, p, "after a long step: {elapsed} ms, {late} ms late");
        }
        let within = p.after_decisions(0.3).after_frame(33.3, 0.0);
        assert_eq!(within.budget, FRAME_BUDGET_MS * 0.5, "short steps: the frame is the budget's");
        let late = p.after_decisions(0.3).after_frame(16.7, 9.0);
        assert_eq!(late.budget, FRAME_BUDGET_MS * 0.75);
        // A long step answers for the frame after it only.
        let next = p.after_decisions(6.0).after_frame(16.7, 0.0).after_frame(33.3, 0.0);
        assert_eq!(next.budget, FRAME_BUDGET_MS * 0.5);
        let twice = p.after_decisions(6.0).after_frame(33.3, 0.0).after_frame(33.3, 0.0);
        assert_eq!(twice.budget, FRAME_BUDGET_MS * 0.5);
    }

    /// Callbacks that start later and later while every frame is on time (a backlog building up) cut the budget
    /// before a frame is dropped; the ceiling stays, so the budget grows back as soon as they are on time again.
    #[test]
    fn the_pacer_backs_off_when_frames_start_late() {
        let mut p = Pacer::default();
        p = p.after_frame(16.7, 1.0);
        assert_eq!(p, Pacer::default(), "a callback a millisecond late is on time");
        p = p.after_frame(16.7, 6.0);
        assert_eq!(p.budget, FRAME_BUDGET_MS * 0.75);
        p = p.after_frame(16.7, 9.0);
        assert_eq!(p.budget, FRAME_BUDGET_MS * 0.75 * 0.75);
        for _ in 0..16 {
            p = p.after_frame(16.7, 0.0);
        }
        assert_eq!(p, Pacer::default(), "back where it was within 16 frames on time");
        for _ in 0..50 {
            p = p.after_frame(16.7, 30.0);
        }
        assert_eq!(p.budget, 1.0, "always some progress");
    }
}
