//! The PlacementSpec constraint field: the text, syntax-coloured, with the core parser's error underlined at its
//! span and its message beside it, dialect and lint warnings from `spec::lint`, and a structured form that edits
//! the same constraint. Every keystroke is an edit: valid text applies at once (the run restarts), invalid text
//! stays in the field as a draft while the simulator keeps the last valid constraint.

use std::ops::Range;
use std::rc::Rc;

use spindle_core::scenario::Scenario;
use spindle_core::spec::{self, print_constraint, Dialect, LintCode, Severity, SpecError};
use yew::prelude::*;

use crate::components::constraint_form::{FormProps, CONSTRAINT_FORM};
use crate::components::fields::field_id;
use crate::state::edit::{Edit, Field};
use crate::state::Drafts;
use crate::view_model::highlight::{segments, Mark};

/// A warning about the text, placed in the text when it has a span.
#[derive(Clone, Debug, PartialEq)]
pub struct LintView {
    pub warning: bool,
    pub message: String,
    pub span: Option<Range<usize>>,
}

/// Lints a constraint expression. `spec::lint` reads whole specs (`tag(n),constraint`), so the expression is
/// given the request's source tag and count; spans are shifted back. Hadoop 3.1 writes the source differently
/// (`tag=n,`), so its verdict on the whole spec says nothing about the expression: the 3.1 comparison is made
/// on the expression alone instead.
pub fn lints(text: &str, source_tag: &str, count: i32) -> Vec<LintView> {
    if text.trim().is_empty() {
        return Vec::new();
    }
    let plain = !source_tag.is_empty() && source_tag.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c));
    let prefix = format!("{}({}),", if plain { source_tag } else { "tag" }, count.max(1));
    let whole = format!("{prefix}{text}");
    let about_31 = |code: LintCode, message: &str| {
        matches!(code, LintCode::DialectDifference | LintCode::RejectedByOtherVersion | LintCode::ReadByOtherVersion)
            && message.contains("Hadoop 3.1")
    };
    let mut out: Vec<LintView> = spec::lint(&whole, Dialect::Spindle)
        .into_iter()
        .filter(|l| !about_31(l.code, &l.message))
        .map(|l| LintView {
            warning: l.severity == Severity::Warning,
            message: l.message,
            span: l
                .span
                .filter(|s| s.start >= prefix.len())
                .map(|s| s.start - prefix.len()..s.end.saturating_sub(prefix.len()).max(s.start - prefix.len())),
        })
        .collect();
    match (spec::parse_constraint(text, Dialect::V3_2), spec::parse_constraint(text, Dialect::V3_1)) {
        (Ok(_), Err(e)) => out.push(LintView {
            warning: true,
            message: format!("Hadoop 3.1 rejects this constraint: {e}"),
            span: Some(e.span.start..e.span.end),
        }),
        (Ok(a), Ok(b)) if a.canonicalized() != b.canonicalized() => out.push(LintView {
            warning: true,
            message: format!("Hadoop 3.1 reads this constraint as `{}`", print_constraint(&b)),
            span: None,
        }),
        _ => {}
    }
    out
}

/// The parser's verdict on the text: `None` for empty text (no constraint).
pub fn parse(text: &str) -> Option<Result<spindle_core::constraint::PlacementConstraint, SpecError>> {
    (!text.trim().is_empty()).then(|| spec::parse_constraint(text, Dialect::Spindle))
}

/// A whole spec entry (`zk(3),NOTIN,NODE,zk`) where a constraint expression was expected: its source tag, count
/// and constraint, so the request's fields can take them. `None` when the text reads as a constraint, or is not
/// one entry with a tag, a positive count and a constraint.
pub fn split_spec(text: &str) -> Option<(String, i32, String)> {
    if text.trim().is_empty() || spec::parse_constraint(text, Dialect::Spindle).is_ok() {
        return None;
    }
    let parsed = spec::parse_spec(text, Dialect::Spindle).ok()?;
    let [entry] = parsed.entries.as_slice() else { return None };
    let constraint = entry.constraint.as_ref()?;
    (!entry.source_tag.is_empty() && entry.count > 0)
        .then(|| (entry.source_tag.trim().to_string(), entry.count, print_constraint(constraint)))
}

