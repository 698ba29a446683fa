//! The dense cluster view: one canvas for clusters too large for SVG (Yew re-diffs a keyed SVG list of 10,000
//! elements in 150–375 ms; a canvas draws 20,000 rectangles in a few). Racks are blocks of node cells; a cell
//! shows its memory bar and one small square per container, coloured like the chips of the box view. Hovering
//! a cell names the node; clicking selects it (or, while a request is explained, opens that node's verdict).
//!
//! The canvas covers only the band of the drawing on screen, not the whole drawing: 10,000 nodes lay out about
//! 6,500 pixels tall, and the browser hands a changed canvas's whole bitmap to the compositor every frame (22 MB
//! there, a third of each frame while playing without a GPU). A sized area under it scrolls as the drawing would;
//! the band is painted again when it moves.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::components::lazy::split_view;
use crate::components::shown::{shown, use_on_scroll};
use crate::state::{Select, Theme};
use crate::view_model::{memory_label, ChipState, ChipView, ClusterView, NodeView, PALETTE};
use spindle_core::decimal::print::Float;

const CELL: f64 = 18.0;
const CELL_GAP: f64 = 2.0;
const RACK_PAD: f64 = 4.0;
const RACK_HEAD: f64 = 14.0;
const RACK_GAP: f64 = 8.0;
const CHIP: f64 = 3.0;
const CHIP_STEP: f64 = 4.0;
const CHIPS_PER_ROW: usize = 4;
const CHIP_ROWS: usize = 3;

/// Where everything is drawn, shared by drawing and hit-testing.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Layout {
    pub width: f64,
    pub height: f64,
    /// `(x, y, w, h)` of each rack block, in view order.
    pub racks: Vec<(f64, f64, f64, f64)>,
    /// `(x, y, rack, node)` of each node cell (indices into the view).
    pub nodes: Vec<(f64, f64, usize, usize)>,
}

/// Node columns inside a rack block: roughly twice as tall as wide.
fn columns(nodes: usize) -> usize {
    ((nodes as f64 / 2.0).sqrt().ceil() as usize).clamp(1, 8)
}

/// Lays rack blocks out in rows that fit `width`.
pub fn layout(view: &ClusterView, width: f64) -> Layout {
    let mut out = Layout { width: width.max(200.0), ..Layout::default() };
    let (mut x, mut y, mut row_h) = (0.0, 0.0, 0.0f64);
    for (ri, rack) in view.racks.iter().enumerate() {
        let cols = columns(rack.nodes.len());
        let rows = rack.nodes.len().div_ceil(cols).max(1);
        let w = cols as f64 * (CELL + CELL_GAP) - CELL_GAP + 2.0 * RACK_PAD;
        let h = RACK_HEAD + rows as f64 * (CELL + CELL_GAP) - CELL_GAP + RACK_PAD;
        if x > 0.0 && x + w > out.width {
            x = 0.0;
            y += row_h + RACK_GAP;
            row_h = 0.0;
        }
        out.racks.push((x, y, w, h));
        for ni in 0..rack.nodes.len() {
            let (c, r) = (ni % cols, ni / cols);
            out.nodes.push((
                x + RACK_PAD + c as f64 * (CELL + CELL_GAP),
                y + RACK_HEAD + r as f64 * (CELL + CELL_GAP),
                ri,
                ni,
            ));
        }
        x += w + RACK_GAP;
        row_h = row_h.max(h);
    }
    out.height = y + row_h + 2.0;
    out
}

/// The node cell under `(x, y)`, as `(rack, node)` indices into the view.
pub fn hit(layout: &Layout, x: f64, y: f64) -> Option<(usize, usize)> {
    layout.nodes.iter().find(|(nx, ny, ..)| x >= *nx && x < nx + CELL && y >= *ny && y < ny + CELL).map(|n| (n.2, n.3))
}

