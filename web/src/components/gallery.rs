//! The gallery: a card per entry of the core's registry, grouped by topic, each with a thumbnail drawn from its
//! scenario (the racks and nodes as SVG rectangles, partitions shaded), the line saying what you will see, the
//! concepts (glossary links) and the YARN release it needs. Opening a card loads its scenario. The scenarios are
//! served content (`gallery/content.json`), fetched the first time the gallery opens.

use std::cell::OnceCell;
use std::rc::Rc;

use spindle_core::gallery::served::Content;
use spindle_core::gallery::thumbnail::{thumbnail, ThumbNode, Thumbnail};
use spindle_core::gallery::{glossary, Entry, Topic, YarnVersion, ENTRIES};
use spindle_core::scenario::validate;
use spindle_core::sim::SimState;
use yew::prelude::*;

use crate::components::glossary::OnTerm;
use crate::components::lazy::{split_view, waiting, Approach};
use crate::services::content::{self, Loaded};
use spindle_core::decimal::print::Float;

#[derive(Properties, PartialEq, Clone)]
pub struct GalleryProps {
    /// Opens the entry with this name.
    pub on_open: Callback<&'static str>,
    pub on_term: OnTerm,
    pub on_close: Callback<()>,
}

/// The thumbnail of an entry's cluster before it runs (`None` if the scenario does not build).
fn entry_thumbnail(content: &Content, e: &Entry) -> Option<Thumbnail> {
    let s = content.scenario(e).ok()?;
    // The state at step 0: a thumbnail runs nothing, so it needs no preemption policy (`services::preemption`).
    let world = validate(&s, None).world?;
    Some(thumbnail(&SimState::at_start(world)))
}

thread_local! {
    /// The cards' thumbnails, drawn once a page: the served content does not change while the page is open, and the
    /// dialog is drawn anew each time it opens (a student goes back to it after each example). Building every
    /// entry's cluster at step 0, one of 2,000 nodes and one of 10,000, was about a fifth of each opening's time.
    static THUMBNAILS: OnceCell<Rc<[Option<Thumbnail>]>> = const { OnceCell::new() };
}

/// Every entry's thumbnail, in [`ENTRIES`]' order.
fn thumbnails(content: &Content) -> Rc<[Option<Thumbnail>]> {
    THUMBNAILS.with(|t| t.get_or_init(|| ENTRIES.iter().map(|e| entry_thumbnail(content, e)).collect()).clone())
}

const W: f64 = 160.0;
const H: f64 = 84.0;

/// Below this many pixels a side, a thumbnail's node cells are drawn as blocks (see [`node_blocks`]).
const MERGE_BELOW: f64 = 2.0;

/// A rectangle of node cells in a rack's grid: from `first` (a node index), `cols` × `rows` cells from `col`, `row`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct NodeBlock {
    first: usize,
    col: usize,
    row: usize,
    cols: usize,
    rows: usize,
}

/// The rectangles that draw a rack's nodes, laid row by row in `cols` columns: a cell each, or, when `merge` (cells
/// too small to tell apart: 10,000 nodes in a 160-pixel card are under a pixel each), each run of nodes drawn alike
/// (the same `class`) as at most three blocks: the end of a row, whole rows, the start of a row. The large
/// clusters' cards drew 12,000 rectangles, most of the gallery's opening time.
fn node_blocks(class: &[String], cols: usize, merge: bool) -> Vec<NodeBlock> {
    let cols = cols.max(1);
    let mut out = Vec::new();
    let mut start = 0;
    while start < class.len() {
        let end =
            if merge { start + class[start..].iter().take_while(|c| **c == class[start]).count() } else { start + 1 };
        let first = start;
        let mut at = start;
        let block = |at: usize, cells: usize, rows: usize| NodeBlock {
            first,
            col: at % cols,
            row: at / cols,
            cols: cells,
            rows,
        };
        if at % cols != 0 {
            let row_end = end.min((at / cols + 1) * cols);
            out.push(block(at, row_end - at, 1));
            at = row_end;
        }
        let rows = (end - at) / cols;
        if rows > 0 {
            out.push(block(at, cols, rows));
            at += rows * cols;
        }
        if at < end {
            out.push(block(at, end - at, 1));
        }
        start = end;
    }
    out
}