#[derive(Properties, PartialEq)]
pub struct SpecProps {
    pub field: Field,
    pub label: AttrValue,
    pub scenario: Rc<Scenario>,
    pub drafts: Rc<Drafts>,
    /// The source allocation tag (for lints and the form's new parts).
    pub source_tag: String,
    pub count: i32,
    pub on_edit: Callback<Edit>,
}

#[component]
pub fn SpecEditor(props: &SpecProps) -> Html {
    let draft = props.drafts.get(&props.field);
    let applied = props.field.read(&props.scenario).unwrap_or_default();
    let text = draft.map(|d| d.text.clone()).unwrap_or_else(|| applied.clone());
    let parsed = parse(&text);
    let error = match &parsed {
        Some(Err(e)) => Some(e.clone()),
        _ => None,
    };
    let warnings = lints(&text, &props.source_tag, props.count);
    let id = field_id(&props.field);
    let err_id = format!("{id}-error");
    let marks: Vec<Range<usize>> = warnings.iter().filter_map(|w| w.span.clone()).collect();
    let segs = segments(&text, error.as_ref().map(|e| e.span.start..e.span.end), &marks);
    let oninput = {
        let (d, field) = (props.on_edit.clone(), props.field.clone());
        Callback::from(move |e: InputEvent| {
            let v = e.target_unchecked_into::<web_sys::HtmlTextAreaElement>().value();
            d.emit(Edit::Set(field.clone(), v));
        })
    };
    // A constraint is one line: Enter would only add a blank the parser ignores.
    let onkeydown = Callback::from(|e: KeyboardEvent| {
        if e.key() == "Enter" {
            e.prevent_default();
        }
    });
    let on_form = {
        let (d, field) = (props.on_edit.clone(), props.field.clone());
        Callback::from(move |text: String| d.emit(Edit::Set(field.clone(), text)))
    };
    let scopes: Rc<Vec<String>> = Rc::new(crate::view_model::attribute_keys(&props.scenario).iter().cloned().collect());
    let other_error = draft.filter(|_| error.is_none()).map(|d| d.error.clone());
    let invalid = error.is_some() || other_error.is_some();
    // The error is announced when the user leaves the field, not on every keystroke: the visible message is tied
    // to the field (aria-describedby), and this alert speaks it once on blur.
    let spoken = use_state(|| false);
    let onblur = {
        let spoken = spoken.clone();
        Callback::from(move |_: FocusEvent| spoken.set(true))
    };
    let onfocus = {
        let spoken = spoken.clone();
        Callback::from(move |_: FocusEvent| spoken.set(false))
    };
    let alert = match (&error, &other_error) {
        _ if !*spoken => String::new(),
        (Some(e), _) => format!("Constraint not applied: column {} {}", e.column, e.what()),
        (None, Some(msg)) => format!("Constraint not applied: {msg}"),
        (None, None) => String::new(),
    };
    html! {
        <div class={classes!("spec-editor", invalid.then_some("invalid"))} data-field={props.field.path().to_string()}>
            <label class="label" for={id.clone()}>{ &props.label }</label>
            <div class="spec-field">
                <pre class="spec-hl" aria-hidden="true">
                    { for segs.iter().map(|s| {
                        let piece = text[s.range.clone()].to_string();
                        let class = classes!(s.kind.class(), match s.mark {
                            Some(Mark::Error) => Some("err"),
                            Some(Mark::Warning) => Some("warn"),
                            None => None,
                        }, s.range.is_empty().then_some("eof"));
                        html! { <span class={class}>{ if s.range.is_empty() { " ".to_string() } else { piece } }</span> }
                    }) }
                    { "\n" }
                </pre>
                <textarea id={id} class="spec-input" rows="1" spellcheck="false" autocomplete="off" value={text.clone()}
                          {oninput} {onkeydown} {onblur} {onfocus} aria-invalid={invalid.then_some("true")}
                          aria-describedby={invalid.then(|| err_id.clone())}
                          placeholder="e.g. NOTIN,NODE,zk — empty for no constraint" />
            </div>
            if let Some(e) = &error {
                <p class="spec-error" id={err_id.clone()} data-column={e.column.to_string()}>
                    <span class="where">{ if e.line > 1 { format!("line {} column {}", e.line, e.column) } else { format!("column {}", e.column) } }</span>
                    { format!(" {}", e.what()) }
                    if let Some(y) = &e.yarn_message { <span class="yarn">{ format!(" — Hadoop says: {y}") }</span> }
                </p>
            } else if let Some(msg) = &other_error {
                <p class="spec-error" id={err_id.clone()}>{ msg }</p>
            }
            <p class="sr-only spec-alert" role="alert">{ alert }</p>
            if let (Field::RequestConstraint(app, request), Some((tag, count, constraint))) = (&props.field, split_spec(&text)) {
                <p class="split-offer" role="note">
                    { "This is a whole spec, with the request's tag and count in front. " }
                    <button class="btn" id="split-spec" onclick={{
                        let (d, app, request) = (props.on_edit.clone(), *app, *request);
                        let (tag, constraint) = (tag.clone(), constraint.clone());
                        Callback::from(move |_| d.emit(Edit::SplitSpec { app, request, tag: tag.clone(), count, constraint: constraint.clone() }))
                    }}>
                        { format!("Split it: tag {tag}, count {count}, constraint {constraint}") }
                    </button>
                </p>
            }
            if invalid {
                <p class="kept">{ if applied.is_empty() { "Not applied: the request stays unconstrained until this is fixed.".to_string() }
                    else { format!("Not applied: the run keeps {applied} until this is fixed.") } }</p>
            }
            if !warnings.is_empty() {
                <ul class="spec-lints">
                    { for warnings.iter().map(|w| html! {
                        <li class={if w.warning { "warning" } else { "info" }}>
                            <span aria-hidden="true">{ if w.warning { "⚠ " } else { "ℹ " } }</span>{ &w.message }
                        </li>
                    }) }
                </ul>
            }
            <details class="spec-form">
                <summary>{ "Form" }</summary>
                if let Some(Err(_)) = &parsed {
                    <p class="hint">{ "Fix the text to edit it with the form." }</p>
                } else {
                    { CONSTRAINT_FORM.html(FormProps { constraint: parsed.and_then(Result::ok), scopes,
                        tag: props.source_tag.clone(), on_change: on_form }) }
                }
            </details>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lints_warn_about_spindle_extensions_and_hadoop_31_with_spans_in_the_expression() {
        let l = lints("NOTIN,@fault_domain,zk", "zk", 3);
        assert!(l.iter().any(|l| l.warning && l.message.contains("Spindle extension")), "{l:?}");
        let l = lints("NOTIN,NODE,not-self/zk", "zk", 3);
        assert!(l.iter().any(|l| l.message.contains("Hadoop 3.1")), "{l:?}");
        for w in lints("IN,NODE,java=1.8,zk:OR", "zk", 1) {
            if let Some(s) = w.span {
                assert!(s.end <= "IN,NODE,java=1.8,zk:OR".len());
            }
        }
        assert!(lints("NOTIN,NODE,zk", "zk", 3).is_empty(), "{:?}", lints("NOTIN,NODE,zk", "zk", 3));
        assert!(lints("", "zk", 3).is_empty());
        // Odd source tags or counts never break the lint.
        let _ = lints("NOTIN,NODE,zk", "a,b(", -4);
    }

    #[test]
    fn a_whole_spec_is_offered_as_tag_count_and_constraint() {
        assert_eq!(split_spec("zk(3),NOTIN,NODE,zk"), Some(("zk".into(), 3, "NOTIN,NODE,zk".into())));
        assert_eq!(split_spec(" hb(4),IN,RACK,zk "), Some(("hb".into(), 4, "IN,RACK,zk".into())));
        for not_a_spec in ["NOTIN,NODE,zk", "", "zk(3)", "zk(0),NOTIN,NODE,zk", "zk(3),NOTIN,RAK,zk"] {
            assert_eq!(split_spec(not_a_spec), None, "{not_a_spec}");
        }
    }

    #[test]
    fn errors_carry_the_parsers_span() {
        let Some(Err(e)) = parse("NOTIN,RAK,zk") else { panic!("expected an error") };
        assert_eq!((e.span.start, e.column), (6, 7));
        assert!(parse("  ").is_none());
    }
}
