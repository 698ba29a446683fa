// The one output format of the browser benchmarks, which ./scripts/bench folds into its table: one line per figure,
// `figure<TAB>value<TAB>target<TAB>met|missed` (or `(tracked)<TAB>tracked` for a figure without a target).

/** Prints one figure; `met` says whether `value` meets `target` (both already formatted with their units). */
export function figure(name, value, target, met) {
  console.log([name, value, target, met ? "met" : "missed"].join("\t"));
}

/** Prints a figure the targets do not name, kept to compare runs by (`(tracked)` in the table). */
export function tracked(name, value) {
  console.log([name, value, "(tracked)", "tracked"].join("\t"));
}

/** The median of a list of numbers. */
export const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The p-th percentile (0–100) of a list of numbers, nearest rank. */
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
