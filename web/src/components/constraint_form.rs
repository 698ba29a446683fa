//! The structured form for a placement constraint: scope, IN / NOTIN / CARDINALITY with min and max, targets
//! (allocation tags with their namespace, node attributes, partitions) and AND / OR groups. It edits the
//! constraint tree the parser read from the text and writes it back with the core's printer, so form and
//! text never disagree: the text stays the source, the form is a view of its parse.

use std::rc::Rc;

use crate::components::lazy::split_view;
use spindle_core::constraint::builders::normalize_values;
use spindle_core::constraint::{AttributeOp, Namespace, PlacementConstraint, SingleConstraint, Target, UNBOUNDED};
use spindle_core::spec::print_constraint;
use spindle_core::tags::Scope;
use yew::prelude::*;

/// Where a part is in the tree: child indices from the root.
type Path = Vec<usize>;

/// The part of `c` at `path` (children of AND / OR, alternatives of DELAYED_OR).
pub fn at_mut<'a>(c: &'a mut PlacementConstraint, path: &[usize]) -> Option<&'a mut PlacementConstraint> {
    let Some((&i, rest)) = path.split_first() else { return Some(c) };
    match c {
        PlacementConstraint::And { children } | PlacementConstraint::Or { children } => {
            at_mut(children.get_mut(i)?, rest)
        }
        PlacementConstraint::DelayedOr(d) => at_mut(&mut d.alternatives.get_mut(i)?.constraint, rest),
        PlacementConstraint::Single(_) => None,
    }
}

/// `NOTIN,NODE,<tag>`: what new parts start as (anti-affinity with the request's own tag, the commonest case).
pub fn default_part(tag: &str) -> PlacementConstraint {
    PlacementConstraint::Single(SingleConstraint {
        scope: Scope::Node,
        min: 0,
        max: 0,
        targets: vec![Target::AllocationTag { namespace: Namespace::SelfApp, tag: Some(tag.to_string()) }],
    })
}

/// A part to add next to `siblings` (a wrap's new second part, a group's new child): the default part, or, when
/// that is already there, the first of a few common ones that is not, so a new part never repeats one.
pub fn fresh_part(tag: &str, siblings: &[PlacementConstraint]) -> PlacementConstraint {
    let candidates =
        [(Scope::Node, 0, 0), (Scope::Rack, 0, 0), (Scope::Rack, 1, UNBOUNDED), (Scope::Node, 1, UNBOUNDED)];
    let part = |(scope, min, max): (Scope, i32, i32)| {
        let mut c = default_part(tag);
        if let PlacementConstraint::Single(s) = &mut c {
            (s.scope, s.min, s.max) = (scope, min, max);
        }
        c
    };
    let taken = |c: &PlacementConstraint| siblings.iter().any(|s| s.canonicalized() == c.canonicalized());
    candidates.into_iter().map(part).find(|c| !taken(c)).unwrap_or_else(|| default_part(tag))
}

/// The operator a single constraint reads as.
pub fn kind_of(s: &SingleConstraint) -> &'static str {
    if s.is_in() {
        "IN"
    } else if s.is_not_in() {
        "NOTIN"
    } else {
        "CARDINALITY"
    }
}

pub fn set_kind(s: &mut SingleConstraint, kind: &str) {
    let (min, max) = match kind {
        "IN" => (1, UNBOUNDED),
        "NOTIN" => (0, 0),
        _ if s.is_in() || s.is_not_in() => (0, 1),
        _ => (s.min, s.max),
    };
    s.min = min;
    s.max = max;
}

#[derive(Clone)]
struct Ctx {
    root: Rc<PlacementConstraint>,
    emit: Callback<String>,
    scopes: Rc<Vec<String>>,
    tag: String,
}

