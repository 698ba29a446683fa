//! How much of a frame playback may spend taking decisions.

/// Time per animation frame for taking decisions while playing: it starts here and adapts (see
/// [`Pacer::after_frame`]), so that decisions plus drawing fit a frame and the tab never freezes.
pub const FRAME_BUDGET_MS: f64 = 8.0;
/// Frames further apart than this were missed (60 Hz frames are 16.7 ms apart).
const MISSED_FRAME_MS: f64 = 21.0;

/// How long a frame may spend taking decisions while playing. Drawing 2,000 nodes costs a few milliseconds that
/// vary with the cluster and the machine, so the budget adapts to missed frames: a missed frame cuts it and
/// lowers the ceiling it may grow back to (multiplicative decrease); frames that keep up let it grow slowly
/// (additive increase) and raise the ceiling more slowly still, so overruns stay rare.
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
    pub fn after_frame(self, elapsed_ms: f64) -> Pacer {
        if elapsed_ms > MISSED_FRAME_MS {
            Pacer { budget: (self.budget * 0.5).max(1.0), ceiling: (self.budget * 0.75).max(1.0) }
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
        p = p.after_frame(33.0);
        assert!(p.budget <= FRAME_BUDGET_MS * 0.5);
        for _ in 0..20 {
            p = p.after_frame(16.7);
        }
        assert!(p.budget < FRAME_BUDGET_MS, "held below where frames were missed: {p:?}");
        for _ in 0..400 {
            p = p.after_frame(16.7);
        }
        assert_eq!(p, Pacer::default());
        for _ in 0..50 {
            p = p.after_frame(100.0);
        }
        assert_eq!(p.budget, 1.0, "always some progress");
    }
}
