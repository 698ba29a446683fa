//! The cluster view for clusters small enough for SVG: racks as columns, nodes as boxes with memory and vcore
//! bars, containers as chips coloured by application, queue or tag and labelled with their tags. It is also the
//! topology editor's canvas: click a node or a rack to edit it, drag a node onto another rack to move it, add
//! nodes and racks with the dashed buttons. With a pending request selected, nodes that fit glow and the others
//! say why not. Every name is an SVG text node, never markup.

use yew::prelude::*;

use crate::components::cluster_layout::{
    node_height, Geometry, ADD_H, CHIPS_PER_ROW, CHIP_GAP, CHIP_H, NODE_HEAD, NODE_W, RACK_PAD,
};
use crate::components::shown::{shown, use_on_scroll, Shown};
use crate::services::dom;
use crate::state::edit::Edit;
use crate::state::{Select, DENSE_ABOVE};
use crate::view_model::{colour, ink, memory_label, request_key, ChipState, ClusterView, NodeView};
use spindle_core::decimal::print::Float;

const CHIP_W: f64 = chip_width();
/// Above this many nodes (the SVG view chosen in the view bar: "auto" draws such clusters on the canvas) the view
/// draws only the nodes on screen and half a screen around them, again as the view or the page scrolls. Every
/// container is an SVG group of its own: a 2,000-node cluster's 20,000 took 2–3 s to draw, a 10,000-node one's
/// 100,000 12–18 s.
const DRAW_ALL_UP_TO: usize = DENSE_ABOVE;
/// A drag shorter than this is a click.
const DRAG_THRESHOLD: f64 = 5.0;

const fn chip_width() -> f64 {
    (NODE_W - 16.0 - (CHIPS_PER_ROW as f64 - 1.0) * CHIP_GAP) / CHIPS_PER_ROW as f64
}

#[derive(Clone, Debug, PartialEq)]
struct Drag {
    from: (usize, usize),
    name: String,
    start: (f64, f64),
    at: (f64, f64),
    moved: bool,
}

#[derive(Properties, PartialEq)]
pub struct ClusterProps {
    pub view: std::rc::Rc<ClusterView>,
    /// The node whose verdict tree is open.
    pub highlight: Option<u32>,
    pub selected_container: Option<u64>,
    pub selected_node: Option<(usize, usize)>,
    pub selected_rack: Option<usize>,
    /// A pending request is selected: clicking a node opens its verdict instead of editing it.
    pub explaining: bool,
    /// Clicks on nodes, racks and containers.
    pub on_select: Callback<Select>,
    /// Dragging a node, "+ node" and "+ rack".
    pub on_edit: Callback<Edit>,
    /// Presenter mode: the drawing fits the space it has (a rack's nodes wrap into columns, the whole is scaled),
    /// without the editing buttons.
    #[prop_or_default]
    pub fit: bool,
}

