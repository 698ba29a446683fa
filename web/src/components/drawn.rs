//! A long list drawn a part at a time (a real cluster's thousands of applications, a comparison's thousands of
//! differences): the sentence that says how many are drawn, and buttons for the next part and for all of them.

use yew::prelude::*;

/// "N of the M {what} are drawn." with buttons for `page` more and for all of them (ids `{id}-not-drawn`,
/// `draw-more-{id}`, `draw-all-{id}`), which raise `limit`; `None` when all `total` are drawn.
pub fn not_drawn(limit: &UseStateHandle<usize>, total: usize, page: usize, what: &str, id: &str) -> Option<Html> {
    let hidden = total.saturating_sub(**limit);
    (hidden > 0).then(|| {
        let by = |n: usize| {
            let limit = limit.clone();
            Callback::from(move |_: MouseEvent| limit.set(limit.saturating_add(n)))
        };
        html! {
            <div class="row not-drawn" id={format!("{id}-not-drawn")}>
                <span class="muted">{ format!("{} of the {total} {what} are drawn.", total - hidden) }</span>
                <button class="btn" id={format!("draw-more-{id}")} onclick={by(page)}>{ format!("Draw {} more", hidden.min(page)) }</button>
                <button class="btn ghost" id={format!("draw-all-{id}")} onclick={by(usize::MAX)}>{ format!("Draw all {total}") }</button>
            </div>
        }
    })
}