/// The node the keyboard cursor moves to on `key` from `at` (`(rack, node)` indices into the view): left and
/// right within a rack, up and down to the previous or next rack with nodes (the same position, or its last
/// node), Home and End to the rack's ends. The first key on a fresh cursor lands on the first node. `None` for
/// other keys and an empty cluster.
pub fn move_cursor(view: &ClusterView, at: Option<(usize, usize)>, key: &str) -> Option<(usize, usize)> {
    let len = |r: usize| view.racks.get(r).map_or(0, |rack| rack.nodes.len());
    let first = (0..view.racks.len()).find(|&r| len(r) > 0)?;
    if !matches!(key, "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "Home" | "End") {
        return None;
    }
    let Some((r, n)) = at.filter(|&(r, n)| n < len(r)) else { return Some((first, 0)) };
    let rack = |mut candidates: Box<dyn Iterator<Item = usize>>| {
        candidates.find(|&q| len(q) > 0).map_or((r, n), |q| (q, n.min(len(q) - 1)))
    };
    Some(match key {
        "ArrowLeft" => (r, n.saturating_sub(1)),
        "ArrowRight" => (r, (n + 1).min(len(r) - 1)),
        "Home" => (r, 0),
        "End" => (r, len(r) - 1),
        "ArrowUp" => rack(Box::new((0..r).rev())),
        _ => rack(Box::new(r + 1..view.racks.len())),
    })
}

/// What a click on a node cell does: opens its verdict while a request is explained, else selects it.
fn select_node(view: &ClusterView, (r, n): (usize, usize), explaining: bool, d: &Callback<Select>) {
    let Some(node) = view.racks.get(r).and_then(|rack| rack.nodes.get(n)) else { return };
    if explaining {
        d.emit(Select::FocusNode(node.info.id));
    } else if let Some((ri, ni)) = node.info.pos {
        d.emit(Select::Node(ri, ni));
    }
}

/// A value compared by its version only (a 20,000-chip view is not compared field by field on every frame).
#[derive(Clone)]
pub struct Versioned<T>(pub Rc<T>, pub u64);