#[component]
pub fn Cluster(props: &ClusterProps) -> Html {
    let svg_ref = use_node_ref();
    let box_ref = use_node_ref();
    let drag = use_state(|| None::<Drag>);
    let view = &props.view;
    let room = use_room(&box_ref, props.fit);
    let geometry = match room {
        Some((bw, bh)) if props.fit => Geometry::fitted(view, bw, bh),
        _ => Geometry::default(),
    };
    let (w, h) = geometry.extent(view);
    // Drawn at this size; the viewBox keeps the drawing's own units, so a fitted cluster is scaled as a whole.
    let scale = match room {
        Some((bw, bh)) if props.fit => geometry.scale(view, bw, bh),
        _ => 1.0,
    };
    use_fly_in(view);
    let partial = !props.fit && view.node_count > DRAW_ALL_UP_TO;
    // The part drawn, measured when the view or the page scrolls; it changes (and the view is drawn again) only
    // when it moves by a step of `Area::STEP`.
    let part = use_mut_ref(|| None::<Area>);
    {
        let (box_ref, svg_ref, part, update) = (box_ref.clone(), svg_ref.clone(), part.clone(), use_force_update());
        use_on_scroll(
            partial,
            Callback::from(move |()| {
                let now = Some(drawn_part(&box_ref, &svg_ref));
                if part.replace(now) != now {
                    update.force_update();
                }
            }),
        );
    }
    let drawn = partial.then(|| part.borrow().unwrap_or_else(|| drawn_part(&box_ref, &svg_ref)));

    let local = {
        let svg_ref = svg_ref.clone();
        // In the drawing's units: the pointer's offset divided by the scale it is drawn at.
        move |e: &PointerEvent| -> (f64, f64) {
            svg_ref.cast::<web_sys::Element>().map_or((0.0, 0.0), |svg| {
                let r = svg.get_bounding_client_rect();
                let s = if r.width() > 0.0 { w / r.width() } else { 1.0 };
                ((e.client_x() as f64 - r.left()) * s, (e.client_y() as f64 - r.top()) * s)
            })
        }
    };
    let onpointermove = {
        let drag = drag.clone();
        let svg_ref = svg_ref.clone();
        let local = local.clone();
        Callback::from(move |e: PointerEvent| {
            let Some(mut d) = (*drag).clone() else { return };
            d.at = local(&e);
            if !d.moved && (d.at.0 - d.start.0).hypot(d.at.1 - d.start.1) > DRAG_THRESHOLD {
                d.moved = true;
                // Captured only once it is a drag, so a plain click still reaches the node.
                if let Some(svg) = svg_ref.cast::<web_sys::Element>() {
                    let _ = svg.set_pointer_capture(e.pointer_id());
                }
            }
            drag.set(Some(d));
        })
    };
    let onpointerup = {
        let drag = drag.clone();
        let view = view.clone();
        let local = local.clone();
        let d = props.on_edit.clone();
        Callback::from(move |e: PointerEvent| {
            let Some(g) = (*drag).clone() else { return };
            drag.set(None);
            if !g.moved {
                return;
            }
            let (x, y) = local(&e);
            if let Some((to_rack, index)) = geometry.drop_target(&view, x, y) {
                let (rack, node) = g.from;
                // Within one rack, removing the node first shifts the positions after it.
                let index = if to_rack == rack && index > node { index - 1 } else { index };
                if (to_rack, index) != (rack, node) {
                    d.emit(Edit::MoveNode { rack, node, to_rack, index: Some(index) });
                }
            }
        })
    };
    let onpointercancel = {
        let drag = drag.clone();
        Callback::from(move |_| drag.set(None))
    };

    let dragging = (*drag).clone().filter(|d| d.moved);
    let target_rack = dragging.as_ref().and_then(|d| geometry.drop_target(view, d.at.0, d.at.1)).map(|t| t.0);
    let rack_w = geometry.rack_width();
    let racks = view.racks.iter().enumerate().map(|(col, rack)| {
        let x = geometry.rack_x(col);
        let (at, add_y) = geometry.place(&rack.nodes);
        let nodes = rack
            .nodes
            .iter()
            .zip(at)
            .filter(|(n, (nx, top))| {
                drawn.is_none_or(|d| d.meets(x + nx, *top, NODE_W, node_height(n.containers.len())))
            })
            .map(|(n, (nx, top))| {
                let start_drag = {
                    let drag = drag.clone();
                    let local = local.clone();
                    let (pos, name) = (n.info.pos.filter(|_| rack.index.is_some()), n.info.name.clone());
                    Callback::from(move |e: PointerEvent| {
                        if let (Some(from), 0) = (pos, e.button()) {
                            let p = local(&e);
                            drag.set(Some(Drag { from, name: name.clone(), start: p, at: p, moved: false }));
                        }
                    })
                };
                html! {
                    <Node key={n.info.id} node={n.clone()} x={x + nx} y={top}
                          highlighted={props.highlight == Some(n.info.id)}
                          selected={n.info.pos.is_some() && n.info.pos == props.selected_node}
                          selected_container={props.selected_container}
                          explaining={props.explaining} on_select={props.on_select.clone()} onpointerdown={start_drag} />
                }
            })
            .collect::<Html>();
        let index = rack.index;
        let select_rack = {
            let d = props.on_select.clone();
            Callback::from(move |()| {
                if let Some(i) = index {
                    d.emit(Select::Rack(i))
                }
            })
        };
        let add_node = {
            let d = props.on_edit.clone();
            Callback::from(move |()| {
                if let Some(i) = index {
                    d.emit(Edit::AddNode(i))
                }
            })
        };
        html! {
            <g class={classes!("rack", (target_rack.is_some() && target_rack == index).then_some("drop-target"),
                               (props.selected_rack.is_some() && props.selected_rack == index).then_some("selected"))}
               key={format!("rack-{col}-{}", rack.name)} data-rack={rack.name.clone()}>
                <rect class="rack-frame" x={fmt(x)} y="2" width={fmt(rack_w)} height={fmt(h - 4.0)} rx="10" />
                // Named by its text (label in name); what it does is its description.
                <g class="rack-head" role={index.map(|_| "button")} tabindex={index.map(|_| "0")}
                   onclick={click(&select_rack)} onkeydown={activate(&select_rack)}>
                    if index.is_some() { <title>{ format!("Edit rack {}", rack.name) }</title> }
                    <rect x={fmt(x + 4.0)} y="5" width={fmt(rack_w - 8.0)} height="18" rx="5" />
                    <text class="rack-label" x={fmt(x + RACK_PAD)} y="18">{ truncate(&rack.name, 22) }</text>
                    <text class="rack-count" x={fmt(x + rack_w - RACK_PAD)} y="18" text-anchor="end">
                        { format!("{} node{}", rack.nodes.len(), if rack.nodes.len() == 1 { "" } else { "s" }) }
                    </text>
                </g>
                { nodes }
                if index.is_some() && geometry.edit {
                    <g class="add" role="button" tabindex="0" data-add-node={rack.name.clone()}
                       aria-label={format!("Add a node to rack {}", rack.name)} onclick={click(&add_node)} onkeydown={activate(&add_node)}>
                        <rect x={fmt(x + RACK_PAD)} y={fmt(add_y)} width={fmt(NODE_W)} height={fmt(ADD_H - 6.0)} rx="6" />
                        <text x={fmt(x + rack_w / 2.0)} y={fmt(add_y + 14.0)} text-anchor="middle">{ "+ node" }</text>
                    </g>
                }
            </g>
        }
    });
    let add_rack = { props.on_edit.reform(|()| Edit::AddRack) };
    let add_x = geometry.rack_x(view.racks.len());
    // Columns are racks unless nodes are grouped by a custom scope; only racks are edited here.
    let by_rack = view.racks.iter().all(|r| r.index.is_some()) && geometry.edit;
    let ghost = dragging.map(|d| {
        html! {
            <g class="drag-ghost" pointer-events="none">
                <rect x={fmt(d.at.0 - NODE_W / 2.0)} y={fmt(d.at.1 - 14.0)} width={fmt(NODE_W)} height="28" rx="6" />
                <text x={fmt(d.at.0)} y={fmt(d.at.1 + 4.0)} text-anchor="middle">{ format!("move {}", truncate(&d.name, 18)) }</text>
            </g>
        }
    });
    html! {
        // Focusable: a keyboard user can scroll a large cluster, and the skip link lands here.
        <div class={classes!("cluster", props.fit.then_some("fitted"))} ref={box_ref} data-columns={geometry.columns.to_string()}
             id="cluster-view" tabindex="0" role="region" aria-label="Cluster">
            <svg ref={svg_ref} width={fmt(w * scale)} height={fmt(h * scale)} viewBox={format!("0 0 {} {}", fmt(w), fmt(h))}
                 role="group" aria-label={format!("Cluster: {} racks, {} nodes, {} containers. Drag a node onto another rack to move it.",
                                                  view.racks.len(), view.node_count, view.container_count)}
                 class={classes!(props.explaining.then_some("explaining"))}
                 {onpointermove} {onpointerup} {onpointercancel}>
                { for racks }
                if by_rack {
                    <g class="add add-rack" role="button" tabindex="0" id="add-rack" aria-label="Add a rack"
                       onclick={click(&add_rack)} onkeydown={activate(&add_rack)}>
                        <rect x={fmt(add_x)} y="2" width={fmt(rack_w)} height="60" rx="10" />
                        <text x={fmt(add_x + rack_w / 2.0)} y="37" text-anchor="middle">{ "+ rack" }</text>
                    </g>
                }
                { for ghost }
            </svg>
        </div>
    }
}