/// Racks side by side, each rack's nodes in a grid as square as its share of the box allows.
fn thumb_svg(t: &Thumbnail) -> Html {
    let racks = t.racks.len().max(1) as f64;
    // The gap shrinks with the number of racks, so 200 racks still get a positive width each.
    let gap = (W / racks / 8.0).min(4.0);
    let rw = (W - gap * (racks - 1.0)) / racks;
    let mut rects = Vec::new();
    for (r, rack) in t.racks.iter().enumerate() {
        let n = rack.nodes.len().max(1) as f64;
        let cols = (n * rw / H).sqrt().ceil().max(1.0).min(n);
        let rows = (n / cols).ceil();
        let cell = (rw / cols).min(H / rows);
        let x0 = r as f64 * (rw + gap);
        rects.push(html! {
            <rect class="thumb-rack" x={format!("{:.1}", Float(x0))} y="0" width={format!("{:.1}", Float(rw))} height={Float(H).to_string()} rx="2" />
        });
        let pad = if cell > 6.0 { 1.5 } else { 0.3 };
        let class = |node: &ThumbNode| match (node.removed, node.partition) {
            (true, _) => "thumb-node removed".to_string(),
            (false, Some(p)) => format!("thumb-node part-{}", p % 4),
            (false, None) => "thumb-node".to_string(),
        };
        let classes: Vec<String> = rack.nodes.iter().map(class).collect();
        let size = |cells: usize| format!("{:.1}", Float((cells as f64 * cell - 2.0 * pad).max(0.5)));
        for b in node_blocks(&classes, cols as usize, cell < MERGE_BELOW) {
            rects.push(html! {
                <rect class={classes[b.first].clone()} x={format!("{:.1}", Float(x0 + b.col as f64 * cell + pad))}
                      y={format!("{:.1}", Float(b.row as f64 * cell + pad))} width={size(b.cols)} height={size(b.rows)} rx="1" />
            });
        }
    }
    let nodes: usize = t.racks.iter().map(|r| r.nodes.len()).sum();
    let label = format!("{} rack(s), {nodes} node(s)", t.racks.len());
    html! {
        <svg class="thumb" viewBox={format!("0 0 {} {}", Float(W), Float(H))} role="img" aria-label={label}>{ for rects }</svg>
    }
}

split_view! {
    /// The gallery dialog with its thumbnails, in its own chunk (opened from the top bar or after the introduction).
    pub static GALLERY: Gallery(GalleryProps) in gallery
}

