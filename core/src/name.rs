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

    /// Where the name sits in its list. A hint only: a name made from a string is alone in a list of its own.
    pub(crate) fn index_in_list(&self) -> usize {
        self.index as usize
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

/// A look-up from a name to its id (its index in a [`NameList`]): open addressing over the names' ids, so that a
/// look-up is one hash and usually one comparison. The tag interner's (the evaluator looks a target's tag up for
/// every node it checks) and the preemption snapshot's queue paths (looked up for every application); a
/// string-keyed B-tree made that a handful of string comparisons each time.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct NameTable {
    /// Ids of the names, at their hash's slot or the next free one; [`NameTable::FREE`] where there is none. The
    /// length is a power of two, at least twice the number of names.
    slots: Vec<u32>,
    /// How many names the table holds.
    len: usize,
}

impl NameTable {
    const FREE: u32 = u32::MAX;

    /// A table of every name of `names`.
    pub(crate) fn of<L: NameList + ?Sized>(names: &L) -> NameTable {
        let mut table = NameTable::default();
        for i in 0..names.count() {
            table.insert(names, i as u32);
        }
        table
    }

    /// How many names the table holds.
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// FNV-1a: short names, no adversary (a poor spread only costs probes, never a wrong answer).
    fn hash(name: &str) -> usize {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in name.bytes() {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        h as usize
    }

    /// The id of `name`, if the table holds it.
    pub(crate) fn find<L: NameList + ?Sized>(&self, names: &L, name: &str) -> Option<u32> {
        self.slot(names, name).map(|i| self.slots[i])
    }

    /// The slot holding the id of `name`, if the table holds it.
    fn slot<L: NameList + ?Sized>(&self, names: &L, name: &str) -> Option<usize> {
        if self.slots.is_empty() {
            return None;
        }
        let mask = self.slots.len() - 1;
        let mut i = Self::hash(name) & mask;
        loop {
            match self.slots[i] {
                Self::FREE => return None,
                id if names.name(id) == name => return Some(i),
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Adds `names[id]`, whose name is not in the table yet.
    pub(crate) fn insert<L: NameList + ?Sized>(&mut self, names: &L, id: u32) {
        if (self.len + 1) * 2 > self.slots.len() {
            self.regrow(names, self.len + 1);
        }
        self.place(names, id);
    }

    /// A larger table for `count` names, the ids held re-placed in ascending order (a table of the ids `0..len`,
    /// as most are, comes out as if built by `of`); a table may hold fewer ids than its list has names (the
    /// topology's nodes: one per name).
    fn regrow<L: NameList + ?Sized>(&mut self, names: &L, count: usize) {
        let mut held: Vec<u32> = self.slots.iter().copied().filter(|&id| id != Self::FREE).collect();
        crate::sort::sort(&mut held);
        self.slots = alloc::vec![Self::FREE; (count * 2).next_power_of_two().max(16)];
        self.len = 0;
        for i in held {
            self.place(names, i);
        }
    }

    /// The id of `name` in `names`, appended to the list and filed here on first use: an interner over a list
    /// that only grows (the tag interner, the constraints' named tags, the application registry's keys).
    pub(crate) fn intern(&mut self, names: &mut Vec<String>, name: &str) -> u32 {
        if let Some(id) = self.find(names.as_slice(), name) {
            return id;
        }
        // Fewer than 2^32 names: every list interned this way is numbered by 32-bit ids.
        let id = names.len() as u32;
        names.push(name.into());
        self.insert(names.as_slice(), id);
        id
    }

    /// Room for `additional` more names without growing the table again (a cluster's nodes, known in advance).
    pub(crate) fn reserve<L: NameList + ?Sized>(&mut self, names: &L, additional: usize) {
        if (self.len + additional) * 2 > self.slots.len() {
            self.regrow(names, self.len + additional);
        }
    }

    /// Files `names[id]` under its name, in place of the id filed under that name if there is one.
    pub(crate) fn set<L: NameList + ?Sized>(&mut self, names: &L, id: u32) {
        match self.slot(names, names.name(id)) {
            Some(i) => self.slots[i] = id,
            None => self.insert(names, id),
        }
    }

    fn place<L: NameList + ?Sized>(&mut self, names: &L, id: u32) {
        let mask = self.slots.len() - 1;
        let mut i = Self::hash(names.name(id)) & mask;
        while self.slots[i] != Self::FREE {
            i = (i + 1) & mask;
        }
        self.slots[i] = id;
        self.len += 1;
    }
}

/// Names by id, as a [`NameTable`] reads them.
pub(crate) trait NameList {
    /// How many names there are.
    fn count(&self) -> usize;
    /// The name of `id` (an id below `count`).
    fn name(&self, id: u32) -> &str;
}

impl NameList for [String] {
    fn count(&self) -> usize {
        self.len()
    }

    fn name(&self, id: u32) -> &str {
        &self[id as usize]
    }
}
