//! Where the cluster view draws racks and nodes. Racks are columns; a rack's nodes stand in one column, or — in
//! presenter mode, where the drawing must fit the screen — wrap row by row into as many columns as make the
//! whole cluster largest in the space it has (a single rack of twelve nodes becomes a 4 × 3 block instead of
//! one long scrolling column). The same geometry answers where a dragged node is dropped.

use crate::view_model::{ClusterView, NodeView};

pub const RACK_PAD: f64 = 10.0;
pub const RACK_HEAD: f64 = 26.0;
pub const RACK_GAP: f64 = 16.0;
/// A node box's width (a rack of one column is this plus its padding).
pub const NODE_W: f64 = 192.0;
pub const NODE_GAP: f64 = 10.0;
pub const NODE_HEAD: f64 = 44.0;
pub const CHIP_H: f64 = 18.0;
pub const CHIP_GAP: f64 = 4.0;
pub const CHIPS_PER_ROW: usize = 3;
/// The "+ node" button at the foot of each rack.
pub const ADD_H: f64 = 26.0;
/// The most node columns a rack wraps into, and the most a fitted drawing is enlarged.
const MAX_COLUMNS: usize = 12;
const MAX_SCALE: f64 = 2.0;

/// The height of a node box holding `chips` containers (at least one empty chip row, so boxes don't jump).
pub fn node_height(chips: usize) -> f64 {
    let rows = chips.div_ceil(CHIPS_PER_ROW).max(1) as f64;
    NODE_HEAD + rows * (CHIP_H + CHIP_GAP) + 6.0
}

/// The cluster drawing's geometry: how many columns each rack's nodes take, and whether the editing buttons
/// ("+ node", "+ rack") take room.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geometry {
    pub columns: usize,
    pub edit: bool,
}

impl Default for Geometry {
    fn default() -> Self {
        Geometry { columns: 1, edit: true }
    }
}

impl Geometry {
    /// The columns that let `view` be drawn largest in a `width` × `height` box (the fewest on a tie), without
    /// the editing buttons: what presenter mode shows.
    pub fn fitted(view: &ClusterView, width: f64, height: f64) -> Geometry {
        let most = view.racks.iter().map(|r| r.nodes.len()).max().unwrap_or(1).clamp(1, MAX_COLUMNS);
        let mut best = (Geometry { columns: 1, edit: false }, 0.0);
        for columns in 1..=most {
            let g = Geometry { columns, edit: false };
            let s = g.scale(view, width, height);
            if s > best.1 + 1e-9 {
                best = (g, s);
            }
        }
        best.0
    }

    /// How much the drawing is enlarged (or shrunk) to fit a `width` × `height` box, at most [`MAX_SCALE`].
    pub fn scale(self, view: &ClusterView, width: f64, height: f64) -> f64 {
        let (w, h) = self.extent(view);
        (width / w).min(height / h).clamp(0.05, MAX_SCALE)
    }

    pub fn rack_width(self) -> f64 {
        let c = self.columns as f64;
        2.0 * RACK_PAD + c * NODE_W + (c - 1.0) * NODE_GAP
    }

    /// The left edge of rack column `col`.
    pub fn rack_x(self, col: usize) -> f64 {
        col as f64 * (self.rack_width() + RACK_GAP)
    }

    /// Each node's top-left corner relative to its rack's left edge, and the height below which the rack's
    /// "+ node" button goes.
    pub fn place(self, nodes: &[NodeView]) -> (Vec<(f64, f64)>, f64) {
        let mut at = Vec::with_capacity(nodes.len());
        let mut y = RACK_HEAD;
        for row in nodes.chunks(self.columns.max(1)) {
            let mut row_h: f64 = 0.0;
            for (i, n) in row.iter().enumerate() {
                at.push((RACK_PAD + i as f64 * (NODE_W + NODE_GAP), y));
                row_h = row_h.max(node_height(n.containers.len()));
            }
            y += row_h + NODE_GAP;
        }
        (at, y)
    }

    fn rack_height(self, nodes: &[NodeView]) -> f64 {
        self.place(nodes).1 + if self.edit { ADD_H } else { 0.0 } + RACK_PAD
    }

    /// Width and height of the whole drawing (racks, then the "+ rack" column when editing).
    pub fn extent(self, view: &ClusterView) -> (f64, f64) {
        let columns = view.racks.len() + usize::from(self.edit);
        let w = (columns as f64 * (self.rack_width() + RACK_GAP)).max(self.rack_width());
        let h = view.racks.iter().map(|r| self.rack_height(&r.nodes)).fold(0.0, f64::max);
        (w, if self.edit { h.max(140.0) } else { h.max(RACK_HEAD + RACK_PAD) })
    }

