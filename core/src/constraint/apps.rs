//! The applications a constraint's namespace can refer to: id, YARN application id, user, application tags.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use serde::{Deserialize, Serialize};

use crate::ids::AppId;
use crate::name::NameTable;
use crate::sorted_map::SortedSet;

/// What the evaluator needs to know about an application.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AppInfo {
    /// Spindle's dense application id; the YARN id is derived from it unless overridden.
    pub id: AppId,
    /// YARN's application id (`application_<clusterTimestamp>_<seq>`), what `app-id/<id>` names.
    pub yarn_id: String,
    /// A display name; `app-id/<name>` also resolves to it (Spindle convenience, e.g. the doc's `appID_0023`).
    pub name: String,
    /// The user that submitted the application (carried for reports; no namespace looks at it).
    pub user: String,
    /// Application tags (`ApplicationSubmissionContext.applicationTags`), what `app-tag/<tag>` matches.
    #[serde(default)]
    pub app_tags: SortedSet<String>,
}

impl AppInfo {
    /// An application named after its YARN id, with no application tags.
    pub fn new(id: AppId, user: &str) -> Self {
        let yarn_id = id.yarn_name();
        AppInfo { id, name: yarn_id.clone(), yarn_id, user: user.into(), app_tags: SortedSet::new() }
    }

    /// The same application with display name `name`, which `app-id/<name>` then also resolves.
    pub fn named(mut self, name: &str) -> Self {
        self.name = name.into();
        self
    }

    /// The same application with these application tags added (what `app-tag/<tag>` namespaces match).
    pub fn with_app_tags<'a>(mut self, tags: impl IntoIterator<Item = &'a str>) -> Self {
        self.app_tags.extend(tags.into_iter().map(String::from));
        self
    }
}

/// Applications by id, with lookup by YARN id or name.
///
/// The applications are a list sorted by id rather than a `BTreeMap<AppId, AppInfo>`, whose B-tree code was
/// stamped out for this one value type (about 14 KB of the playground's wasm before `wasm-opt`, docs/toolchain.md).
/// Ids arrive in ascending order (submission order), so an insert appends; a removed application leaves an empty
/// slot (no shifting on the simulator's path), and the slots are swept once they are half the list.
#[derive(Clone, Debug, Default)]
pub struct AppRegistry {
    /// Sorted by id, ids unique; `None` for a removed application.
    apps: Vec<(AppId, Option<AppInfo>)>,
    /// How many slots of `apps` hold an application.
    live: usize,
    by_key: AppKeys,
}

impl PartialEq for AppRegistry {
    fn eq(&self, other: &Self) -> bool {
        self.live == other.live && self.iter().eq(other.iter()) && self.by_key == other.by_key
    }
}

impl Eq for AppRegistry {}

impl AppRegistry {
    /// An empty registry: no namespace other than `self` resolves to anything.
    pub fn new() -> Self {
        Self::default()
    }

    /// An empty registry with room for `apps` applications (a name and a YARN id each) without growing: a
    /// scenario's workload is known before it is filed, and filing 5,000 applications one by one rebuilt the key
    /// table a dozen times on every edit of such a scenario in the playground.
    pub fn with_capacity(apps: usize) -> Self {
        let mut registry = Self { apps: Vec::with_capacity(apps), ..Self::default() };
        let keys = &mut registry.by_key;
        keys.keys.reserve(2 * apps);
        keys.apps.reserve(2 * apps);
        keys.table.reserve(keys.keys.as_slice(), 2 * apps);
        registry
    }

    /// Adds or replaces an application.
    pub fn insert(&mut self, info: AppInfo) {
        let id = info.id;
        let slot = match self.apps.last() {
            Some(&(last, _)) if last >= id => self.apps.binary_search_by_key(&id, |&(i, _)| i),
            _ => Err(self.apps.len()),
        };
        let old = match slot {
            Ok(at) => self.apps[at].1.take(),
            Err(at) => {
                self.apps.insert(at, (id, None));
                None
            }
        };
        match old {
            Some(old) => {
                self.by_key.remove(&old.yarn_id);
                self.by_key.remove(&old.name);
            }
            None => self.live += 1,
        }
        self.by_key.insert(&info.name, id);
        self.by_key.insert(&info.yarn_id, id);
        let at = slot.unwrap_or_else(|at| at);
        self.apps[at].1 = Some(info);
    }

