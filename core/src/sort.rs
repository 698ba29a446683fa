//! Stable sorting with one copy of the algorithm in the browser's bundle.
//!
//! Why this exists: the standard library's slice sorts are generic over both the element and the comparison, so
//! every call site stamps out its own copy of driftsort (and ipnsort for `sort_unstable`) — about 3.5 KB of wasm
//! each, some 190 KB of the playground's first page before `wasm-opt` (measured with twiggy, docs/toolchain.md).
//! In the browser those bytes are paid by every visitor before anything runs, while the lists Spindle sorts are
//! small enough that speed hardly matters; natively it is the other way round. So:
//!
//! - on `wasm32`, [`sort_by`] orders *indices* with one merge sort that is not generic at all (the comparison is
//!   a `&mut dyn FnMut(usize, usize) -> Ordering` over positions), then moves the elements into that order by
//!   following the permutation's cycles — the only code stamped out per element type is that short loop;
//! - natively, it is `<[T]>::sort_by`.
//!
//! Both are *stable* sorts, and a stable sort's result is fully determined by the comparison (equal elements keep
//! their order), so the two builds put every list in the same order and the choice can never change a decision:
//! the native-vs-wasm transcript test holds the two to that. Call sites that used `sort_unstable*` were moved here
//! only where equal elements cannot be told apart (whole-element keys, or keys unique in the list), so their
//! order is unchanged as well.

use core::cmp::Ordering;

/// Sorts `v` stably by `compare` (as `<[T]>::sort_by`).
pub fn sort_by<T>(v: &mut [T], compare: impl FnMut(&T, &T) -> Ordering) {
    #[cfg(not(target_arch = "wasm32"))]
    v.sort_by(compare);
    #[cfg(target_arch = "wasm32")]
    {
        if v.len() < 2 {
            return;
        }
        let mut compare = compare;
        let order = {
            let items: &[T] = v;
            stable_order(items.len(), &mut |i, j| compare(&items[i], &items[j]))
        };
        permute(v, order);
    }
}

/// Sorts `v` stably by the key `key` gives each element (as `<[T]>::sort_by_key`).
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `v` stably in ascending order (as `<[T]>::sort`).
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// The positions `0..n` in stable ascending order under `compare`: a bottom-up merge sort (insertion-sorted runs
/// of eight, then merges of doubling width), taking from the left run on ties.
#[cfg(any(target_arch = "wasm32", test))]
fn stable_order(n: usize, compare: &mut dyn FnMut(usize, usize) -> Ordering) -> alloc::vec::Vec<usize> {
    const RUN: usize = 8;
    let mut order: alloc::vec::Vec<usize> = (0..n).collect();
    for start in (0..n).step_by(RUN) {
        let end = (start + RUN).min(n);
        for i in start + 1..end {
            let mut j = i;
            while j > start && compare(order[j], order[j - 1]) == Ordering::Less {
                order.swap(j, j - 1);
                j -= 1;
            }
        }
    }
    let mut merged = alloc::vec![0; n];
    let mut width = RUN;
    while width < n {
        for start in (0..n).step_by(2 * width) {
            let mid = (start + width).min(n);
            let end = (start + 2 * width).min(n);
            let (mut l, mut r) = (start, mid);
            for slot in &mut merged[start..end] {
                // The right run's element goes first only when it is strictly less: ties keep their order.
                let take_right = r < end && (l >= mid || compare(order[r], order[l]) == Ordering::Less);
                if take_right {
                    *slot = order[r];
                    r += 1;
                } else {
                    *slot = order[l];
                    l += 1;
                }
            }
        }
        core::mem::swap(&mut order, &mut merged);
        width *= 2;
    }
    order
}

/// Rearranges `v` so that its element `k` is the one that was at `order[k]` (a permutation of `0..v.len()`),
/// cycle by cycle with swaps; `order` is used up to mark the positions already done.
#[cfg(any(target_arch = "wasm32", test))]
fn permute<T>(v: &mut [T], mut order: alloc::vec::Vec<usize>) {
    for start in 0..v.len() {
        let mut at = start;
        // Along the cycle through `start`: bring in the element that belongs at `at`; the one it displaces, the
        // element first at `start`, moves on until the cycle closes where it belongs.
        while order[at] != at {
            let from = order[at];
            order[at] = at;
            if from == start {
                break;
            }
            v.swap(at, from);
            at = from;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    /// The wasm path (indices, merge, cycles) against the standard library's stable sort, on lists with many
    /// ties whose elements can be told apart by their second field.
    #[test]
    fn the_index_merge_sort_orders_as_the_standard_stable_sort() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for n in 0..300usize {
            let v: Vec<(u32, usize)> = (0..n)
                .map(|i| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    ((seed % (n as u64 / 3 + 1)) as u32, i)
                })
                .collect();
            let mut expected = v.clone();
            expected.sort_by_key(|p| p.0);
            let mut got = v.clone();
            let order = stable_order(got.len(), &mut |i, j| v[i].0.cmp(&v[j].0));
            permute(&mut got, order);
            assert_eq!(got, expected, "n = {n}");
            let mut public = v.clone();
            sort_by_key(&mut public, |p| p.0);
            assert_eq!(public, expected, "n = {n}");
        }
    }

    #[test]
    fn permute_moves_each_element_to_its_place() {
        let mut v = alloc::vec!['a', 'b', 'c', 'd', 'e'];
        permute(&mut v, alloc::vec![3, 0, 4, 1, 2]);
        assert_eq!(v, ['d', 'a', 'e', 'b', 'c']);
    }
}
