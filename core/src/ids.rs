//! Identifiers shared across the model. Dense integers inside the core; names only at the edges.

/// Declares a `Copy` newtype id over an integer with `index()` and `Display`.
#[macro_export]
#[doc(hidden)]
macro_rules! dense_id {
    ($(#[$m:meta])* $name:ident: $int:ty) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub $int);

        impl $name {
            /// The id as an index into the dense tables the core keeps per id.
            pub const fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl core::fmt::Display for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    };
}

dense_id!(
    /// An application, numbered in submission order (the sequence part of YARN's `ApplicationId`).
    AppId: u32
);
dense_id!(
    /// A container, numbered in allocation order across the cluster (so a larger id is a newer container, which
    /// is the order YARN's preemption uses).
    ContainerId: u64
);

impl AppId {
    /// YARN's textual form `application_<clusterTimestamp>_<seq>`, with the simulator's fixed cluster timestamp.
    pub fn yarn_name(self) -> alloc::string::String {
        alloc::format!("application_{}_{:04}", CLUSTER_TIMESTAMP, self.0 + 1)
    }
}

/// The cluster timestamp used in the YARN-style names of applications and containers.
pub const CLUSTER_TIMESTAMP: u64 = 1_700_000_000_000;