    /// Removes a finished application, so `app-id` namespaces no longer resolve to it; returns what was known of it.
    pub fn remove(&mut self, id: AppId) -> Option<AppInfo> {
        let at = self.apps.binary_search_by_key(&id, |&(i, _)| i).ok()?;
        let old = self.apps[at].1.take()?;
        self.live -= 1;
        if self.live < self.apps.len() / 2 {
            self.apps.retain(|(_, a)| a.is_some());
        }
        self.by_key.remove(&old.yarn_id);
        self.by_key.remove(&old.name);
        Some(old)
    }

    /// What is known of application `id`; `None` if it was never registered or has been removed.
    pub fn get(&self, id: AppId) -> Option<&AppInfo> {
        let at = self.apps.binary_search_by_key(&id, |&(i, _)| i).ok()?;
        self.apps[at].1.as_ref()
    }

    /// The application an `app-id/<key>` namespace names: by YARN id, else by name.
    pub fn resolve(&self, key: &str) -> Option<AppId> {
        self.by_key.get(key)
    }

    /// Whether `app` carries application tag `tag`.
    pub fn has_app_tag(&self, app: AppId, tag: &str) -> bool {
        self.get(app).is_some_and(|a| a.app_tags.contains(tag))
    }

    /// A short label for messages: the name (or `#id` for an unknown application).
    pub fn label(&self, app: AppId) -> String {
        match self.get(app) {
            Some(a) => a.name.clone(),
            None => alloc::format!("application #{app}"),
        }
    }

    /// Every registered application, in id order.
    pub fn iter(&self) -> impl Iterator<Item = &AppInfo> {
        self.apps.iter().filter_map(|(_, a)| a.as_ref())
    }

    /// The ids of every registered application, ascending.
    pub fn ids(&self) -> Vec<AppId> {
        self.iter().map(|a| a.id).collect()
    }

    /// How many applications are registered.
    pub fn len(&self) -> usize {
        self.live
    }

    /// Whether no application is registered.
    pub fn is_empty(&self) -> bool {
        self.live == 0
    }
}

/// The `app-id/<key>` look-up: each key (an application's name or YARN id) → the application it names, as a
/// `BTreeMap<String, AppId>` would answer (a later insert of a key replaces; a removed key names nothing), with the
/// same equality and `Debug` (the live keys in ascending order).
///
/// Why not a `BTreeMap`: its code for this one pair of types was about 10 KB of the playground's first page
/// (docs/toolchain.md, maps12), and a sorted vector would shift on every registration (a registry is built by one
/// insert per application, thousands in a large snapshot). Nothing reads the keys in order, so they are hashed with
/// the tag interner's [`NameTable`]: a key keeps its place once filed and a removal only forgets its application,
/// so the table never deletes (a registry only removes what it replaces or what finishes).
#[derive(Clone, Default)]
struct AppKeys {
    /// Every key filed, in the order first filed.
    keys: Vec<String>,
    /// `apps[i]`: the application `keys[i]` names, `None` once removed.
    apps: Vec<Option<AppId>>,
    /// How many of `apps` are `Some`.
    live: usize,
    table: NameTable,
}

impl AppKeys {
    fn find(&self, key: &str) -> Option<usize> {
        self.table.find(self.keys.as_slice(), key).map(|i| i as usize)
    }

    fn get(&self, key: &str) -> Option<AppId> {
        self.apps[self.find(key)?]
    }

    fn insert(&mut self, key: &str, app: AppId) {
        let at = self.table.intern(&mut self.keys, key) as usize;
        if at == self.apps.len() {
            // A key filed for the first time.
            self.apps.push(None);
        }
        self.live += usize::from(self.apps[at].replace(app).is_none());
    }

    fn remove(&mut self, key: &str) {
        if let Some(at) = self.find(key) {
            self.live -= usize::from(self.apps[at].take().is_some());
        }
    }