impl<T> PartialEq for Versioned<T> {
    fn eq(&self, other: &Self) -> bool {
        self.1 == other.1
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct DenseProps {
    pub view: Versioned<ClusterView>,
    pub theme: Theme,
    pub highlight: Option<u32>,
    pub selected_container: Option<u64>,
    pub explaining: bool,
    /// Clicks on nodes.
    pub on_select: Callback<Select>,
}

split_view! {
    /// The canvas view, in its own chunk: the first page draws the default scenario's few nodes as boxes, and only
    /// clusters above `DENSE_ABOVE` nodes (or the view bar's choice) draw on the canvas.
    pub static DENSE: Dense(DenseProps) in dense_view
}

#[component]
pub fn Dense(props: &DenseProps) -> Html {
    let canvas = use_node_ref();
    let wrap = use_node_ref();
    let area = use_node_ref();
    let painted = use_mut_ref(Painted::default);
    let update = use_force_update();
    // The canvas is the band that shows: any scroll moves it.
    use_on_scroll(true, Callback::from(move |()| update.force_update()));
    let hover = use_state(|| None::<(usize, usize, f64, f64)>);
    // The keyboard's current node, `(rack, node)`.
    let cursor = use_state(|| None::<(usize, usize)>);
    let view = props.view.0.clone();
    let cursor_node = (*cursor).and_then(|(r, n)| view.racks.get(r)?.nodes.get(n).map(|node| (r, n, node)));

    {
        let (canvas, wrap, area, painted, view) =
            (canvas.clone(), wrap.clone(), area.clone(), painted.clone(), view.clone());
        // After every render, not only when the view changes: should a render build the area and canvas anew,
        // the canvas comes back blank (300×150, its default size) and the area without its size, and `draw`
        // sizes the area and repaints in full exactly when they are not the ones it drew into; otherwise it
        // paints only the nodes that changed, usually none.
        let (theme, marks) =
            (props.theme, Marks { highlight: props.highlight, cursor: cursor_node.map(|c| c.2.info.id) });
        use_effect(move || draw(&Surface { canvas: &canvas, wrap: &wrap, area: &area }, &view, theme, marks, &painted));
    }

    // Where the pointer is in the drawing: relative to the area, which is the drawing's size (the canvas is a band).
    let at = |e: &MouseEvent, area: &NodeRef| -> (f64, f64) {
        area.cast::<web_sys::Element>().map_or((0.0, 0.0), |c| {
            let r = c.get_bounding_client_rect();
            (e.client_x() as f64 - r.left(), e.client_y() as f64 - r.top())
        })
    };
    let onmousemove = {
        let (hover, area, painted) = (hover.clone(), area.clone(), painted.clone());
        Callback::from(move |e: MouseEvent| {
            let (x, y) = at(&e, &area);
            let h = hit(&painted.borrow().layout, x, y).map(|(r, n)| (r, n, x, y));
            if h.map(|v| (v.0, v.1)) != (*hover).map(|v| (v.0, v.1)) {
                hover.set(h);
            }
        })
    };
    let onmouseleave = {
        let hover = hover.clone();
        Callback::from(move |_| hover.set(None))
    };
    let onclick = {
        let (area, painted, view, d) = (area.clone(), painted.clone(), view.clone(), props.on_select.clone());
        let explaining = props.explaining;
        Callback::from(move |e: MouseEvent| {
            let (x, y) = at(&e, &area);
            let Some(cell) = hit(&painted.borrow().layout, x, y) else { return };
            select_node(&view, cell, explaining, &d);
        })
    };
    // Arrows move the cursor, Enter selects its node as a click does; neither reaches the page's step keys.
    let onkeydown = {
        let (cursor, view, d) = (cursor.clone(), view.clone(), props.on_select.clone());
        let explaining = props.explaining;
        Callback::from(move |e: KeyboardEvent| {
            let key = e.key();
            if key == "Enter" {
                let Some(at) = *cursor else { return };
                select_node(&view, at, explaining, &d);
            } else if let Some(next) = move_cursor(&view, *cursor, &key) {
                cursor.set(Some(next));
            } else {
                return;
            }
            e.prevent_default();
            e.stop_propagation();
        })
    };
    // The cursor's node shows its tip too, where the mouse is not.
    let cursor_tip = cursor_node.and_then(|(r, n, _)| {
        let lay = &painted.borrow().layout;
        lay.nodes.iter().find(|c| (c.2, c.3) == (r, n)).map(|c| (r, n, c.0 + CELL / 2.0, c.1 + CELL / 2.0))
    });
    let tip = (*hover).or(cursor_tip).and_then(|(r, n, x, y)| {
        let node = view.racks.get(r)?.nodes.get(n)?;
        Some(html! {
            <div class="dense-tip" style={format!("left:{:.0}px;top:{:.0}px", Float(x + 14.0), Float(y + 14.0))}>
                <strong>{ &node.info.name }</strong>{ format!(" · {}", view.racks[r].name) }<br />
                { format!("{} / {} · {} / {} vcores · {} containers",
                    memory_label(node.used.memory()), memory_label(node.info.capability.memory()),
                    node.used.vcores(), node.info.capability.vcores(), node.containers.len()) }
                if let Some(f) = &node.fit { <br /><span class={if f.fits { "ok" } else { "bad" }}>{ &f.reason }</span> }
            </div>
        })
    });
    let label = format!(
        "Cluster drawn densely: {} racks, {} nodes, {} containers. Hover a node for details; click to select it, or use the arrow keys and Enter.",
        view.racks.len(),
        view.node_count,
        view.container_count
    );
    // Not live (the page has one live region): the focused canvas is described by its current node.
    let current = match cursor_node {
        Some((r, _, node)) => format!(
            "Current node {} in {}: {} of {} memory, {} of {} vcores used, {} containers{}. Arrow keys move, Enter selects.",
            node.info.name,
            view.racks[r].name,
            memory_label(node.used.memory()),
            memory_label(node.info.capability.memory()),
            node.used.vcores(),
            node.info.capability.vcores(),
            node.containers.len(),
            node.fit.as_ref().map(|f| format!("; for the selected request: {}", f.reason)).unwrap_or_default()
        ),
        None => "Arrow keys move between nodes, Enter selects the current one.".to_string(),
    };
    html! {
        <div class="dense" ref={wrap} id="dense" tabindex="0" role="region" aria-label="Cluster (canvas)" data-nodes={view.node_count.to_string()}
             data-containers={view.container_count.to_string()} aria-describedby="dense-current"
             data-cursor={cursor_node.map(|c| c.2.info.name.clone())} {onkeydown}>
            // The tip comes and goes first: Yew matches a changed list of children from its end, and a tip after
            // the area would make it build the area and canvas anew (blank) whenever the tip comes or goes.
            { for tip }
            <div class="dense-area" ref={area} {onmousemove} {onmouseleave} {onclick}>
                <canvas ref={canvas} role="img" aria-label={label}></canvas>
            </div>
            <p class="sr-only" id="dense-current">{ current }</p>
        </div>
    }
}

/// Theme colours for the canvas, read from the stylesheet's custom properties.
struct Colours {
    node: String,
    node_line: String,
    line: String,
    muted: String,
    bar: String,
    mem: String,
    ok: String,
    bad: String,
    focus: String,
    text: String,
}

impl Colours {
    fn read() -> Colours {
        let v =
            |name: &str, fallback: &str| crate::services::dom::css_var(name).unwrap_or_else(|| fallback.to_string());
        Colours {
            node: v("--node", "#fbfcfd"),
            node_line: v("--node-line", "#b9c0cc"),
            line: v("--line", "#d9dde5"),
            muted: v("--muted", "#5d6677"),
            bar: v("--bar", "#e6e9ef"),
            mem: v("--mem", "#5b8def"),
            ok: v("--ok", "#1e8a4c"),
            bad: v("--bad", "#c23a3a"),
            focus: v("--focus", "#f0a500"),
            text: v("--ink", "#1d2330"),
        }
    }
}

/// The nodes outlined over the cells: the one whose verdict is open and the keyboard's current one (node ids).
#[derive(Clone, Copy, Default, PartialEq)]
pub struct Marks {
    highlight: Option<u32>,
    cursor: Option<u32>,
}

/// What was painted last, so the next frame repaints only the nodes that changed.
#[derive(Default)]
pub struct Painted {
    layout: Layout,
    /// What the layout was computed from: the width and each rack's name and number of nodes.
    laid_out: (f64, Vec<(String, usize)>),
    theme: Option<Theme>,
    marks: Marks,
    /// The rows of the drawing the canvas covers, `(top, height)` in the drawing's pixels.
    band: (f64, f64),
    /// One entry per node cell, in layout order.
    cells: Vec<Cell>,
}

/// A painted node cell: its fingerprint, and the chips it was computed from. The view model hands the same
/// chips (the same `Rc`) to the next frame while the node's containers stay the same, so most cells skip
/// hashing; holding the `Rc` keeps its address from being reused by other chips.
struct Cell {
    chips: Rc<[ChipView]>,
    /// What else the cell shows: node id, memory used and capable, the explained request's fit.
    rest: (u32, i64, i64, Option<bool>),
    print: u64,
}

impl Cell {
    fn of(n: &NodeView) -> Cell {
        Cell { chips: n.containers.clone(), rest: Cell::rest(n), print: fingerprint(n) }
    }

    fn rest(n: &NodeView) -> (u32, i64, i64, Option<bool>) {
        (n.info.id, n.used.memory(), n.info.capability.memory(), n.fit.as_ref().map(|f| f.fits))
    }

    /// Makes the cell `n`'s; false when it printed the same before. A cell whose node hands over the same chips
    /// and numbers is left as it is: no hash, and no `Rc` cloned and dropped (10,000 of each per frame at 10,000
    /// nodes: about 4 % of the main thread in Chromium's profile, with the vector they were collected in).
    fn update(&mut self, n: &NodeView) -> bool {
        if Rc::ptr_eq(&self.chips, &n.containers) && self.rest == Cell::rest(n) {
            return false;
        }
        let print = self.print;
        *self = Cell::of(n);
        self.print != print
    }
}

/// Everything a node cell shows, hashed: equal prints paint equal pixels.
fn fingerprint(n: &NodeView) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    n.info.id.hash(&mut h);
    n.used.memory().hash(&mut h);
    n.info.capability.memory().hash(&mut h);
    n.fit.as_ref().map(|f| f.fits).hash(&mut h);
    n.containers.len().hash(&mut h);
    for c in n.containers.iter().take(CHIPS_PER_ROW * CHIP_ROWS) {
        (c.colour, c.fresh, c.state).hash(&mut h);
    }
    h.finish()
}

/// The elements the view draws into: the scrolling wrapper, the area sized to the whole drawing inside it, and
/// the canvas over the band of the area on screen.
struct Surface<'a> {
    canvas: &'a NodeRef,
    wrap: &'a NodeRef,
    area: &'a NodeRef,
}

