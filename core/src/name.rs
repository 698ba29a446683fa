//! [`Name`]: a name an operator knows (an application's, a node's, a queue's path, a user's, a rack's), shared
//! instead of copied. The simulator makes an event for every container placed and every container that ends, and
//! the scheduler a container record for each, all naming the same applications, nodes, queues and users: they
//! share the run's lists of names. A `Name` reads, prints, compares and serialises as the string it stands for.

use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::fmt;
use core::ops::Deref;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A name an operator knows, shared: it points into a list of names (a run's nodes, say) and cloning it copies
/// a pointer and counts one more user of the whole list — the same counter for every name of the list, where one
/// counter per name sent each clone to another cache line. Reads as a `&str` (`Deref`), prints and serialises as
/// the string, and compares with strings.
#[derive(Clone)]
pub struct Name {
    list: Arc<Vec<String>>,
    index: u32,
}

impl Name {
    /// `list[index]` as a name sharing the list (`None` past its end).
    pub(crate) fn in_list(list: &Arc<Vec<String>>, index: usize) -> Option<Name> {
        let index = u32::try_from(index).ok().filter(|&i| (i as usize) < list.len())?;
        Some(Name { list: Arc::clone(list), index })
    }

    /// The name as a string slice.
    pub fn as_str(&self) -> &str {
        self.list.get(self.index as usize).map_or("", String::as_str)
    }
}

impl Default for Name {
    /// The empty name.
    fn default() -> Self {
        Name::from(String::new())
    }
}

impl PartialEq for Name {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for Name {}

impl PartialOrd for Name {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Name {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering {
        self.as_str().cmp(other.as_str())
    }
}

impl core::hash::Hash for Name {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl Deref for Name {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for Name {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl core::borrow::Borrow<str> for Name {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl From<&str> for Name {
    fn from(s: &str) -> Self {
        Name::from(String::from(s))
    }
}

impl From<String> for Name {
    fn from(s: String) -> Self {
        Name { list: Arc::new(alloc::vec![s]), index: 0 }
    }
}

impl From<&String> for Name {
    fn from(s: &String) -> Self {
        Name::from(s.as_str())
    }
}

impl From<Name> for String {
    fn from(n: Name) -> Self {
        String::from(n.as_str())
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self.as_str(), f)
    }
}

/// Shown as the string it stands for (quoted), as a `String` field was.
impl fmt::Debug for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq<str> for Name {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Name {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<String> for Name {
    fn eq(&self, other: &String) -> bool {
        self.as_str() == other.as_str()
    }
}

impl PartialEq<Name> for str {
    fn eq(&self, other: &Name) -> bool {
        self == other.as_str()
    }
}

impl PartialEq<Name> for &str {
    fn eq(&self, other: &Name) -> bool {
        *self == other.as_str()
    }
}

impl Serialize for Name {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Name {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        String::deserialize(deserializer).map(Name::from)
    }
}