    /// The live keys, in ascending order.
    fn sorted(&self) -> Vec<(&str, AppId)> {
        let mut live: Vec<(&str, AppId)> =
            self.keys.iter().zip(&self.apps).filter_map(|(k, a)| Some((k.as_str(), (*a)?))).collect();
        crate::sort::sort_by(&mut live, |a, b| a.0.cmp(b.0));
        live
    }
}

/// Equal when the same keys name the same applications, however they were filed.
impl PartialEq for AppKeys {
    fn eq(&self, other: &Self) -> bool {
        self.live == other.live && self.keys.iter().zip(&self.apps).all(|(k, a)| a.is_none() || other.get(k) == *a)
    }
}

impl Eq for AppKeys {}

/// As a `BTreeMap<String, AppId>` of the live keys.
impl fmt::Debug for AppKeys {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.sorted().iter().map(|(k, a)| (k, a))).finish()
    }
}

/// Whether `s` has the form of a YARN application id (`application_<digits>_<digits>`), which YARN's
/// `ApplicationId.fromString` requires of an `app-id/` namespace value.
pub(super) fn is_yarn_application_id(s: &str) -> bool {
    let Some(rest) = s.strip_prefix("application_") else { return false };
    let mut parts = rest.split('_');
    let (Some(ts), Some(seq), None) = (parts.next(), parts.next(), parts.next()) else { return false };
    !ts.is_empty()
        && !seq.is_empty()
        && ts.bytes().all(|b| b.is_ascii_digit())
        && seq.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resolves_by_yarn_id_and_name() {
        let mut r = AppRegistry::new();
        r.insert(AppInfo::new(AppId(22), "bob").named("appID_0023").with_app_tags(["prod"]));
        assert_eq!(r.resolve("appID_0023"), Some(AppId(22)));
        assert_eq!(r.resolve(&AppId(22).yarn_name()), Some(AppId(22)));
        assert!(r.has_app_tag(AppId(22), "prod"));
        assert!(is_yarn_application_id("application_1700000000000_0023"));
        assert!(!is_yarn_application_id("appID_0023"));
    }

    /// Room made in advance changes nothing but the growing: the same answers, and equal to a registry grown one
    /// application at a time, past the room made too.
    #[test]
    fn a_registry_with_room_answers_as_one_grown() {
        let (mut grown, mut roomy) = (AppRegistry::new(), AppRegistry::with_capacity(100));
        for i in 0..150u32 {
            let info = AppInfo::new(AppId(i), "u").named(&alloc::format!("job-{i}"));
            grown.insert(info.clone());
            roomy.insert(info);
        }
        assert_eq!(roomy, grown);
        for i in 0..150u32 {
            assert_eq!(roomy.resolve(&alloc::format!("job-{i}")), Some(AppId(i)));
            assert_eq!(roomy.resolve(&AppId(i).yarn_name()), Some(AppId(i)));
        }
        assert_eq!(roomy.resolve("job-150"), None);
    }

    /// A fixed pseudo-random walk of inserts and removals over a few keys, checked against a `BTreeMap`: the same
    /// answers, the same `Debug`, and equality by content whatever order the keys were filed in.
    #[test]
    fn app_keys_behave_as_a_btree_map() {
        use alloc::collections::BTreeMap;
        use alloc::format;
        let mut keys = AppKeys::default();
        let mut model: BTreeMap<String, AppId> = BTreeMap::new();
        let mut x: u64 = 99;
        for step in 0..3_000u32 {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let key = format!("app{}", (x >> 33) % 40);
            if (x >> 20).is_multiple_of(3) {
                keys.remove(&key);
                model.remove(&key);
            } else {
                keys.insert(&key, AppId(step));
                model.insert(key, AppId(step));
            }
            if step.is_multiple_of(50) {
                for k in 0..45 {
                    let k = format!("app{k}");
                    assert_eq!(keys.get(&k), model.get(&k).copied());
                }
                assert_eq!(format!("{keys:?}"), format!("{model:?}"));
                let mut rebuilt = AppKeys::default();
                for (k, &a) in model.iter().rev() {
                    rebuilt.insert(k, a);
                }
                assert_eq!(rebuilt, keys);
                rebuilt.insert("another", AppId(0));
                assert_ne!(rebuilt, keys);
            }
        }
    }
}
