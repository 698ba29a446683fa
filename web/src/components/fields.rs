//! Form inputs. [`TextInput`] is a labelled input with its error or hint under it, committing on change (Enter or
//! leaving the field). [`FieldInput`] binds one to a scenario [`Field`]: it shows the scenario's value, or the
//! user's rejected text with the reason, and commits as an [`Edit::Set`]. The queue form binds the same input to
//! its staged copy of the Capacity Scheduler's properties.

use std::rc::Rc;

use spindle_core::scenario::Scenario;
use yew::prelude::*;

use crate::state::edit::{Edit, Field};
use crate::state::Drafts;

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum InputKind {
    Text,
    Number,
}

#[derive(Properties, PartialEq)]
pub struct TextInputProps {
    pub id: AttrValue,
    pub label: AttrValue,
    pub value: AttrValue,
    /// Why the value shown cannot be used (shown under the input, which is marked invalid).
    #[prop_or_default]
    pub error: Option<AttrValue>,
    pub onchange: Callback<String>,
    #[prop_or(InputKind::Text)]
    pub kind: InputKind,
    #[prop_or_default]
    pub placeholder: AttrValue,
    #[prop_or_default]
    pub hint: AttrValue,
    #[prop_or_default]
    pub class: Classes,
}

#[component]
pub fn TextInput(props: &TextInputProps) -> Html {
    let err_id = format!("{}-error", props.id);
    let invalid = props.error.is_some();
    let onchange = props.onchange.reform(|e: Event| e.target_unchecked_into::<web_sys::HtmlInputElement>().value());
    html! {
        <label class={classes!("field", props.class.clone(), invalid.then_some("invalid"))} for={props.id.clone()}>
            <span class="label">{ &props.label }</span>
            <input id={props.id.clone()} type="text" inputmode={(props.kind == InputKind::Number).then_some("decimal")}
                   value={props.value.clone()} placeholder={props.placeholder.clone()} {onchange}
                   aria-invalid={invalid.then_some("true")}
                   aria-describedby={invalid.then(|| err_id.clone())} spellcheck="false" autocomplete="off" />
            if let Some(e) = &props.error {
                <span class="field-error" id={err_id} role="alert">{ e }</span>
            } else if !props.hint.is_empty() {
                <span class="field-hint">{ &props.hint }</span>
            }
        </label>
    }
}

#[derive(Properties, PartialEq)]
pub struct FieldProps {
    pub field: Field,
    pub label: AttrValue,
    pub scenario: Rc<Scenario>,
    pub drafts: Rc<Drafts>,
    pub on_edit: Callback<Edit>,
    #[prop_or(InputKind::Text)]
    pub kind: InputKind,
    #[prop_or_default]
    pub placeholder: AttrValue,
    #[prop_or_default]
    pub hint: AttrValue,
    #[prop_or_default]
    pub class: Classes,
}

/// A stable element id for a field (labels and error messages point at it).
pub fn field_id(f: &Field) -> String {
    dom_id(&f.path().to_string())
}

/// `text` with every character that is not a letter, a digit or `-` replaced by `_`: an element id for a path or
/// a property key.
pub fn dom_id(text: &str) -> String {
    text.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' { c } else { '_' }).collect()
}

#[component]
pub fn FieldInput(props: &FieldProps) -> Html {
    let draft = props.drafts.get(&props.field);
    let value = draft.map(|d| d.text.clone()).or_else(|| props.field.read(&props.scenario)).unwrap_or_default();
    let onchange = {
        let (d, field) = (props.on_edit.clone(), props.field.clone());
        Callback::from(move |v: String| d.emit(Edit::Set(field.clone(), v)))
    };
    html! {
        <TextInput id={field_id(&props.field)} label={props.label.clone()} value={value}
                   error={draft.map(|d| AttrValue::from(d.error.clone()))} {onchange} kind={props.kind}
                   placeholder={props.placeholder.clone()} hint={props.hint.clone()} class={props.class.clone()} />
    }
}