impl Ctx {
    /// A callback that edits the part at `path` with the value of the event and emits the new text.
    fn edit<E: 'static>(
        &self,
        path: &[usize],
        read: impl Fn(&E) -> String + 'static,
        change: impl Fn(&mut PlacementConstraint, String) + 'static,
    ) -> Callback<E> {
        let (root, emit, path) = (self.root.clone(), self.emit.clone(), path.to_vec());
        Callback::from(move |e: E| {
            let mut c = (*root).clone();
            if let Some(part) = at_mut(&mut c, &path) {
                change(part, read(&e));
                emit.emit(print_constraint(&c));
            }
        })
    }

    fn on_select(
        &self,
        path: &[usize],
        change: impl Fn(&mut PlacementConstraint, String) + 'static,
    ) -> Callback<Event> {
        self.edit(path, |e: &Event| e.target_unchecked_into::<web_sys::HtmlSelectElement>().value(), change)
    }

    fn on_input(&self, path: &[usize], change: impl Fn(&mut PlacementConstraint, String) + 'static) -> Callback<Event> {
        self.edit(path, |e: &Event| e.target_unchecked_into::<web_sys::HtmlInputElement>().value(), change)
    }

    fn on_click(
        &self,
        path: &[usize],
        change: impl Fn(&mut PlacementConstraint, String) + 'static,
    ) -> Callback<MouseEvent> {
        self.edit(path, |_: &MouseEvent| String::new(), change)
    }
}

fn single_mut(c: &mut PlacementConstraint) -> Option<&mut SingleConstraint> {
    match c {
        PlacementConstraint::Single(s) => Some(s),
        _ => None,
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct FormProps {
    /// The parsed text (`None` when the text is empty).
    pub constraint: Option<PlacementConstraint>,
    /// Attribute keys of the cluster's nodes, offered as custom scopes.
    pub scopes: Rc<Vec<String>>,
    /// The tag new parts target.
    pub tag: String,
    pub on_change: Callback<String>,
}

split_view! {
    /// The PlacementSpec field's structured form, in its own chunk (drawn when its details are opened).
    pub static CONSTRAINT_FORM: ConstraintForm(FormProps) in constraint_form
}

#[component]
pub fn ConstraintForm(props: &FormProps) -> Html {
    let Some(c) = &props.constraint else {
        let start = |kind: &'static str| {
            let (emit, tag) = (props.on_change.clone(), props.tag.clone());
            Callback::from(move |_| {
                let mut c = default_part(&tag);
                if let PlacementConstraint::Single(s) = &mut c {
                    set_kind(s, kind);
                }
                emit.emit(print_constraint(&c));
            })
        };
        return html! {
            <div class="cform">
                <p class="hint">{ "No constraint: any node with room will do. Start one:" }</p>
                <div class="row">
                    <button class="btn" onclick={start("NOTIN")}>{ "NOTIN (anti-affinity)" }</button>
                    <button class="btn" onclick={start("IN")}>{ "IN (affinity)" }</button>
                    <button class="btn" onclick={start("CARDINALITY")}>{ "CARDINALITY" }</button>
                </div>
            </div>
        };
    };
    let ctx = Ctx {
        root: Rc::new(c.clone()),
        emit: props.on_change.clone(),
        scopes: props.scopes.clone(),
        tag: props.tag.clone(),
    };
    let wrap = |op: &'static str| {
        let tag = props.tag.clone();
        ctx.on_click(&[], move |c, _| {
            let children = vec![c.clone(), fresh_part(&tag, std::slice::from_ref(c))];
            *c = if op == "AND" { PlacementConstraint::And { children } } else { PlacementConstraint::Or { children } };
        })
    };
    html! {
        <div class="cform">
            { part(c, Vec::new(), &ctx) }
            <div class="row">
                <button class="btn ghost" onclick={wrap("AND")} title="All parts must hold">{ "Wrap in AND" }</button>
                <button class="btn ghost" onclick={wrap("OR")} title="One part must hold">{ "Wrap in OR" }</button>
            </div>
        </div>
    }
}

