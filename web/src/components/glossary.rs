//! The glossary view (every YARN term the playground uses, one plain sentence each and where it shows) and
//! [`Marked`], which draws lesson-style text (`[[term-id]]` markup, or plain sentences whose terms are found) as
//! text nodes and glossary links — never as HTML.

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

/// Text with its glossary terms as links (buttons that open the glossary at the term).
#[component]
pub fn Marked(props: &MarkedProps) -> Html {
    let link = |id: &str, shown: &str| {
        let id = id.to_string();
        let on = props.on_term.reform({
            let id = id.clone();
            move |_| id.clone()
        });
        html! { <button type="button" class="term-link" data-term={id} onclick={on}>{ shown.to_string() }</button> }
    };
    let text = props.text.as_str();
    if props.find {
        let mut out = Vec::new();
        let mut at = 0;
        for m in glossary::find_terms(text) {
            if m.start < at {
                continue;
            }
            out.push(html! { { text[at..m.start].to_string() } });
            out.push(link(m.id, &text[m.start..m.end]));
            at = m.end;
        }
        out.push(html! { { text[at..].to_string() } });
        return html! { <>{ for out }</> };
    }
    html! {
        <>{ for markup::parse(text).into_iter().map(|s| match s {
            markup::Fragment::Text(t) => html! { { t.to_string() } },
            markup::Fragment::Term { id, text } => link(id, text),
        }) }</>
    }
}

#[derive(Properties, PartialEq)]
pub struct GlossaryProps {
    /// The term to show first and highlight.
    pub focus: Option<String>,
    pub on_close: Callback<()>,
}

/// Every term, in the glossary's order; the focused one is scrolled to and highlighted.
#[component]
pub fn Glossary(props: &GlossaryProps) -> Html {
    {
        let focus = props.focus.clone();
        use_effect_with(focus, |focus| {
            if let Some(id) = focus {
                crate::services::dom::scroll_into_view(&format!("term-{id}"));
            }
        });
    }
    html! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="glossary-title" id="glossary">
            <div class="overlay-card">
                <header class="overlay-head">
                    <h2 id="glossary-title">{ "Glossary" }</h2>
                    <button class="btn ghost" id="close-glossary" onclick={props.on_close.reform(|_| ())}
                            aria-label="Close the glossary">{ "✕" }</button>
                </header>
                <dl class="glossary-list">
                    { for glossary::TERMS.iter().map(|t| {
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