/// A part of the drawing, in its units.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Area {
    left: f64,
    top: f64,
    right: f64,
    bottom: f64,
}

impl Area {
    /// The part drawn grows outwards to multiples of this: a scroll within it draws nothing again.
    const STEP: f64 = 256.0;

    /// The smallest area of whole steps around `self`.
    fn in_steps(self) -> Area {
        let (down, up) =
            (|v: f64| (v / Self::STEP).floor() * Self::STEP, |v: f64| (v / Self::STEP).ceil() * Self::STEP);
        Area { left: down(self.left), top: down(self.top), right: up(self.right), bottom: up(self.bottom) }
    }

    /// Whether the box at `(x, y)`, `w` × `h`, reaches into the area.
    fn meets(self, x: f64, y: f64, w: f64, h: f64) -> bool {
        x < self.right && x + w > self.left && y < self.bottom && y + h > self.top
    }
}

/// The part of the drawing to draw: what shows of the view's box and half of that again on every side, grown to
/// whole steps, in the drawing's units (the view draws at its own size when it draws in part). Before the view is
/// on the page, the window's size from the drawing's top-left corner, where a new view's box starts.
fn drawn_part(box_ref: &NodeRef, svg_ref: &NodeRef) -> Area {
    let (s, origin) = match (box_ref.cast::<web_sys::Element>(), svg_ref.cast::<web_sys::Element>()) {
        (Some(b), Some(svg)) => {
            let o = svg.get_bounding_client_rect();
            (shown(&b), (o.left(), o.top()))
        }
        _ => {
            let (w, h) = dom::window_size().unwrap_or((1920.0, 1080.0));
            (Shown { left: 0.0, top: 0.0, right: w, bottom: h }, (0.0, 0.0))
        }
    };
    let (mx, my) = ((s.right - s.left).max(0.0) / 2.0, (s.bottom - s.top).max(0.0) / 2.0);
    Area {
        left: s.left - origin.0 - mx,
        top: s.top - origin.1 - my,
        right: s.right - origin.0 + mx,
        bottom: s.bottom - origin.1 + my,
    }
    .in_steps()
}

