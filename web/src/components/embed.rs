//! The embed mode's frame (a link with `embed=1`, for slides, blogs and course pages): the scenario's name and an
//! "Open in Spindle" link to the same link without embed, over the timeline and the cluster it is given. Nothing
//! else of the playground is shown: no side panels, editors or header menus.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct EmbedProps {
    /// The scenario's name.
    pub title: AttrValue,
    /// The full address of the same link without `embed`.
    pub href: AttrValue,
    /// The timeline and the cluster.
    pub children: Html,
}

#[component]
pub fn EmbedFrame(props: &EmbedProps) -> Html {
    html! {
        <>
            <header class="embed-bar">
                <span class="embed-title" id="scenario-title">{ &props.title }</span>
                <a class="btn ghost" id="open-in-spindle" href={props.href.clone()} target="_blank" rel="noopener"
                   title="Open this scenario in the full playground, in a new tab">{ "Open in Spindle ↗" }</a>
            </header>
            { props.children.clone() }
        </>
    }
}
