//! The collapse control of a panel (the pending lane, the lesson, the inspector): one button that folds the panel
//! away or brings it back, saying which panel and whether it is open. A collapsed panel leaves only a strip with
//! this button, so the cluster gets the room (in presenter mode above all).

use yew::prelude::*;

use crate::state::Panel;

#[derive(Properties, PartialEq)]
pub struct PanelToggleProps {
    pub panel: Panel,
    pub collapsed: bool,
    pub on_toggle: Callback<Panel>,
}

#[component]
pub fn PanelToggle(props: &PanelToggleProps) -> Html {
    let (panel, collapsed) = (props.panel, props.collapsed);
    let label = format!("{} the {}", if collapsed { "Show" } else { "Collapse" }, panel.label());
    // Which way the panel folds: the lane upwards, the side panels towards the right edge.
    let arrow = match (panel, collapsed) {
        (Panel::Pending, false) => "▴",
        (Panel::Pending, true) => "▾",
        (_, false) => "▸",
        (_, true) => "◂",
    };
    html! {
        <button type="button" class={classes!("btn", "ghost", "panel-toggle")} data-panel-toggle={panel.key()}
                aria-expanded={(!collapsed).to_string()} aria-label={label.clone()} title={label}
                onclick={props.on_toggle.reform(move |_| panel)}>
            { arrow }
            if collapsed { <span class="strip-label">{ capitalised(panel.label()) }</span> }
        </button>
    }
}

/// The strip a collapsed panel leaves: its toggle, naming it.
#[component]
pub fn CollapsedStrip(props: &PanelToggleProps) -> Html {
    html! {
        <div class={classes!("collapsed-strip", props.panel.key())} data-panel={props.panel.key()}>
            <PanelToggle panel={props.panel} collapsed=true on_toggle={props.on_toggle.clone()} />
        </div>
    }
}

/// A panel's label (ASCII) with its first letter in capitals; ASCII case keeps Unicode's case tables out of the
/// first page.
fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| core::iter::once(f.to_ascii_uppercase()).chain(c).collect()).unwrap_or_default()
}
