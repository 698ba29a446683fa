//! The cluster view: racks as columns, nodes as boxes with memory and vcore bars, containers as chips coloured
//! by application and labelled with their tags. Every name is rendered as an SVG text node, never as markup.

use yew::prelude::*;

use crate::view_model::{app_colour, memory_label, ClusterView, NodeView};

const RACK_W: f64 = 212.0;
const RACK_GAP: f64 = 16.0;
const RACK_PAD: f64 = 10.0;
const RACK_HEAD: f64 = 24.0;
const NODE_W: f64 = RACK_W - 2.0 * RACK_PAD;
const NODE_GAP: f64 = 10.0;
const NODE_HEAD: f64 = 44.0;
const CHIP_W: f64 = healthy_chip_width();
const CHIP_H: f64 = 18.0;
const CHIP_GAP: f64 = 4.0;
const CHIPS_PER_ROW: usize = 3;

const fn healthy_chip_width() -> f64 {
    (NODE_W - 16.0 - (CHIPS_PER_ROW as f64 - 1.0) * CHIP_GAP) / CHIPS_PER_ROW as f64
}

/// The height of a node box holding `chips` containers (at least one empty chip row, so boxes don't jump).
pub fn node_height(chips: usize) -> f64 {
    let rows = chips.div_ceil(CHIPS_PER_ROW).max(1) as f64;
    NODE_HEAD + rows * (CHIP_H + CHIP_GAP) + 6.0
}

/// Width and height of the whole drawing.
pub fn extent(view: &ClusterView) -> (f64, f64) {
    let w = view.racks.len() as f64 * (RACK_W + RACK_GAP);
    let h = view
        .racks
        .iter()
        .map(|r| RACK_HEAD + r.nodes.iter().map(|n| node_height(n.containers.len()) + NODE_GAP).sum::<f64>() + RACK_PAD)
        .fold(0.0, f64::max);
    (w.max(RACK_W), h.max(80.0))
}

#[derive(Properties, PartialEq)]
pub struct ClusterProps {
    pub view: ClusterView,
}