fn part(c: &PlacementConstraint, path: Path, ctx: &Ctx) -> Html {
    match c {
        PlacementConstraint::Single(s) => single(s, path, ctx),
        PlacementConstraint::And { children } | PlacementConstraint::Or { children } => {
            let is_and = matches!(c, PlacementConstraint::And { .. });
            let switch = ctx.on_select(&path, |c, v| {
                let children = match c {
                    PlacementConstraint::And { children } | PlacementConstraint::Or { children } => {
                        std::mem::take(children)
                    }
                    _ => return,
                };
                *c = if v == "AND" {
                    PlacementConstraint::And { children }
                } else {
                    PlacementConstraint::Or { children }
                };
            });
            let tag = ctx.tag.clone();
            let add = ctx.on_click(&path, move |c, _| {
                if let PlacementConstraint::And { children } | PlacementConstraint::Or { children } = c {
                    children.push(fresh_part(&tag, children));
                }
            });
            html! {
                <fieldset class="cgroup">
                    <legend>
                        <select aria-label="Combine the parts with" onchange={switch}>
                            <option value="AND" selected={is_and}>{ "AND — all must hold" }</option>
                            <option value="OR" selected={!is_and}>{ "OR — one must hold" }</option>
                        </select>
                    </legend>
                    { for children.iter().enumerate().map(|(i, child)| {
                        let mut p = path.clone();
                        p.push(i);
                        let remove = ctx.on_click(&path, move |c, _| {
                            if let PlacementConstraint::And { children } | PlacementConstraint::Or { children } = c {
                                if i < children.len() {
                                    children.remove(i);
                                }
                            }
                        });
                        html! {
                            <div class="cchild">
                                { part(child, p, ctx) }
                                <button class="btn ghost remove" onclick={remove} aria-label={format!("Remove part {}", i + 1)}>{ "✕" }</button>
                            </div>
                        }
                    }) }
                    <button class="btn ghost" onclick={add}>{ "+ part" }</button>
                </fieldset>
            }
        }
        PlacementConstraint::DelayedOr(_) => html! {
            <p class="hint">{ "DELAYED_OR is edited as text (TRY(delay, constraint) alternatives)." }</p>
        },
    }
}

fn single(s: &SingleConstraint, path: Path, ctx: &Ctx) -> Html {
    let kind = kind_of(s);
    let set_kind_cb = ctx.on_select(&path, |c, v| {
        if let Some(s) = single_mut(c) {
            set_kind(s, &v);
        }
    });
    let set_scope = ctx.on_select(&path, |c, v| {
        if let Some(s) = single_mut(c) {
            s.scope = Scope::from_name(v.trim_start_matches('@'));
        }
    });
    let set_min = ctx.on_input(&path, |c, v| {
        if let (Some(s), Ok(n)) = (single_mut(c), v.trim().parse::<i32>()) {
            s.min = n;
        }
    });
    let set_max = ctx.on_input(&path, |c, v| {
        if let Some(s) = single_mut(c) {
            match v.trim() {
                "" | "∞" | "inf" => s.max = UNBOUNDED,
                t => {
                    if let Ok(n) = t.parse::<i32>() {
                        s.max = n;
                    }
                }
            }
        }
    });
    let mut scopes: Vec<String> = vec!["node".into(), "rack".into()];
    scopes.extend(ctx.scopes.iter().map(|k| format!("@{k}")));
    let current = match &s.scope {
        Scope::Attribute(k) => format!("@{k}"),
        other => other.name().to_string(),
    };
    if !scopes.contains(&current) {
        scopes.push(current.clone());
    }
    let tag = ctx.tag.clone();
    let add_target = ctx.on_click(&path, move |c, _| {
        if let Some(s) = single_mut(c) {
            s.targets.push(Target::AllocationTag { namespace: Namespace::SelfApp, tag: Some(tag.clone()) });
        }
    });
    html! {
        <div class="csingle">
            <div class="row">
                <label class="field compact"><span class="label">{ "Operator" }</span>
                    <select onchange={set_kind_cb}>
                        { for ["IN", "NOTIN", "CARDINALITY"].iter().map(|k| html! { <option value={*k} selected={*k == kind}>{ *k }</option> }) }
                    </select>
                </label>
                <label class="field compact"><span class="label">{ "Scope" }</span>
                    <select onchange={set_scope}>
                        { for scopes.iter().map(|sc| html! {
                            <option value={sc.clone()} selected={*sc == current}>{ if sc.starts_with('@') { sc.clone() } else { sc.to_uppercase() } }</option>
                        }) }
                    </select>
                </label>
                if kind == "CARDINALITY" {
                    <label class="field compact"><span class="label">{ "Min" }</span>
                        <input type="number" value={s.min.to_string()} onchange={set_min} /></label>
                    <label class="field compact"><span class="label">{ "Max" }</span>
                        <input type="text" value={if s.max == UNBOUNDED { "∞".to_string() } else { s.max.to_string() }} onchange={set_max} /></label>
                }
            </div>
            <ul class="targets">
                { for s.targets.iter().enumerate().map(|(i, t)| target(t, i, &path, ctx)) }
            </ul>
            <button class="btn ghost" onclick={add_target}>{ "+ target" }</button>
        </div>
    }
}