#[component]
pub fn Gallery(props: &GalleryProps) -> Html {
    let (content, retry) = content::use_served(&content::CONTENT);
    let thumbs = match content {
        Loaded::Ready(c) => thumbnails(c),
        Loaded::Loading => return waiting(None, retry, Some(&props.on_close)),
        Loaded::Failed(why) => {
            let why = format!("The gallery could not be loaded: {why}. Nothing was lost.");
            return waiting(Some(&why), retry, Some(&props.on_close));
        }
    };
    let card = |(e, thumb): (&'static Entry, &Option<Thumbnail>)| {
        let open = props.on_open.reform(move |_| e.name);
        // Opening an entry with a lesson, or one that runs preemption, fetches their chunks after its scenario is
        // read: a pointer resting on the card (or the keyboard reaching it) fetches them now (`app::prefetch_entry`).
        let approach = Approach::new(move || crate::app::prefetch_entry(e));
        let yarn_class = if e.yarn == YarnVersion::BeyondYarn { "yarn beyond" } else { "yarn" };
        html! {
            <article class="card" data-entry={e.name}>
                <button class="card-open" onclick={open} aria-label={format!("Open {}", e.title)}
                        onpointerenter={approach.enter} onpointerleave={approach.leave} onpointerdown={approach.down}
                        onfocus={approach.focus}>
                    { thumb.as_ref().map(thumb_svg).unwrap_or_default() }
                    <h4>{ e.title }</h4>
                </button>
                <p class="card-summary">{ e.summary }</p>
                <p class="card-meta">
                    <span class={yarn_class} title={e.yarn_note}>{ format!("YARN {}", e.yarn.label()) }</span>
                    if e.lesson.is_some() { <span class="has-lesson">{ "lesson" }</span> }
                </p>
                <ul class="concepts" aria-label="Concepts">
                    { for e.concepts.iter().map(|id| {
                        let name = glossary::term(id).map_or(*id, |t| t.term);
                        let id = id.to_string();
                        html! { <li><button type="button" class="term-link" data-term={id.clone()}
                                        onclick={props.on_term.reform(move |_| id.clone())}>{ name }</button></li> }
                    }) }
                </ul>
            </article>
        }
    };
    html! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="gallery-title" id="gallery">
            <div class="overlay-card gallery-card">
                <header class="overlay-head">
                    <h2 id="gallery-title">{ "Gallery" }</h2>
                    <span class="muted">{ "Open an example; cards marked “lesson” walk you through it." }</span>
                    <button class="btn ghost" id="close-gallery" onclick={props.on_close.reform(|_| ())}
                            aria-label="Close the gallery">{ "✕" }</button>
                </header>
                { for Topic::ALL.iter().map(|topic| html! {
                    <section class="gallery-section">
                        <h3>{ topic.title() }</h3>
                        <div class="cards">
                            { for ENTRIES.iter().zip(thumbs.iter()).filter(|(e, _)| e.topic == *topic).map(card) }
                        </div>
                    </section>
                }) }
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every node is in exactly one block, at its own place in the grid, and a block holds nodes drawn alike.
    fn check(class: &[String], cols: usize, merge: bool) -> Vec<NodeBlock> {
        let blocks = node_blocks(class, cols, merge);
        let mut seen = vec![0; class.len()];
        for b in &blocks {
            assert!(b.col + b.cols <= cols, "{b:?} within the {cols} columns");
            for row in b.row..b.row + b.rows {
                for col in b.col..b.col + b.cols {
                    let node = row * cols + col;
                    seen[node] += 1;
                    assert_eq!(class[node], class[b.first], "{b:?} holds node {node} of another kind");
                }
            }
        }
        assert!(seen.iter().all(|&n| n == 1), "each node once: {seen:?}");
        blocks
    }

    #[test]
    fn tiny_cells_are_drawn_as_blocks_of_nodes_drawn_alike() {
        let kinds = |pattern: &[usize]| pattern.iter().map(|k| format!("k{k}")).collect::<Vec<_>>();
        for n in 0..30 {
            for cols in 1..7 {
                for pattern in [vec![0; n], (0..n).map(|i| i / 4 % 2).collect(), (0..n).map(|i| i % 3).collect()] {
                    let class = kinds(&pattern);
                    assert_eq!(check(&class, cols, false).len(), n, "a cell a node when not merged");
                    let runs = 1 + pattern.windows(2).filter(|w| w[0] != w[1]).count();
                    assert!(n == 0 || check(&class, cols, true).len() <= 3 * runs);
                }
            }
        }
        // A rack of the 10,000-node cluster in its card: one column of 50 nodes, one block.
        assert_eq!(check(&kinds(&[0; 50]), 1, true), [NodeBlock { first: 0, col: 0, row: 0, cols: 1, rows: 50 }]);
        // The end of a row, whole rows, the start of a row.
        let blocks = check(&kinds(&[1, 0, 0, 0, 0, 0, 0, 0, 1]), 3, true);
        let run: Vec<_> = blocks.iter().filter(|b| b.first == 1).map(|b| (b.col, b.row, b.cols, b.rows)).collect();
        assert_eq!(run, [(1, 0, 2, 1), (0, 1, 3, 1), (0, 2, 2, 1)]);
    }
}
