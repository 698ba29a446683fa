//! The bar over the cluster: what chips are coloured by, boxes or canvas, grouping by a custom scope, and the
//! colour legend.

use std::rc::Rc;

use yew::prelude::*;

use crate::state::{UiAction, ViewMode, DENSE_ABOVE};
use crate::view_model::{colour, ColourBy, MEMORY_ONLY_NOTE};

#[derive(Properties, PartialEq)]
pub struct ViewBarProps {
    pub colour_by: ColourBy,
    pub view: ViewMode,
    /// Node attribute keys the nodes can be grouped by (custom scopes).
    pub scopes: Rc<Vec<String>>,
    pub group_by: Option<String>,
    /// What each colour means.
    pub legend: Vec<(String, u16)>,
    /// The scheduler compares memory only (Hadoop's default calculator): the vcores shown need a word.
    #[prop_or_default]
    pub memory_only: bool,
    pub on_ui: Callback<UiAction>,
}

#[component]
pub fn ViewBar(props: &ViewBarProps) -> Html {
    let value = |e: Event| e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
    let view_select = props.on_ui.reform(move |e: Event| {
        UiAction::SetView(match value(e).as_str() {
            "boxes" => ViewMode::Boxes,
            "dense" => ViewMode::Dense,
            _ => ViewMode::Auto,
        })
    });
    let colour_select = props.on_ui.reform(move |e: Event| {
        let v = value(e);
        UiAction::SetColourBy(ColourBy::ALL.into_iter().find(|c| c.name() == v).unwrap_or_default())
    });
    let group_select = props.on_ui.reform(move |e: Event| {
        let v = value(e);
        UiAction::SetGroupBy((!v.is_empty()).then_some(v))
    });
    let (by, group_by) = (props.colour_by, props.group_by.as_deref());
    html! {
        <div class="view-bar">
            <label>{ "Colour by " }
                <select id="colour-by" onchange={colour_select}>
                    { for ColourBy::ALL.iter().map(|c| html! {
                        <option value={c.name()} selected={*c == by}>{ c.name() }</option>
                    }) }
                </select>
            </label>
            <label>{ "View " }
                <select id="view-mode" onchange={view_select}>
                    <option value="auto" selected={props.view == ViewMode::Auto}>{ format!("auto (canvas above {DENSE_ABOVE} nodes)") }</option>
                    <option value="boxes" selected={props.view == ViewMode::Boxes}>{ "boxes (SVG)" }</option>
                    <option value="dense" selected={props.view == ViewMode::Dense}>{ "dense (canvas)" }</option>
                </select>
            </label>
            if !props.scopes.is_empty() {
                <label title="Show custom scopes (node attributes such as fault domains) as the columns">{ "Group by " }
                    <select id="group-by" onchange={group_select}>
                        <option value="" selected={group_by.is_none()}>{ "rack" }</option>
                        { for props.scopes.iter().map(|k| html! {
                            <option value={k.clone()} selected={group_by == Some(k.as_str())}>{ format!("@{k}") }</option>
                        }) }
                    </select>
                </label>
            }
            if props.memory_only {
                <span class="calculator-note" id="calculator-note" title={MEMORY_ONLY_NOTE}>
                    { "Memory only: " }<abbr title={MEMORY_ONLY_NOTE}>{ "vcores not compared" }</abbr>
                    <span class="sr-only">{ format!(" — {MEMORY_ONLY_NOTE}") }</span>
                </span>
            }
            <ul class="legend" aria-label={format!("Colours by {}", by.name())}>
                { for props.legend.iter().take(12).map(|(name, c)| html! {
                    <li><span class="swatch" style={format!("background:{}", colour(*c))}></span>{ name }</li>
                }) }
            </ul>
        </div>
    }
}
