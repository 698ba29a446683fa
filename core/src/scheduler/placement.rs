//! The seam between the Capacity Scheduler and placement constraints.
//!
//! Hadoop's `scheduler` handler checks a SchedulingRequest's constraint on every node it considers
//! (`SingleConstraintAppPlacementAllocator.precheckNode` → `PlacementConstraintsUtil.canSatisfyConstraints`) and
//! records allocation tags when a container starts and when it ends. The scheduler only sees this trait; the
//! constraint engine implements it. [`AllowAll`] is the permissive implementation used when no constraints are
//! in play (and by the scheduler's own tests).

use super::app::ResourceAsk;
use super::container::Container;
use crate::ids::AppId;
use crate::topology::{NodeId, Topology};

/// Placement-constraint checks and allocation-tag bookkeeping.
pub trait PlacementCheck {
    /// Whether `ask` (a SchedulingRequest of `app`) may be placed on `node` given the containers already
    /// allocated. Resources are not this check's business.
    fn can_place(&self, topology: &Topology, app: AppId, ask: &ResourceAsk, node: NodeId) -> bool;

    /// A container started (allocated, or converted from a reservation). Reservations are not reported.
    fn on_allocated(&mut self, topology: &Topology, container: &Container);

    /// An allocated container ended (released, killed, or its application or node went away).
    fn on_released(&mut self, topology: &Topology, container: &Container);
}

/// Every placement is allowed; nothing is recorded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AllowAll;

impl PlacementCheck for AllowAll {
    fn can_place(&self, _: &Topology, _: AppId, _: &ResourceAsk, _: NodeId) -> bool {
        true
    }

    fn on_allocated(&mut self, _: &Topology, _: &Container) {}

    fn on_released(&mut self, _: &Topology, _: &Container) {}
}