/// Enter or Space on an SVG button acts like a click (and is not also a play / pause shortcut).
fn activate(cb: &Callback<()>) -> Callback<KeyboardEvent> {
    let cb = cb.clone();
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" || e.key() == " " {
            e.prevent_default();
            e.stop_propagation();
            cb.emit(());
        }
    })
}

/// The click handler of an SVG button.
fn click(cb: &Callback<()>) -> Callback<MouseEvent> {
    cb.reform(|_| ())
}

#[derive(Properties, PartialEq)]
struct NodeProps {
    node: NodeView,
    x: f64,
    y: f64,
    highlighted: bool,
    selected: bool,
    selected_container: Option<u64>,
    explaining: bool,
    on_select: Callback<Select>,
    onpointerdown: Callback<PointerEvent>,
}

#[component]
fn Node(props: &NodeProps) -> Html {
    let (n, info) = (&props.node, &props.node.info);
    let (x, y) = (props.x, props.y);
    let h = node_height(n.containers.len());
    let bar_w = NODE_W - 16.0;
    let meta = match &n.fit {
        Some(f) if !f.fits => f.reason.clone(),
        _ => format!(
            "{} / {} · {} / {} vc{}",
            memory_label(n.used.memory()),
            memory_label(info.capability.memory()),
            n.used.vcores(),
            info.capability.vcores(),
            if info.partition.is_empty() { String::new() } else { format!(" · {}", info.partition) }
        ),
    };
    let select = {
        let d = props.on_select.clone();
        let (id, pos, explaining) = (info.id, info.pos, props.explaining);
        Callback::from(move |()| {
            if explaining {
                d.emit(Select::FocusNode(id));
            } else if let Some((r, i)) = pos {
                d.emit(Select::Node(r, i));
            }
        })
    };
    let chips = n.containers.iter().enumerate().map(|(i, c)| {
        let cx = x + 8.0 + (i % CHIPS_PER_ROW) as f64 * (CHIP_W + CHIP_GAP);
        let cy = y + NODE_HEAD + (i / CHIPS_PER_ROW) as f64 * (CHIP_H + CHIP_GAP);
        let pick = {
            let id = c.id;
            props.on_select.reform(move |()| Select::Container(id))
        };
        let pick_click = {
            let pick = pick.clone();
            // The node under the chip must not take the click too.
            Callback::from(move |e: MouseEvent| {
                e.stop_propagation();
                pick.emit(());
            })
        };
        // A chip is a click target of its own: it must not start dragging its node.
        let hold = Callback::from(|e: PointerEvent| e.stop_propagation());
        let (state, what) = match c.state {
            ChipState::Running => (None, "why here?"),
            ChipState::Marked { just } => (Some(if just { "marked marking" } else { "marked" }), "marked for preemption: which round and why?"),
            ChipState::Preempted => (Some("preempted"), "killed by the preemption policy"),
            ChipState::Reserved => (Some("reserved"), "a reservation: the node is held for it"),
        };
        // Reservations and killed containers are outlines, not containers one can ask about.
        let live = matches!(c.state, ChipState::Running | ChipState::Marked { .. });
        // The name says what the colour shows (application and queue), so membership is never colour-only.
        let tags = if c.label.is_empty() { String::new() } else { format!(", tags {}", c.label) };
        let label = format!("container {} of {}{tags}, on {}: {what}", c.id, c.owner, info.name);
        html! {
            <g class={classes!("chip", c.fresh.then_some("fresh"), state, (props.selected_container == Some(c.id)).then_some("selected"))}
               key={format!("{}-{}", c.id, state.unwrap_or("run"))} data-container={c.id.to_string()} data-app={c.app.to_string()}
               data-request={request_key(c.app, c.request)} data-state={state.map(|s| s.split(' ').next().unwrap_or(s).to_string())}
               role={live.then_some("button")} tabindex={live.then_some("0")} aria-label={label.clone()}
               onclick={live.then_some(pick_click)} onpointerdown={hold} onkeydown={live.then(|| activate(&pick))}>
                <title>{ label }</title>
                <rect x={fmt(cx)} y={fmt(cy)} width={fmt(CHIP_W)} height={fmt(CHIP_H)} rx="4"
                      fill={if c.state == ChipState::Reserved { "none" } else { colour(c.colour) }}
                      stroke={(c.state == ChipState::Reserved).then(|| colour(c.colour))} />
                <text x={fmt(cx + CHIP_W / 2.0)} y={fmt(cy + 12.5)} text-anchor="middle" fill={ink(c.colour)}>{ truncate(&c.label, 9) }</text>
            </g>
        }
    });
    let attrs = info.attributes.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(", ");
    let fit_class = n.fit.as_ref().map(|f| if f.fits { "fits" } else { "blocked" });
    let summary = format!(
        "node {}: {} of {} memory, {} of {} vcores used, {} containers{}{}",
        info.name,
        memory_label(n.used.memory()),
        memory_label(info.capability.memory()),
        n.used.vcores(),
        info.capability.vcores(),
        n.containers.len(),
        if attrs.is_empty() { String::new() } else { format!(", attributes {attrs}") },
        n.fit.as_ref().map(|f| format!(". For the selected request: {}", f.reason)).unwrap_or_default()
    );
    // The node's button holds its box and text; its chips are buttons of their own beside it (a button inside a
    // button is one control to assistive technology, and its inner controls unreachable).
    html! {
        <g class={classes!("node", fit_class, props.highlighted.then_some("focus"), props.selected.then_some("selected"), (!n.schedulable).then_some("off"))}
           data-node={info.name.clone()} data-containers={n.containers.len().to_string()}
           data-fit={n.fit.as_ref().map(|f| f.fits.to_string())}
           role="group" aria-label={format!("node {}", info.name)} onpointerdown={props.onpointerdown.clone()}>
          <g class="node-hit" role="button" tabindex="0" onclick={click(&select)} onkeydown={activate(&select)}>
            <rect class="node-box" x={fmt(x)} y={fmt(y)} width={fmt(NODE_W)} height={fmt(h)} rx="6" />
            <text class="node-name" x={fmt(x + 8.0)} y={fmt(y + 15.0)}>{ truncate(&info.name, 26) }</text>
            // Named by its text (label in name); the whole of it in words is its description (and tooltip).
            <title>{ summary }</title>
            <text class={classes!("node-meta", (fit_class == Some("blocked")).then_some("reason"))} x={fmt(x + 8.0)} y={fmt(y + 27.0)}>
                { truncate(&meta, 33) }
            </text>
            <rect class="bar-bg" x={fmt(x + 8.0)} y={fmt(y + 32.0)} width={fmt(bar_w)} height="3" />
            <rect class="bar-mem" x={fmt(x + 8.0)} y={fmt(y + 32.0)} width={fmt(bar_w * n.memory_fraction())} height="3" />
            <rect class="bar-bg" x={fmt(x + 8.0)} y={fmt(y + 37.0)} width={fmt(bar_w)} height="3" />
            <rect class="bar-cpu" x={fmt(x + 8.0)} y={fmt(y + 37.0)} width={fmt(bar_w * n.vcore_fraction())} height="3" />
            if !info.partition.is_empty() || !attrs.is_empty() {
                <text class="node-tags" x={fmt(x + NODE_W - 8.0)} y={fmt(y + 15.0)} text-anchor="end">
                    { truncate(&[info.partition.as_str(), attrs.as_str()].iter().filter(|s| !s.is_empty()).copied().collect::<Vec<_>>().join(" · "), 16) }
                </text>
            }
          </g>
            { for chips }
        </g>
    }
}

