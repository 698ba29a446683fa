//! A form field bound to one scenario [`Field`]: it shows the scenario's value, or the user's rejected text
//! with the reason under it, and commits on change (Enter or leaving the field) as an [`Edit::Set`].

use std::collections::BTreeMap;
use std::rc::Rc;

use spindle_core::scenario::Scenario;
use yew::prelude::*;

use crate::app::{Action, Dispatch, Draft};
use crate::edit::{Edit, Field};

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum InputKind {
    Text,
    Number,
}

#[derive(Properties, PartialEq)]
pub struct FieldProps {
    pub field: Field,
    pub label: AttrValue,
    pub scenario: Rc<Scenario>,
    pub drafts: Rc<BTreeMap<Field, Draft>>,
    pub dispatch: Dispatch,
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
    f.path().chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' { c } else { '_' }).collect()
}

#[component]
pub fn FieldInput(props: &FieldProps) -> Html {
    let draft = props.drafts.get(&props.field);
    let value = draft.map(|d| d.text.clone()).or_else(|| props.field.read(&props.scenario)).unwrap_or_default();
    let id = field_id(&props.field);
    let err_id = format!("{id}-error");
    let onchange = {
        let (d, field) = (props.dispatch.clone(), props.field.clone());
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlInputElement>().value();
            d.dispatch(Action::Edit(Edit::Set(field.clone(), v)));
        })
    };
    html! {
        <label class={classes!("field", props.class.clone(), draft.is_some().then_some("invalid"))} for={id.clone()}>
            <span class="label">{ &props.label }</span>
            <input id={id} type="text" inputmode={(props.kind == InputKind::Number).then_some("numeric")}
                   value={value} placeholder={props.placeholder.clone()} {onchange}
                   aria-invalid={draft.is_some().then_some("true")}
                   aria-describedby={draft.is_some().then(|| err_id.clone())} spellcheck="false" autocomplete="off" />
            if let Some(d) = draft {
                <span class="field-error" id={err_id} role="alert">{ &d.error }</span>
            } else if !props.hint.is_empty() {
                <span class="field-hint">{ &props.hint }</span>
            }
        </label>
    }
}
