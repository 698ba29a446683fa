//! The bar across the top: the scenario's name, undo / redo, the share button and the theme.

use std::rc::Rc;

use spindle_core::scenario::Scenario;
use yew::prelude::*;

use crate::components::share_popover::ShareButton;
use crate::state::Theme;

#[derive(Properties, PartialEq)]
pub struct TopBarProps {
    pub scenario: Rc<Scenario>,
    pub can_undo: bool,
    pub can_redo: bool,
    pub theme: Theme,
    /// The run's current step (the Share popover offers to include it).
    pub step: usize,
    /// Undo (`true`) or redo (`false`) the last edit.
    pub on_history: Callback<bool>,
    pub on_theme: Callback<Theme>,
    /// More buttons (the gallery, the glossary, help), before the theme.
    #[prop_or_default]
    pub children: Html,
}

#[component]
pub fn TopBar(props: &TopBarProps) -> Html {
    let theme_select = props
        .on_theme
        .reform(|e: Event| Theme::from_key(&e.target_unchecked_into::<web_sys::HtmlSelectElement>().value()));
    let s = &props.scenario;
    html! {
        <header class="topbar">
            <h1 class="brand">{ "Spindle" }<small>{ "YARN placement playground" }</small></h1>
            <span class="scenario-title" id="scenario-title" title={s.description.clone()}>{ &s.name }</span>
            <div class="group" role="group" aria-label="Edit history">
                <button class="btn ghost" id="undo" onclick={props.on_history.reform(|_| true)} disabled={!props.can_undo}
                        aria-keyshortcuts="Control+Z" title="Undo the last edit (Ctrl+Z)">{ "↶ Undo" }</button>
                <button class="btn ghost" id="redo" onclick={props.on_history.reform(|_| false)} disabled={!props.can_redo}
                        aria-keyshortcuts="Control+Shift+Z" title="Redo (Ctrl+Shift+Z)">{ "↷ Redo" }</button>
            </div>
            <ShareButton scenario={s.clone()} step={props.step} />
            { props.children.clone() }
            <label class="compact">
                <span class="sr-only">{ "Theme" }</span>
                <select id="theme" onchange={theme_select} aria-label="Theme">
                    { for Theme::ALL.iter().map(|t| html! {
                        <option value={t.key()} selected={*t == props.theme}>
                            { match t { Theme::System => "◐ System", Theme::Light => "☀ Light", Theme::Dark => "☾ Dark" } }
                        </option>
                    }) }
                </select>
            </label>
        </header>
    }
}