/// The inner size of the cluster's box while `measure` is set (presenter mode fits the drawing to it), kept up
/// to date as the window or the panels around it change (a ResizeObserver); `None` otherwise.
#[hook]
fn use_room(box_ref: &NodeRef, measure: bool) -> Option<(f64, f64)> {
    let room = use_state_eq(|| None::<(f64, f64)>);
    {
        let (box_ref, room) = (box_ref.clone(), room.clone());
        use_effect_with(measure, move |measure| {
            use wasm_bindgen::JsCast;
            let mut observer = None;
            let mut callback = None;
            match box_ref.cast::<web_sys::Element>().filter(|_| *measure) {
                Some(el) => {
                    let read = move |el: &web_sys::Element| {
                        // The box's padding is not room to draw in.
                        let style = web_sys::window().and_then(|w| w.get_computed_style(el).ok().flatten());
                        let px = |p: &str| {
                            style
                                .as_ref()
                                .and_then(|s| s.get_property_value(p).ok())
                                .and_then(|v| spindle_core::decimal::parse_f64(v.trim_end_matches("px")))
                                .unwrap_or(0.0)
                        };
                        let w = el.client_width() as f64 - px("padding-left") - px("padding-right");
                        let h = el.client_height() as f64 - px("padding-top") - px("padding-bottom");
                        // A pixel less than the box: the drawing's rounded size must never make it scroll.
                        (w > 1.0 && h > 1.0).then_some((w.floor() - 1.0, h.floor() - 1.0))
                    };
                    room.set(read(&el));
                    let (room, target) = (room.clone(), el.clone());
                    let cb = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || room.set(read(&target)));
                    if let Ok(o) = web_sys::ResizeObserver::new(cb.as_ref().unchecked_ref()) {
                        o.observe(&el);
                        observer = Some(o);
                    }
                    callback = Some(cb);
                }
                None => room.set(None),
            }
            move || {
                if let Some(o) = observer {
                    o.disconnect();
                }
                drop(callback);
            }
        });
    }
    *room
}

