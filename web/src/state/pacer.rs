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
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pacer {
    pub budget: f64,
    ceiling: f64,
}

impl Default for Pacer {
    fn default() -> Pacer {
        Pacer { budget: FRAME_BUDGET_MS, ceiling: FRAME_BUDGET_MS }
    }
}

impl Pacer {
    /// After a frame that began `elapsed_ms` after the previous one, and whose callback started `late_ms` after it
    /// began.
    pub fn after_frame(self, elapsed_ms: f64, late_ms: f64) -> Pacer {
        if elapsed_ms > MISSED_FRAME_MS {
            Pacer { budget: (self.budget * 0.5).max(1.0), ceiling: (self.budget * 0.75).max(1.0) }
        } else if late_ms > LATE_FRAME_MS {
            Pacer { budget: (self.budget * 0.75).max(1.0), ..self }
        } else {
            Pacer {
                budget: (self.budget + 0.25).min(self.ceiling),
                ceiling: (self.ceiling + 0.01).min(FRAME_BUDGET_MS),
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
