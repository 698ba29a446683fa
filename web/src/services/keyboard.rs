//! The playground's keyboard shortcuts, as a pure function of the key event so the mapping is tested natively.
//! Space plays or pauses (unless a focused button or tab would be pressed by it), → steps, ← steps back, Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) undo and redo edits, Escape
//! clears the selection, P turns presenter mode on or off. Inside a text field the browser's own keys win: arrows move the caret and Ctrl+Z undoes
//! typing there.

/// What a key press asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shortcut {
    TogglePlay,
    Step,
    StepBack,
    Undo,
    Redo,
    ClearSelection,
    TogglePresenter,
}

/// Where the key was pressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A text input, textarea, select, range slider or anything editable: the browser handles keys.
    Field,
    /// A button or link: Space and Enter press it.
    Button,
    /// A tab in a tab list: Space and Enter select it, arrows, Home and End move between tabs (the ARIA tab pattern).
    Tab,
    /// The scrubber: its arrows move it (and so seek), Space plays or pauses.
    Slider,
    Other,
}

/// The shortcut for `key` (`KeyboardEvent.key`) with its modifiers, if any. `Ctrl` means Ctrl or ⌘.
pub fn shortcut(key: &str, ctrl: bool, shift: bool, alt: bool, target: Target) -> Option<Shortcut> {
    if alt || target == Target::Field {
        return None;
    }
    if target == Target::Slider && key.starts_with("Arrow") {
        return None;
    }
    if matches!(target, Target::Button | Target::Tab) && matches!(key, " " | "Spacebar" | "Enter") {
        return None;
    }
    if target == Target::Tab && matches!(key, "ArrowLeft" | "ArrowRight" | "Home" | "End") {
        return None;
    }
    match (key, ctrl, shift) {
        (" " | "Spacebar", false, false) => Some(Shortcut::TogglePlay),
        ("ArrowRight", false, false) => Some(Shortcut::Step),
        ("ArrowLeft", false, false) => Some(Shortcut::StepBack),
        ("z" | "Z", true, false) => Some(Shortcut::Undo),
        ("z" | "Z", true, true) | ("y" | "Y", true, false) => Some(Shortcut::Redo),
        ("Escape", false, _) => Some(Shortcut::ClearSelection),
        ("p" | "P", false, _) => Some(Shortcut::TogglePresenter),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timeline_and_history_keys() {
        let s = |key, ctrl, shift| shortcut(key, ctrl, shift, false, Target::Other);
        assert_eq!(s(" ", false, false), Some(Shortcut::TogglePlay));
        assert_eq!(s("ArrowRight", false, false), Some(Shortcut::Step));
        assert_eq!(s("ArrowLeft", false, false), Some(Shortcut::StepBack));
        assert_eq!(s("z", true, false), Some(Shortcut::Undo));
        assert_eq!(s("Z", true, true), Some(Shortcut::Redo));
        assert_eq!(s("y", true, false), Some(Shortcut::Redo));
        assert_eq!(s("ArrowRight", true, false), None);
        assert_eq!(shortcut(" ", false, false, false, Target::Slider), Some(Shortcut::TogglePlay));
        assert_eq!(shortcut("ArrowLeft", false, false, false, Target::Slider), None);
    }

    #[test]
    fn focused_controls_keep_the_keys_they_use() {
        // Space and Enter press a focused button; the tab list's arrows, Home and End move between its tabs.
        for key in [" ", "Enter"] {
            assert_eq!(shortcut(key, false, false, false, Target::Button), None);
            assert_eq!(shortcut(key, false, false, false, Target::Tab), None);
        }
        for key in ["ArrowLeft", "ArrowRight", "Home", "End"] {
            assert_eq!(shortcut(key, false, false, false, Target::Tab), None);
        }
        // Keys a button does not use still reach the playground.
        assert_eq!(shortcut("ArrowRight", false, false, false, Target::Button), Some(Shortcut::Step));
        assert_eq!(shortcut("z", true, false, false, Target::Tab), Some(Shortcut::Undo));
        assert_eq!(shortcut("Escape", false, false, false, Target::Button), Some(Shortcut::ClearSelection));
    }

    #[test]
    fn p_toggles_presenter_mode_but_not_while_typing() {
        assert_eq!(shortcut("p", false, false, false, Target::Other), Some(Shortcut::TogglePresenter));
        assert_eq!(shortcut("P", false, true, false, Target::Button), Some(Shortcut::TogglePresenter));
        assert_eq!(shortcut("p", false, false, false, Target::Field), None);
        assert_eq!(shortcut("p", true, false, false, Target::Other), None, "Ctrl+P prints");
    }

    #[test]
    fn text_fields_keep_their_keys() {
        for key in [" ", "ArrowLeft", "z"] {
            assert_eq!(shortcut(key, key == "z", false, false, Target::Field), None);
        }
    }
}