/// A length in CSS pixels: the layout's lengths are whole pixels, written as integers (formatting an `f64` would
/// take the float printer into the calls this chunk makes into the first page's module).
fn px(v: f64) -> String {
    format!("{}px", v.round() as i64)
}

/// The band of a drawing `height` pixels tall to paint: `(top, height)` in the drawing's pixels. `area_top` is
/// where the drawing's top is on screen and `(shown_top, shown_bottom)` what of the screen shows it (the scrolling
/// wrapper within the window), both in the window's pixels. The band is as tall as what shows, so scrolling
/// moves it without resizing the canvas, and lies within the drawing.
fn band(height: f64, area_top: f64, (shown_top, shown_bottom): (f64, f64)) -> (f64, f64) {
    // `max` then `min`, not `clamp`: `f64::clamp`'s check of its bounds formats them with the float printer when
    // it fails, which would bring that printer into this chunk for bounds that cannot cross.
    let tall = (shown_bottom - shown_top).max(0.0).min(height).ceil();
    let top = (shown_top - area_top).floor().max(0.0).min(height - tall);
    (top, tall)
}

/// Whether a node cell at `y` shows in `band` (its outline and focus marks reach a pixel past the cell).
fn in_band(y: f64, (top, tall): (f64, f64)) -> bool {
    y + CELL + 1.0 > top && y - 1.0 < top + tall
}

