//! How the playground is laid out for its audience: presenter mode (a projector: larger type, the cluster fitted
//! to the screen) and which panels are collapsed. Kept in the browser between visits, never part of a scenario.

/// A panel the learner or the presenter can fold away to give the cluster the room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Panel {
    /// The pending lane above the cluster.
    Pending,
    /// The lesson beside the cluster.
    Lesson,
    /// The inspector on the right (Explain, the editors, Charts, the event log).
    Inspector,
}

impl Panel {
    pub const ALL: [Panel; 3] = [Panel::Pending, Panel::Lesson, Panel::Inspector];

    /// Its word in the stored form and in `data-panel`.
    pub fn key(self) -> &'static str {
        match self {
            Panel::Pending => "pending",
            Panel::Lesson => "lesson",
            Panel::Inspector => "inspector",
        }
    }

    /// What its collapse control names.
    pub fn label(self) -> &'static str {
        match self {
            Panel::Pending => "pending requests",
            Panel::Lesson => "lesson",
            Panel::Inspector => "inspector",
        }
    }

    fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// Presenter mode and the collapsed panels.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Presentation {
    pub presenter: bool,
    collapsed: u8,
}

impl Presentation {
    pub fn is_collapsed(self, panel: Panel) -> bool {
        self.collapsed & panel.bit() != 0
    }

    pub fn toggle(&mut self, panel: Panel) {
        self.collapsed ^= panel.bit();
    }

    /// The stored form: `presenter` and the collapsed panels' keys, comma-separated (`presenter,inspector`).
    pub fn key(self) -> String {
        let words = self.presenter.then_some("presenter").into_iter();
        let panels = Panel::ALL.into_iter().filter(|p| self.is_collapsed(*p)).map(Panel::key);
        words.chain(panels).collect::<Vec<_>>().join(",")
    }

    /// Reads [`Presentation::key`]'s form; words it does not know (from a later version, or typed by hand) are
    /// ignored rather than losing the rest.
    pub fn from_key(s: &str) -> Presentation {
        let mut p = Presentation::default();
        for word in s.split(',').map(str::trim) {
            if word == "presenter" {
                p.presenter = true;
            } else if let Some(panel) = Panel::ALL.into_iter().find(|x| x.key() == word) {
                if !p.is_collapsed(panel) {
                    p.toggle(panel);
                }
            }
        }
        p
    }

    /// Whether the page's query string (`?presenter`, `?presenter=1`, `?x=1&presenter`) asks for presenter mode.
    pub fn asked_by_query(search: &str) -> bool {
        search.trim_start_matches('?').split('&').any(|kv| {
            let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
            k == "presenter" && !matches!(v, "0" | "false" | "off")
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn panels_collapse_and_expand_independently() {
        let mut p = Presentation::default();
        p.toggle(Panel::Inspector);
        p.toggle(Panel::Lesson);
        assert!(p.is_collapsed(Panel::Inspector) && p.is_collapsed(Panel::Lesson));
        assert!(!p.is_collapsed(Panel::Pending));
        p.toggle(Panel::Inspector);
        assert!(!p.is_collapsed(Panel::Inspector) && p.is_collapsed(Panel::Lesson));
    }

    #[test]
    fn the_stored_form_round_trips_and_ignores_unknown_words() {
        let mut p = Presentation { presenter: true, ..Default::default() };
        p.toggle(Panel::Pending);
        p.toggle(Panel::Inspector);
        assert_eq!(p.key(), "presenter,pending,inspector");
        assert_eq!(Presentation::from_key(&p.key()), p);
        assert_eq!(Presentation::from_key(""), Presentation::default());
        let q = Presentation::from_key("inspector, sidebar-v9,inspector");
        assert!(q.is_collapsed(Panel::Inspector) && !q.presenter);
    }

    #[test]
    fn the_query_parameter_turns_presenter_mode_on() {
        assert!(Presentation::asked_by_query("?presenter"));
        assert!(Presentation::asked_by_query("?presenter=1"));
        assert!(Presentation::asked_by_query("?a=b&presenter=true"));
        assert!(!Presentation::asked_by_query("?presenter=0"));
        assert!(!Presentation::asked_by_query("?presenters"));
        assert!(!Presentation::asked_by_query(""));
    }
}
