//! The glossary view (every YARN term the playground uses, one plain sentence each and where it shows) and
//! [`Marked`], which draws lesson-style text (`[[term-id]]` markup, or plain sentences whose terms are found) as
//! text nodes and glossary links — never as HTML.

use crate::components::lazy::{split_view, waiting, Approach};
use crate::services::content::{self, Loaded};
use spindle_core::gallery::{glossary, markup};
use yew::prelude::*;

/// Opens the glossary at a term (by id).
pub type OnTerm = Callback<String>;

#[derive(Properties, PartialEq)]
pub struct MarkedProps {
    /// The text; with `[[id]]` / `[[id|shown]]` markup unless `find` is set.
    pub text: AttrValue,
    /// Plain text (an explanation sentence): link the glossary terms found in it instead of reading markup.
    #[prop_or_default]
    pub find: bool,
    pub on_term: OnTerm,
}

/// The handlers that fetch the glossary (its dialog's chunk, its definitions and their reader) while a pointer
/// rests on a control that opens it, or once the keyboard reaches one (`lazy::Approach`): the Glossary button and
/// every term link, sharing one set.
pub fn approach() -> Approach {
    thread_local! {
        static APPROACH: Approach = GLOSSARY.chunk().approach(Some(|| content::GLOSSARY.load(|_| {})));
    }
    APPROACH.with(Approach::clone)
}

/// A glossary link: a button that opens the glossary at the term; what it shows is a text node.
fn term_link(id: &str, shown: &str, on_term: &OnTerm) -> Html {
    let on = on_term.reform({
        let id = id.to_string();
        move |_| id.clone()
    });
    let a = approach();
    html! {
        <button type="button" class="term-link" data-term={id.to_string()} onclick={on} onpointerenter={a.enter}
                onpointerleave={a.leave} onpointerdown={a.down} onfocus={a.focus}>{ shown.to_string() }</button>
    }
}

/// Links the glossary terms found in plain sentences (the core's [`glossary::find_terms`]), each term once: its
/// first occurrence among everything this linker marks. An explanation panel keeps one linker for a block of
/// sentences, so "node" said forty times in a table is one link, not forty; [`Marked`] uses one per sentence.
pub struct TermLinker {
    on_term: OnTerm,
    linked: Vec<&'static str>,
}

impl TermLinker {
    pub fn new(on_term: &OnTerm) -> Self {
        Self { on_term: on_term.clone(), linked: Vec::new() }
    }

    /// `text` as text nodes, with the terms not linked yet as links.
    pub fn mark(&mut self, text: &str) -> Html {
        let mut out = Vec::new();
        let mut at = 0;
        for m in glossary::find_terms(text) {
            if m.start < at || self.linked.contains(&m.id) {
                continue;
            }
            self.linked.push(m.id);
            out.push(html! { { text[at..m.start].to_string() } });
            out.push(term_link(m.id, &text[m.start..m.end], &self.on_term));
            at = m.end;
        }
        out.push(html! { { text[at..].to_string() } });
        html! { <>{ for out }</> }
    }
}

/// Text with its glossary terms as links (buttons that open the glossary at the term).
#[component]
pub fn Marked(props: &MarkedProps) -> Html {
    let text = props.text.as_str();
    if props.find {
        return TermLinker::new(&props.on_term).mark(text);
    }
    html! {
        <>{ for markup::parse(text).into_iter().map(|s| match s {
            markup::Fragment::Text(t) => html! { { t.to_string() } },
            markup::Fragment::Term { id, text } => term_link(id, text, &props.on_term),
        }) }</>
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct GlossaryProps {
    /// The term to show first and highlight.
    pub focus: Option<String>,
    pub on_close: Callback<()>,
}

split_view! {
    /// The glossary dialog, in its own chunk (the first page draws only `Marked` links to it).
    pub static GLOSSARY: Glossary(GlossaryProps) in glossary
}

/// Every term, in the glossary's order; the focused one is scrolled to and highlighted. The definitions are served
/// content (`gallery/glossary.json`), fetched the first time the glossary opens.
#[component]
pub fn Glossary(props: &GlossaryProps) -> Html {
    let (terms, retry) = content::use_served(&content::GLOSSARY);
    {
        let focus = props.focus.clone();
        let ready = matches!(terms, Loaded::Ready(_));
        use_effect_with((focus, ready), |(focus, _)| {
            if let Some(id) = focus {
                crate::services::dom::scroll_into_view(&format!("term-{id}"));
            }
        });
    }
    let terms = match terms {
        Loaded::Ready(g) => &g.0,
        Loaded::Loading => return waiting(None, retry, Some(&props.on_close)),
        Loaded::Failed(why) => {
            let why = format!("The glossary could not be loaded: {why}. Nothing was lost.");
            return waiting(Some(&why), retry, Some(&props.on_close));
        }
    };
    html! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="glossary-title" id="glossary">
            <div class="overlay-card">
                <header class="overlay-head">
                    <h2 id="glossary-title">{ "Glossary" }</h2>
                    <button class="btn ghost" id="close-glossary" onclick={props.on_close.reform(|_| ())}
                            aria-label="Close the glossary">{ "✕" }</button>
                </header>
                <dl class="glossary-list">
                    { for terms.iter().map(|t| {
                        let focused = props.focus.as_deref() == Some(t.id);
                        html! {
                            <div class={classes!("glossary-term", focused.then_some("focused"))} id={format!("term-{}", t.id)}
                                 data-term={t.id}>
                                <dt>{ t.term }</dt>
                                <dd>{ t.definition }<span class="shown-in">{ "Where: " }{ t.shown_in }</span></dd>
                            </div>
                        }
                    }) }
                </dl>
            </div>
        </div>
    }
}