#[component]
pub fn Cluster(props: &ClusterProps) -> Html {
    let (w, h) = extent(&props.view);
    let racks = props.view.racks.iter().enumerate().map(|(ri, rack)| {
        let x = ri as f64 * (RACK_W + RACK_GAP);
        let mut y = RACK_HEAD;
        let nodes = rack
            .nodes
            .iter()
            .map(|n| {
                let top = y;
                y += node_height(n.containers.len()) + NODE_GAP;
                html! { <Node key={n.id} node={n.clone()} x={x + RACK_PAD} y={top} /> }
            })
            .collect::<Html>();
        html! {
            <g class="rack" key={rack.name.clone()} data-rack={rack.name.clone()}>
                <rect class="rack-frame" x={fmt(x)} y="2" width={fmt(RACK_W)} height={fmt(h - 4.0)} rx="10" />
                <text class="rack-label" x={fmt(x + RACK_PAD)} y="17">{ &rack.name }</text>
                { nodes }
            </g>
        }
    });
    html! {
        <div class="cluster">
            <svg width={fmt(w)} height={fmt(h)} viewBox={format!("0 0 {} {}", fmt(w), fmt(h))}
                 role="img" aria-label="Cluster: racks, nodes and the containers placed on them">
                { for racks }
            </svg>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct NodeProps {
    node: NodeView,
    x: f64,
    y: f64,
}

#[component]
fn Node(props: &NodeProps) -> Html {
    let n = &props.node;
    let (x, y) = (props.x, props.y);
    let h = node_height(n.containers.len());
    let frac = |used: i64, cap: i64| if cap <= 0 { 0.0 } else { (used as f64 / cap as f64).clamp(0.0, 1.0) };
    let bar_w = NODE_W - 16.0;
    let mem = frac(n.used.memory(), n.capability.memory());
    let cpu = frac(n.used.vcores(), n.capability.vcores());
    let meta = format!(
        "{} / {} · {} / {} vcores{}",
        memory_label(n.used.memory()),
        memory_label(n.capability.memory()),
        n.used.vcores(),
        n.capability.vcores(),
        if n.partition.is_empty() { String::new() } else { format!(" · {}", n.partition) }
    );
    let chips = n.containers.iter().enumerate().map(|(i, c)| {
        let cx = x + 8.0 + (i % CHIPS_PER_ROW) as f64 * (CHIP_W + CHIP_GAP);
        let cy = y + NODE_HEAD + (i / CHIPS_PER_ROW) as f64 * (CHIP_H + CHIP_GAP);
        let class = if c.fresh { "chip fresh" } else { "chip" };
        html! {
            <g class={class} key={c.id} data-container={c.id.to_string()} data-app={c.app.to_string()}>
                <title>{ format!("container {} · tags: {}", c.id, c.label) }</title>
                <rect x={fmt(cx)} y={fmt(cy)} width={fmt(CHIP_W)} height={fmt(CHIP_H)} rx="4" fill={app_colour(c.app)} />
                <text x={fmt(cx + CHIP_W / 2.0)} y={fmt(cy + 12.5)} text-anchor="middle">{ truncate(&c.label, 9) }</text>
            </g>
        }
    });
    let attrs = n.attributes.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(", ");
    html! {
        <g class="node" data-node={n.name.clone()} data-containers={n.containers.len().to_string()}>
            <rect class="node-box" x={fmt(x)} y={fmt(y)} width={fmt(NODE_W)} height={fmt(h)} rx="6" />
            <text class="node-name" x={fmt(x + 8.0)} y={fmt(y + 15.0)}>{ &n.name }</text>
            <text class="node-meta" x={fmt(x + 8.0)} y={fmt(y + 27.0)}>{ meta }</text>
            if !attrs.is_empty() { <title>{ attrs }</title> }
            <rect class="bar-bg" x={fmt(x + 8.0)} y={fmt(y + 32.0)} width={fmt(bar_w)} height="3" />
            <rect class="bar-mem" x={fmt(x + 8.0)} y={fmt(y + 32.0)} width={fmt(bar_w * mem)} height="3" />
            <rect class="bar-bg" x={fmt(x + 8.0)} y={fmt(y + 37.0)} width={fmt(bar_w)} height="3" />
            <rect class="bar-cpu" x={fmt(x + 8.0)} y={fmt(y + 37.0)} width={fmt(bar_w * cpu)} height="3" />
            { for chips }
        </g>
    }
}

/// Shortens a label to `max` characters with an ellipsis (the full text is in the chip's tooltip).
fn truncate(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        let mut out: String = s.chars().take(max.saturating_sub(1)).collect();
        out.push('…');
        out
    }
}

fn fmt(v: f64) -> String {
    format!("{v:.1}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view_model::{ChipView, RackView};
    use spindle_core::resource::Resource;

    fn node(id: u32, chips: usize) -> NodeView {
        NodeView {
            id,
            name: format!("n{id}"),
            capability: Resource::new(8192, 8),
            used: Resource::ZERO,
            partition: String::new(),
            attributes: vec![],
            containers: (0..chips)
                .map(|i| ChipView { id: i as u64, app: 0, label: "zk".into(), fresh: false })
                .collect(),
        }
    }

    #[test]
    fn nodes_grow_by_chip_rows_and_the_drawing_fits_the_tallest_rack() {
        assert_eq!(node_height(0), node_height(3));
        assert!(node_height(4) > node_height(3));
        let view = ClusterView {
            racks: vec![
                RackView { name: "a".into(), nodes: vec![node(0, 0), node(1, 7)] },
                RackView { name: "b".into(), nodes: vec![node(2, 0)] },
            ],
        };
        let (w, h) = extent(&view);
        assert_eq!(w, 2.0 * (RACK_W + RACK_GAP));
        assert!(h >= RACK_HEAD + node_height(0) + node_height(7));
    }

    #[test]
    fn truncation_keeps_short_labels() {
        assert_eq!(truncate("zk", 9), "zk");
        assert_eq!(truncate("hbase-regionserver", 9), "hbase-re…");
    }
}