/// Paints the view. A frame that only moved containers repaints just the cells whose fingerprint changed
/// (a few per frame while playing) instead of 2,000 cells and 20,000 squares; a new layout, theme, focus or band
/// repaints the band whole.
fn draw(surface: &Surface, view: &ClusterView, theme: Theme, marks: Marks, last: &Rc<RefCell<Painted>>) {
    use wasm_bindgen::JsCast;
    let (Some(canvas), Some(wrap), Some(area)) = (
        surface.canvas.cast::<web_sys::HtmlCanvasElement>(),
        surface.wrap.cast::<web_sys::HtmlElement>(),
        surface.area.cast::<web_sys::HtmlElement>(),
    ) else {
        return;
    };
    let Some(ctx) =
        canvas.get_context("2d").ok().flatten().and_then(|c| c.dyn_into::<web_sys::CanvasRenderingContext2d>().ok())
    else {
        return;
    };
    let mut painted = last.borrow_mut();
    // Laying 10,000 cells out again every frame (and comparing the layouts) is skipped while nothing it depends
    // on changed.
    let width = wrap.client_width() as f64 - 2.0;
    let same_layout = painted.laid_out.0 == width
        && painted.laid_out.1.len() == view.racks.len()
        && painted.laid_out.1.iter().zip(&view.racks).all(|((name, n), r)| *name == r.name && *n == r.nodes.len());
    let lay = if same_layout {
        std::mem::take(&mut painted.layout)
    } else {
        painted.laid_out = (width, view.racks.iter().map(|r| (r.name.clone(), r.nodes.len())).collect());
        layout(view, width)
    };
    // An area built anew has no size of its own yet.
    let new_area = area.style().get_property_value("height").map_or(true, |h| h.is_empty());
    if !same_layout || new_area {
        let style = area.style();
        let _ = style.set_property("width", &px(lay.width));
        let _ = style.set_property("height", &px(lay.height));
    }
    let on_screen = shown(&wrap);
    let band = band(lay.height, area.get_bounding_client_rect().top(), (on_screen.top, on_screen.bottom));
    let ratio = crate::services::dom::pixel_ratio();
    let (pw, ph) = ((lay.width * ratio).round() as u32, (band.1 * ratio).round() as u32);
    let mut resized = false;
    if canvas.width() != pw || canvas.height() != ph {
        canvas.set_width(pw);
        canvas.set_height(ph);
        let _ = canvas.style().set_property("width", &px(lay.width));
        let _ = canvas.style().set_property("height", &px(band.1));
        resized = true;
    }
    if band.0 != painted.band.0 || resized {
        let _ = canvas.style().set_property("top", &px(band.0));
    }
    let node_at = |i: usize| {
        let (_, _, r, n) = lay.nodes[i];
        &view.racks[r].nodes[n]
    };
    // Each cell made the node's in place; `changed` lists the cells whose print is new.
    let mut cells = std::mem::take(&mut painted.cells);
    cells.truncate(lay.nodes.len());
    let mut changed: Vec<usize> = Vec::new();
    for i in 0..lay.nodes.len() {
        let n = node_at(i);
        match cells.get_mut(i) {
            Some(cell) => {
                if cell.update(n) {
                    changed.push(i);
                }
            }
            None => {
                cells.push(Cell::of(n));
                changed.push(i);
            }
        }
    }
    let full =
        resized || !same_layout || painted.theme != Some(theme) || painted.marks != marks || painted.band != band;
    let k = Colours::read();
    // The drawing's coordinates throughout: the band's top is the canvas's top.
    let _ = ctx.set_transform(ratio, 0.0, 0.0, ratio, 0.0, -band.0 * ratio);
    let dirty: Vec<usize> = if full {
        ctx.clear_rect(0.0, band.0, lay.width, band.1);
        ctx.set_font("600 10px system-ui, sans-serif");
        ctx.set_line_width(1.0);
        ctx.set_stroke_style_str(&k.line);
        ctx.set_fill_style_str(&k.muted);
        for ((x, y, w, h), rack) in lay.racks.iter().zip(&view.racks) {
            if y + h < band.0 || *y > band.0 + band.1 {
                continue;
            }
            ctx.stroke_rect(x + 0.5, y + 0.5, w - 1.0, h - 1.0);
            let name = crate::components::cluster::truncate(&rack.name, ((w - 8.0) / 6.0) as usize);
            let _ = ctx.fill_text(&name, x + RACK_PAD, y + 10.0);
        }
        (0..lay.nodes.len()).filter(|&i| in_band(lay.nodes[i].1, band)).collect()
    } else {
        // A changed cell off the band is painted when the band reaches it (a new band repaints whole).
        let dirty: Vec<usize> = changed.into_iter().filter(|&i| in_band(lay.nodes[i].1, band)).collect();
        for &i in &dirty {
            let (x, y, ..) = lay.nodes[i];
            ctx.clear_rect(x - 1.0, y - 1.0, CELL + 2.0, CELL + 2.0);
        }
        dirty
    };
    paint_cells(&ctx, &k, &lay, &dirty, &node_at);
    let outline = |id: Option<u32>, style: &str| {
        if let Some((x, y, ..)) =
            lay.nodes.iter().enumerate().find(|(i, _)| Some(node_at(*i).info.id) == id).map(|(_, n)| n)
        {
            ctx.set_line_width(2.0);
            ctx.set_stroke_style_str(style);
            ctx.stroke_rect(x - 1.0, y - 1.0, CELL + 2.0, CELL + 2.0);
        }
    };
    // The verdict's node in the focus colour; the keyboard's node in the text colour over it (it is where keys act).
    outline(marks.highlight, &k.focus);
    outline(marks.cursor, &k.text);
    (painted.layout, painted.theme, painted.marks, painted.band, painted.cells) =
        (lay, Some(theme), marks, band, cells);
}