    /// Where a node dropped at `(x, y)` goes: the rack column under it and the position among that rack's nodes
    /// (nowhere when the columns are groups of another scope).
    pub fn drop_target(self, view: &ClusterView, x: f64, y: f64) -> Option<(usize, usize)> {
        if x < 0.0 {
            return None;
        }
        let col = (x / (self.rack_width() + RACK_GAP)) as usize;
        let rack = view.racks.get(col)?;
        let (at, _) = self.place(&rack.nodes);
        let index = if self.columns <= 1 {
            // One column: between the nodes whose middles are around the point.
            at.iter()
                .zip(&rack.nodes)
                .position(|(&(_, top), n)| y < top + node_height(n.containers.len()) / 2.0)
                .unwrap_or(rack.nodes.len())
        } else {
            // Rows: the row the point is in, then before the first node of it whose middle is right of the point.
            let left = x - self.rack_x(col);
            let row_top = at.iter().map(|p| p.1).filter(|&top| top <= y).fold(f64::NEG_INFINITY, f64::max);
            at.iter()
                .position(|&(nx, top)| top > row_top || (top == row_top && left < nx + NODE_W / 2.0))
                .unwrap_or(rack.nodes.len())
        };
        Some((rack.index?, index))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view_model::{ChipView, NodeInfo, RackView};
    use spindle_core::resource::Resource;

    fn node(id: u32, chips: usize) -> NodeView {
        NodeView {
            info: std::rc::Rc::new(NodeInfo {
                id,
                name: format!("n{id}"),
                pos: Some((0, id as usize)),
                capability: Resource::new(8192, 8),
                partition: String::new(),
                attributes: vec![],
            }),
            used: Resource::ZERO,
            schedulable: true,
            containers: (0..chips)
                .map(|i| ChipView {
                    id: i as u64,
                    app: 0,
                    request: Some(0),
                    label: "zk".into(),
                    owner: "zk in queue root.default".into(),
                    colour: 0,
                    fresh: false,
                    state: Default::default(),
                })
                .collect(),
            fit: None,
        }
    }

    fn cluster(racks: &[usize]) -> ClusterView {
        let mut id = 0;
        ClusterView {
            racks: racks
                .iter()
                .enumerate()
                .map(|(r, &n)| RackView {
                    index: Some(r),
                    name: format!("r{r}"),
                    nodes: (0..n)
                        .map(|_| {
                            id += 1;
                            node(id, 1)
                        })
                        .collect(),
                })
                .collect(),
            legend: vec![],
            node_count: racks.iter().sum(),
            container_count: 0,
        }
    }

    fn view() -> ClusterView {
        ClusterView {
            racks: vec![
                RackView { index: Some(0), name: "a".into(), nodes: vec![node(0, 0), node(1, 7)] },
                RackView { index: Some(1), name: "b".into(), nodes: vec![node(2, 0)] },
            ],
            legend: vec![],
            node_count: 3,
            container_count: 7,
        }
    }

    #[test]
    fn nodes_grow_by_chip_rows_and_the_drawing_fits_the_tallest_rack() {
        let g = Geometry::default();
        assert_eq!(node_height(0), node_height(3));
        assert!(node_height(4) > node_height(3));
        let (w, h) = g.extent(&view());
        assert_eq!(w, 3.0 * (g.rack_width() + RACK_GAP));
        assert!(h >= RACK_HEAD + node_height(0) + node_height(7) + ADD_H);
    }

    #[test]
    fn a_drop_lands_in_the_rack_under_it_between_the_nodes_around_it() {
        let (v, g) = (view(), Geometry::default());
        let step = g.rack_width() + RACK_GAP;
        assert_eq!(g.drop_target(&v, 10.0, 0.0), Some((0, 0)));
        assert_eq!(g.drop_target(&v, 10.0, RACK_HEAD + node_height(0) + 5.0), Some((0, 1)));
        assert_eq!(g.drop_target(&v, 10.0, 2000.0), Some((0, 2)));
        assert_eq!(g.drop_target(&v, step + 1.0, 2000.0), Some((1, 1)));
        assert_eq!(g.drop_target(&v, 3.0 * step, 10.0), None);
        assert_eq!(g.drop_target(&v, -4.0, 10.0), None);
    }

    #[test]
    fn a_single_rack_wraps_its_nodes_into_columns_to_fit_a_wide_screen() {
        let v = cluster(&[12]);
        // A projector-shaped box: one long column would be tiny; a block of columns is several times larger.
        let g = Geometry::fitted(&v, 900.0, 450.0);
        assert!(g.columns > 1 && !g.edit, "{g:?}");
        let one = Geometry { columns: 1, edit: false };
        assert!(g.scale(&v, 900.0, 450.0) > 2.0 * one.scale(&v, 900.0, 450.0));
        let (w, h) = g.extent(&v);
        let s = g.scale(&v, 900.0, 450.0);
        assert!(w * s <= 900.0 + 1e-6 && h * s <= 450.0 + 1e-6, "the scaled drawing fits the box");
        // Row by row: the second node sits right of the first, on the same row.
        let (at, _) = g.place(&v.racks[0].nodes);
        assert_eq!(at[0].1, at[1].1);
        assert!(at[1].0 > at[0].0);
        // A tall, narrow box keeps one column.
        assert_eq!(Geometry::fitted(&v, 220.0, 3000.0).columns, 1);
    }

    #[test]
    fn many_racks_keep_one_column_each_and_scale_down_to_fit() {
        let v = cluster(&[3, 3, 3, 3, 3, 3]);
        let g = Geometry::fitted(&v, 800.0, 400.0);
        assert_eq!(g.columns, 1);
        let (w, h) = g.extent(&v);
        let s = g.scale(&v, 800.0, 400.0);
        assert!(s < 1.0 && w * s <= 800.0 + 1e-6 && h * s <= 400.0 + 1e-6);
    }

    #[test]
    fn a_drop_in_a_wrapped_rack_goes_before_the_node_right_of_the_point() {
        let v = cluster(&[6]);
        let g = Geometry { columns: 3, edit: false };
        let (at, _) = g.place(&v.racks[0].nodes);
        // Left half of the second node in the first row: before it.
        assert_eq!(g.drop_target(&v, at[1].0 + 5.0, at[1].1 + 5.0), Some((0, 1)));
        // Right of the last node of the first row: before the first node of the next row.
        assert_eq!(g.drop_target(&v, at[2].0 + NODE_W - 2.0, at[2].1 + 5.0), Some((0, 3)));
        // In the second row, left of everything: before its first node.
        assert_eq!(g.drop_target(&v, 1.0, at[3].1 + 5.0), Some((0, 3)));
        // Below everything: at the end.
        assert_eq!(g.drop_target(&v, at[5].0 + NODE_W, 5000.0), Some((0, 6)));
    }
}
