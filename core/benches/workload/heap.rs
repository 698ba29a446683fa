//! The benchmarks' heap setting, shared by the `sim` and `preemption` benchmarks and their drivers (the `scaling`
//! and `preemption_round` examples).

/// Keeps what an iteration frees in the heap for the next one.
///
/// A benchmark runs the same work again and again in one process, and frees all of it each time: a preemption
/// round about 5 MB, a 10,000-node run about 100 MB. Whether glibc then gives that memory back to the kernel
/// depends on what else the process did before and on the blocks' sizes (its thresholds adjust themselves as
/// blocks come and go; a block above the mapping threshold is a mapping of its own, returned when freed). When it
/// does, the next iteration faults its memory in afresh, which one run in a user's process pays once, and not
/// again and again:
///
/// * a preemption round: about 740 page faults a round in criterion's loop, whose figure then read 4.1-4.7 ms
///   instead of 2.5 ms (a run finding a previous run's results in criterion's directory), and about 1,200 a
///   round in the `preemption_round` driver, which allocates nothing around its rounds. A live run keeps the
///   simulator's state allocated around its rounds, and the playground's wasm never gives memory back.
/// * the `sim` benchmark's runs: at 10,000 nodes each run's largest blocks (the containers' and the log's
///   vectors) were mapped and unmapped again, about 8,000 page faults a run, while the 1,000-node run's blocks
///   stayed in the heap; the `scaling` figure then counted the kernel's faults at one size and not at the other.
///
/// So the benchmarks time the work, not the kernel's page faults. docs/benchmarks.md ("Preemption in a live run",
/// heap14, and "The scaling ratio on this machine") has the figures with and without.
pub fn keep_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // Blocks up to glibc's largest mapping threshold (32 MiB on 64-bit) come from the heap, and up to 1 GiB of
        // free top stays in it. Setting either also turns glibc's own adjustment of both off.
        // SAFETY: mallopt takes no pointer; it only sets the allocator's parameters, under the allocator's lock.
        let set = unsafe {
            libc::mallopt(libc::M_MMAP_THRESHOLD, 32 << 20) == 1 && libc::mallopt(libc::M_TRIM_THRESHOLD, 1 << 30) == 1
        };
        if !set {
            eprintln!("glibc refused the heap settings: iterations will fault their memory in afresh");
        }
    }
}
