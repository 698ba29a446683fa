//! Spindle's model of Apache Hadoop YARN: resources and topology, allocation tags, placement constraints and the
//! PlacementSpec language, the Capacity Scheduler, the ProportionalCapacityPreemptionPolicy and a deterministic,
//! step-able simulator.
//!
//! The crate is `no_std` + `alloc` and pure: no clock, no I/O, no global state, no randomness without a seed.
//! The shells (`spindle-web`, `spindle-cli`) own time, storage and the screen; they feed the core inputs and ask
//! it for outputs. See `ARCHITECTURE.md` at the repository root.
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs, unreachable_pub)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod builtin;
pub mod compare;
pub mod constraint;
pub mod container_map;
pub mod decimal;
pub mod gallery;
pub mod handler;
pub mod ids;
pub mod link;
pub mod name;
pub mod preemption;
pub mod resource;
pub mod scenario;
pub mod scheduler;
pub mod sim;
pub mod sort;
pub mod sorted_map;
pub mod spec;
pub mod tags;
pub mod topology;