fn with_target(c: &mut PlacementConstraint, i: usize, f: impl FnOnce(&mut Target)) {
    if let Some(t) = single_mut(c).and_then(|s| s.targets.get_mut(i)) {
        f(t);
    }
}

fn values(v: &str) -> Vec<String> {
    normalize_values(v.split(['|', ',']).map(str::trim).filter(|x| !x.is_empty()).map(String::from).collect())
}

fn target(t: &Target, i: usize, path: &[usize], ctx: &Ctx) -> Html {
    let kind = match t {
        Target::AllocationTag { .. } => "tag",
        Target::NodeAttribute { .. } => "attribute",
        Target::NodePartition { .. } => "partition",
    };
    let tag = ctx.tag.clone();
    let set_type = ctx.on_select(path, move |c, v| {
        with_target(c, i, |t| {
            *t = match v.as_str() {
                "attribute" => {
                    Target::NodeAttribute { key: "os".into(), op: AttributeOp::Eq, values: vec!["linux".into()] }
                }
                "partition" => Target::NodePartition { op: AttributeOp::Eq, values: Vec::new() },
                _ => Target::AllocationTag { namespace: Namespace::SelfApp, tag: Some(tag.clone()) },
            }
        })
    });
    let remove = ctx.on_click(path, move |c, _| {
        if let Some(s) = single_mut(c) {
            if i < s.targets.len() {
                s.targets.remove(i);
            }
        }
    });
    let fields = match t {
        Target::AllocationTag { namespace, tag } => {
            let ns_key = namespace.keyword();
            let ns_value = match namespace {
                Namespace::AppId(v) | Namespace::AppTag(v) => Some(v.clone()),
                _ => None,
            };
            let set_ns = ctx.on_select(path, move |c, v| {
                with_target(c, i, |t| {
                    if let Target::AllocationTag { namespace, .. } = t {
                        *namespace = match v.as_str() {
                            "app-id" | "app-tag" => Namespace::parse(&format!("{v}/value")).unwrap_or_default(),
                            other => Namespace::parse(other).unwrap_or_default(),
                        };
                    }
                })
            });
            let set_ns_value = ctx.on_input(path, move |c, v| {
                with_target(c, i, |t| {
                    if let Target::AllocationTag { namespace, .. } = t {
                        if let Some(ns) = Namespace::parse(&format!("{}/{}", namespace.keyword(), v.trim())) {
                            *namespace = ns;
                        }
                    }
                })
            });
            let set_tag = ctx.on_input(path, move |c, v| {
                with_target(c, i, |t| {
                    if let Target::AllocationTag { tag, .. } = t {
                        *tag = match v.trim() {
                            "" | "*" => None,
                            x => Some(x.to_string()),
                        };
                    }
                })
            });
            html! {
                <>
                    <label class="field compact"><span class="label">{ "Namespace" }</span>
                        <select onchange={set_ns}>
                            { for ["self", "not-self", "all", "app-id", "app-tag"].iter().map(|k| html! {
                                <option value={*k} selected={*k == ns_key}>{ *k }</option>
                            }) }
                        </select>
                    </label>
                    if let Some(v) = ns_value {
                        <label class="field compact"><span class="label">{ if ns_key == "app-id" { "Application" } else { "App tag" } }</span>
                            <input type="text" value={v} onchange={set_ns_value} /></label>
                    }
                    <label class="field compact"><span class="label">{ "Tag" }</span>
                        <input type="text" value={tag.clone().unwrap_or_else(|| "*".into())} onchange={set_tag} placeholder="* = any" /></label>
                </>
            }
        }
        Target::NodeAttribute { op, values: vals, .. } | Target::NodePartition { op, values: vals } => {
            let is_attr = matches!(t, Target::NodeAttribute { .. });
            let set_key = ctx.on_input(path, move |c, v| {
                with_target(c, i, |t| {
                    if let Target::NodeAttribute { key, .. } = t {
                        *key = v.trim().to_string();
                    }
                })
            });
            let set_op = ctx.on_select(path, move |c, v| {
                with_target(c, i, |t| {
                    if let Target::NodeAttribute { op, .. } | Target::NodePartition { op, .. } = t {
                        *op = if v == "!=" { AttributeOp::Ne } else { AttributeOp::Eq };
                    }
                })
            });
            let set_values = ctx.on_input(path, move |c, v| {
                with_target(c, i, |t| {
                    if let Target::NodeAttribute { values, .. } | Target::NodePartition { values, .. } = t {
                        *values = self::values(&v);
                    }
                })
            });
            html! {
                <>
                    if is_attr {
                        <label class="field compact"><span class="label">{ "Attribute" }</span>
                            <input type="text" value={key_of(t)} onchange={set_key} /></label>
                    }
                    <label class="field compact"><span class="label">{ "Is" }</span>
                        <select onchange={set_op}>
                            <option value="=" selected={*op == AttributeOp::Eq}>{ "=" }</option>
                            <option value="!=" selected={*op == AttributeOp::Ne}>{ "≠" }</option>
                        </select>
                    </label>
                    <label class="field compact"><span class="label">{ if is_attr { "Values" } else { "Partitions" } }</span>
                        <input type="text" value={vals.join(" | ")} onchange={set_values} placeholder="a | b" /></label>
                </>
            }
        }
    };
    html! {
        <li class="ctarget">
            <label class="field compact"><span class="label">{ "Target" }</span>
                <select onchange={set_type}>
                    { for ["tag", "attribute", "partition"].iter().map(|k| html! { <option value={*k} selected={*k == kind}>{ *k }</option> }) }
                </select>
            </label>
            { fields }
            <button class="btn ghost remove" onclick={remove} aria-label={format!("Remove target {}", i + 1)}>{ "✕" }</button>
        </li>
    }
}