/// Flies newly placed chips in from their request's card in the pending lane (or from the lane, once the
/// request is gone from it). Runs after the DOM is updated; skipped when the user prefers reduced motion.
#[hook]
fn use_fly_in(view: &ClusterView) {
    let fresh: Vec<(u64, u32, Option<usize>)> = view
        .racks
        .iter()
        .flat_map(|r| &r.nodes)
        .flat_map(|n| n.containers.iter())
        .filter(|c| c.fresh)
        .map(|c| (c.id, c.app, c.request))
        .collect();
    use_effect_with(fresh, |fresh| {
        if fresh.is_empty() || fresh.len() > 50 || dom::prefers_reduced_motion() {
            return;
        }
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
        for (id, app, request) in fresh {
            let chip = doc.query_selector(&format!("svg [data-container=\"{id}\"]")).ok().flatten();
            let source = doc
                .query_selector(&format!("#pending [data-request=\"{}\"]", request_key(*app, *request)))
                .ok()
                .flatten()
                .or_else(|| doc.get_element_by_id("pending-lane"));
            let (Some(chip), Some(source)) = (chip, source) else { continue };
            let (a, b) = (source.get_bounding_client_rect(), chip.get_bounding_client_rect());
            let dx = a.left() + a.width() / 2.0 - (b.left() + b.width() / 2.0);
            let dy = a.top() + a.height() / 2.0 - (b.top() + b.height() / 2.0);
            let _ = chip.set_attribute("style", &format!("--fly-x:{:.0}px;--fly-y:{:.0}px", Float(dx), Float(dy)));
            let _ = chip.class_list().add_1("fly");
        }
    });
}

