//! Placement constraints: the tree (`ast.rs`), YARN's builders ([`builders`]), evaluation with a verdict tree
//! (`eval.rs`), `DELAYED_OR` progress (`delay.rs`), constraint levels (`levels.rs`), the applications namespaces
//! resolve against (`apps.rs`), static analysis over a topology (`analysis.rs`) and the self-contained evaluation
//! scenario behind `spindle eval` ([`scenario`]). Only `builders` and `scenario` are public modules; everything
//! else is re-exported here, so each item has one public path. The constraint's scope is
//! [`Scope`](crate::tags::Scope), defined with the tag index that counts per scope. The evaluation rules are
//! written out in `docs/yarn-semantics.md` (section "Evaluating a constraint").

mod analysis;
mod apps;
pub(crate) mod ast;
pub mod builders;
mod delay;
mod eval;
mod levels;
pub mod scenario;

pub use analysis::{analyze, analyze_spec, Finding, FindingKind, FindingSeverity, RequestShape};
pub use apps::{AppInfo, AppRegistry};
pub use ast::{
    AttributeOp, Delay, DelayedOr, Namespace, PlacementConstraint, SingleConstraint, Target, TimedConstraint,
    MAX_NESTING, UNBOUNDED,
};
pub use delay::{remaining, DelayState, DelayedOrProgress};
pub use eval::{
    can_place, can_place_request, can_place_resolved, can_place_with, evaluate, evaluate_request, evaluate_with,
    AlternativeVerdict, AppCount, EvalContext, LevelVerdict, ResolvedTags, TagCount, Verdict, VerdictDetail,
    VerdictWords,
};
pub use levels::{CombineRule, ConflictKind, ConstraintLevels, Level, LevelConflict};
