// The one output format of the browser benchmarks, which ./scripts/bench folds into its table: one line per figure,
// `figure<TAB>value<TAB>target<TAB>met|missed`.

/** Prints one figure; `met` says whether `value` meets `target` (both already formatted with their units). */
export function figure(name, value, target, met) {
  console.log([name, value, target, met ? "met" : "missed"].join("\t"));
}

/** The median of a list of numbers. */
export const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The p-th percentile (0–100) of a list of numbers, nearest rank. */
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