/// Shortens a label to `max` characters with an ellipsis (the full text is in the tooltip).
pub fn truncate(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        let mut out: String = s.chars().take(max.saturating_sub(1)).collect();
        out.push('…');
        out
    }
}

/// A coordinate to a tenth, written through an integer: one multiplication and two divisions for every attribute
/// of every chip, cheaper than `Float`'s exact mode (spindle_core::decimal::print), which takes 128-bit arithmetic
/// for the same text. Halves of a tenth round away from zero, where `Float` rounds the binary value half to even:
/// the two differ only there, by a tenth of a pixel.
fn fmt(v: f64) -> String {
    let tenths = (v * 10.0).round() as i64;
    let sign = if tenths < 0 { "-" } else { "" };
    format!("{sign}{}.{}", (tenths / 10).abs(), (tenths % 10).abs())
}

#[cfg(test)]
mod tests {
    use super::*;
    /// A node is drawn when any of its box reaches into the part drawn; one that only touches its edge is not.
    #[test]
    fn a_node_is_drawn_when_its_box_reaches_into_the_part() {
        let part = Area { left: 100.0, top: 50.0, right: 300.0, bottom: 250.0 };
        assert!(part.meets(150.0, 100.0, 10.0, 10.0));
        assert!(part.meets(0.0, 0.0, 101.0, 51.0), "its corner reaches in");
        assert!(part.meets(290.0, 240.0, 500.0, 500.0));
        assert!(!part.meets(0.0, 0.0, 100.0, 300.0), "it ends where the part starts");
        assert!(!part.meets(300.0, 100.0, 10.0, 10.0), "it starts where the part ends");
        assert!(!part.meets(150.0, 250.0, 10.0, 10.0));
        assert!(!part.meets(150.0, 0.0, 10.0, 50.0));
    }

    /// The part grows outwards to whole steps, so a scroll of less than a step rarely changes it.
    #[test]
    fn the_part_grows_to_whole_steps() {
        let part = Area { left: -300.0, top: 10.0, right: 700.0, bottom: 512.0 }.in_steps();
        assert_eq!(part, Area { left: -512.0, top: 0.0, right: 768.0, bottom: 512.0 });
        let scrolled = Area { left: -290.0, top: 20.0, right: 710.0, bottom: 511.0 }.in_steps();
        assert_eq!(part, scrolled);
    }

    #[test]
    fn coordinates_are_written_to_a_tenth() {
        for (v, text) in
            [(0.0, "0.0"), (56.0, "56.0"), (244.5, "244.5"), (12.34, "12.3"), (0.96, "1.0"), (-3.25, "-3.3")]
        {
            assert_eq!(fmt(v), text);
        }
        assert_eq!(fmt(-0.04), "0.0");
        assert_eq!(fmt(-0.5), "-0.5");
        for i in 0..2_000 {
            let v = i as f64 * 0.37 - 100.0;
            assert!((fmt(v).parse::<f64>().unwrap() - v).abs() <= 0.05 + 1e-9, "{v}: {}", fmt(v));
        }
    }

    #[test]
    fn truncation_keeps_short_labels() {
        assert_eq!(truncate("zk", 9), "zk");
        assert_eq!(truncate("hbase-regionserver", 9), "hbase-re…");
    }
}