fn key_of(t: &Target) -> String {
    match t {
        Target::NodeAttribute { key, .. } => key.clone(),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spindle_core::spec::{parse_constraint, Dialect};

    fn parse(s: &str) -> PlacementConstraint {
        parse_constraint(s, Dialect::Spindle).expect("parses")
    }

    #[test]
    fn form_operations_print_back_to_the_text_users_write() {
        let mut c = parse("NOTIN,NODE,zk");
        if let Some(s) = single_mut(&mut c) {
            set_kind(s, "CARDINALITY");
            s.scope = Scope::Rack;
        }
        assert_eq!(print_constraint(&c), "CARDINALITY,RACK,zk,0,1");
        if let Some(s) = single_mut(&mut c) {
            set_kind(s, "IN");
        }
        assert_eq!(print_constraint(&c), "IN,RACK,zk");
        let mut c = PlacementConstraint::And { children: vec![c, default_part("hb")] };
        assert_eq!(print_constraint(&c), "AND(IN,RACK,zk:NOTIN,NODE,hb)");
        if let Some(PlacementConstraint::Single(s)) = at_mut(&mut c, &[1]) {
            s.targets[0] = Target::AllocationTag { namespace: Namespace::NotSelf, tag: Some("hb".into()) };
        }
        let text = print_constraint(&c);
        assert_eq!(text, "AND(IN,RACK,zk:NOTIN,NODE,not-self/hb)");
        assert_eq!(parse(&text), c, "the printed text parses back to the form's tree");
        assert!(at_mut(&mut c, &[5]).is_none());
        assert_eq!(values(" b| a ,a"), ["a", "b"]);
    }

    #[test]
    fn a_new_part_never_repeats_one_already_there() {
        let zk = parse("NOTIN,NODE,zk");
        assert_eq!(print_constraint(&fresh_part("zk", std::slice::from_ref(&zk))), "NOTIN,RACK,zk");
        assert_eq!(print_constraint(&fresh_part("zk", &[parse("IN,NODE,hb")])), "NOTIN,NODE,zk");
        let taken = [zk, parse("NOTIN,RACK,zk"), parse("IN,RACK,zk")];
        assert_eq!(print_constraint(&fresh_part("zk", &taken)), "IN,NODE,zk");
    }
}