/// Paints the node cells `cells` (indices into the layout), batched into one path per style: a path of
/// thousands of rectangles is one call to fill.
fn paint_cells<'v>(
    ctx: &web_sys::CanvasRenderingContext2d,
    k: &Colours,
    lay: &Layout,
    cells: &[usize],
    node_at: &dyn Fn(usize) -> &'v NodeView,
) {
    let at = |i: usize| (lay.nodes[i].0, lay.nodes[i].1);
    let batch = |style: &str, fill: bool, rects: &mut dyn Iterator<Item = (f64, f64, f64, f64)>| {
        ctx.begin_path();
        for (x, y, w, h) in rects {
            ctx.rect(x, y, w, h);
        }
        if fill {
            ctx.set_fill_style_str(style);
            ctx.fill();
        } else {
            ctx.set_stroke_style_str(style);
            ctx.stroke();
        }
    };
    let origins: Vec<(f64, f64)> = cells.iter().map(|&i| at(i)).collect();
    ctx.set_line_width(1.0);
    batch(&k.node, true, &mut origins.iter().map(|(x, y)| (*x, *y, CELL, CELL)));
    batch(&k.node_line, false, &mut origins.iter().map(|(x, y)| (x + 0.5, y + 0.5, CELL - 1.0, CELL - 1.0)));
    batch(&k.bar, true, &mut origins.iter().map(|(x, y)| (x + 1.0, y + 1.0, CELL - 2.0, 2.0)));
    batch(
        &k.mem,
        true,
        &mut cells.iter().map(|&i| {
            let (x, y) = at(i);
            (x + 1.0, y + 1.0, (CELL - 2.0) * node_at(i).memory_fraction(), 2.0)
        }),
    );

    // Containers: one path per palette colour, filled from one pass over the cells.
    let chip_pos = |x: f64, y: f64, i: usize| {
        (x + 2.0 + (i % CHIPS_PER_ROW) as f64 * CHIP_STEP, y + 5.0 + (i / CHIPS_PER_ROW) as f64 * CHIP_STEP)
    };
    let mut by_colour: Vec<Vec<(f64, f64)>> = vec![Vec::new(); PALETTE.len()];
    let mut fresh: Vec<(f64, f64)> = Vec::new();
    let mut marked: Vec<(f64, f64)> = Vec::new();
    let mut reserved: Vec<Vec<(f64, f64)>> = vec![Vec::new(); PALETTE.len()];
    let mut overflowing: Vec<(f64, f64)> = Vec::new();
    for &i in cells {
        let (x, y) = at(i);
        let node = node_at(i);
        // A container killed by preemption has left: the canvas does not animate its departure.
        let drawn = node.containers.iter().filter(|c| c.state != ChipState::Preempted);
        for (slot, c) in drawn.take(CHIPS_PER_ROW * CHIP_ROWS).enumerate() {
            let p = chip_pos(x, y, slot);
            match c.state {
                ChipState::Reserved => reserved[c.colour as usize % PALETTE.len()].push(p),
                ChipState::Marked { .. } => {
                    marked.push(p);
                    by_colour[c.colour as usize % PALETTE.len()].push(p);
                }
                _ => by_colour[c.colour as usize % PALETTE.len()].push(p),
            }
            if c.fresh {
                fresh.push(p);
            }
        }
        if node.containers.len() > CHIPS_PER_ROW * CHIP_ROWS {
            overflowing.push((x, y));
        }
    }
    for (style, chips) in PALETTE.iter().zip(&by_colour) {
        if !chips.is_empty() {
            batch(style, true, &mut chips.iter().map(|(x, y)| (*x, *y, CHIP, CHIP)));
        }
    }
    // Reservations are outlines in their colour; marked containers get a red outline.
    for (style, chips) in PALETTE.iter().zip(&reserved) {
        batch(style, false, &mut chips.iter().map(|(x, y)| (*x + 0.5, *y + 0.5, CHIP - 1.0, CHIP - 1.0)));
    }
    batch(&k.bad, false, &mut marked.iter().map(|(x, y)| (x - 0.5, y - 0.5, CHIP + 1.0, CHIP + 1.0)));
    // New containers flash with an outline; nodes with more containers than squares get a "+" corner.
    batch(&k.focus, false, &mut fresh.iter().map(|(x, y)| (x - 0.5, y - 0.5, CHIP + 1.0, CHIP + 1.0)));
    batch(&k.muted, true, &mut overflowing.iter().map(|(x, y)| (x + CELL - 4.0, y + CELL - 4.0, 3.0, 3.0)));

    // Explain overlay: nodes that fit glow green, the others are crossed out in red.
    ctx.set_line_width(2.0);
    batch(
        &k.ok,
        false,
        &mut cells.iter().filter(|&&i| node_at(i).fit.as_ref().is_some_and(|f| f.fits)).map(|&i| {
            let (x, y) = at(i);
            (x + 1.0, y + 1.0, CELL - 2.0, CELL - 2.0)
        }),
    );
    ctx.set_line_width(1.0);
    ctx.set_stroke_style_str(&k.bad);
    ctx.begin_path();
    for &i in cells {
        if node_at(i).fit.as_ref().is_some_and(|f| !f.fits) {
            let (x, y) = at(i);
            ctx.move_to(x + 3.0, y + CELL - 3.0);
            ctx.line_to(x + CELL - 3.0, y + 3.0);
        }
    }
    ctx.stroke();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view_model::{cluster_view, ColourBy, Overlay};
    use spindle_core::gallery::large::large_cluster;
    use spindle_core::sim::Simulator;

    #[test]
    fn the_large_cluster_wraps_into_rows_and_every_cell_is_hit() {
        let s = large_cluster();
        let sim = Simulator::new(&s).unwrap();
        let v = cluster_view(&sim, &crate::view_model::node_infos(&sim, &s), ColourBy::App, Overlay::default());
        let lay = layout(&v, 900.0);
        assert_eq!(lay.nodes.len(), 2000);
        assert!(lay.racks.iter().all(|(x, _, w, _)| x + w <= 900.0));
        assert!(lay.racks.iter().any(|r| r.1 > 0.0), "racks wrap into several rows");
        for (x, y, r, n) in &lay.nodes {
            assert_eq!(hit(&lay, x + CELL / 2.0, y + CELL / 2.0), Some((*r, *n)));
        }
        assert_eq!(hit(&lay, -5.0, 3.0), None);
        const { assert!(CHIPS_PER_ROW * CHIP_ROWS >= 10, "a full node of the large cluster shows all its containers") };
    }

    #[test]
    fn the_band_is_what_shows_of_the_drawing_and_stays_within_it() {
        // A drawing shorter than the wrapper: all of it.
        assert_eq!(band(300.0, 100.0, (50.0, 700.0)), (0.0, 300.0));
        // Not scrolled: from the top, as tall as the wrapper shows.
        assert_eq!(band(6500.0, 60.0, (50.0, 700.0)), (0.0, 650.0));
        // Scrolled 1,000.4 pixels down: the band starts on the pixel row at the wrapper's top.
        assert_eq!(band(6500.0, -950.4, (50.0, 700.0)), (1000.0, 650.0));
        // Scrolled to the end: the band keeps its height and ends with the drawing.
        assert_eq!(band(6500.0, -5900.0, (50.0, 700.0)), (5850.0, 650.0));
        // The wrapper off screen: nothing to paint.
        assert_eq!(band(6500.0, 900.0, (900.0, 720.0)).1, 0.0);
        // Cells touching the band's edges show (their marks reach a pixel past them); those beyond do not.
        let b = (1000.0, 650.0);
        assert!(in_band(1000.0 - CELL, b) && in_band(1650.0, b));
        assert!(!in_band(1000.0 - CELL - 1.0, b) && !in_band(1651.0, b));
    }

    #[test]
    fn the_keyboard_cursor_moves_within_a_rack_and_between_racks() {
        let s = large_cluster();
        let sim = Simulator::new(&s).unwrap();
        let v = cluster_view(&sim, &crate::view_model::node_infos(&sim, &s), ColourBy::App, Overlay::default());
        let last = v.racks[0].nodes.len() - 1;
        assert_eq!(move_cursor(&v, None, "ArrowDown"), Some((0, 0)), "the first key lands on the first node");
        assert_eq!(move_cursor(&v, Some((0, 0)), "ArrowLeft"), Some((0, 0)));
        assert_eq!(move_cursor(&v, Some((0, 0)), "ArrowRight"), Some((0, 1)));
        assert_eq!(move_cursor(&v, Some((0, last)), "ArrowRight"), Some((0, last)), "a rack's end stops the cursor");
        assert_eq!(move_cursor(&v, Some((0, 3)), "End"), Some((0, last)));
        assert_eq!(move_cursor(&v, Some((0, 3)), "Home"), Some((0, 0)));
        assert_eq!(move_cursor(&v, Some((0, 3)), "ArrowDown"), Some((1, 3)), "the next rack, same position");
        assert_eq!(move_cursor(&v, Some((1, 3)), "ArrowUp"), Some((0, 3)));
        assert_eq!(move_cursor(&v, Some((0, 3)), "ArrowUp"), Some((0, 3)), "no rack above the first");
        let end = v.racks.len() - 1;
        assert_eq!(move_cursor(&v, Some((end, 0)), "ArrowDown"), Some((end, 0)));
        assert_eq!(move_cursor(&v, Some((0, 0)), "Enter"), None, "Enter is not a move");
        assert_eq!(move_cursor(&v, Some((99, 0)), "ArrowRight"), Some((0, 0)), "a cursor off the view starts again");
    }
}
