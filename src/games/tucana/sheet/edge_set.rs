//! A fixed-size bit set over the edges of a sheet: the engine's hot data
//! structure (drawn trails, legal trails), so it is `Copy` and allocation-free.

/// Most edges a sheet may have; Isla Grande has well under half of this.
pub const MAX_EDGES: usize = 512;
const WORDS: usize = MAX_EDGES / 64;

/// A set of edge ids (`0..MAX_EDGES`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct EdgeSet([u64; WORDS]);

impl EdgeSet {
    /// The empty set.
    pub const EMPTY: EdgeSet = EdgeSet([0; WORDS]);

    /// The set `{0, 1, …, n-1}`.
    pub fn first_n(n: usize) -> EdgeSet {
        let mut set = EdgeSet::EMPTY;
        for id in 0..n.min(MAX_EDGES) {
            set.insert(id);
        }
        set
    }

    /// Adds an edge id.
    pub fn insert(&mut self, id: usize) {
        self.0[id / 64] |= 1 << (id % 64);
    }

    /// Removes an edge id.
    pub fn remove(&mut self, id: usize) {
        self.0[id / 64] &= !(1 << (id % 64));
    }

    /// Whether the set holds `id`.
    pub fn contains(&self, id: usize) -> bool {
        id < MAX_EDGES && self.0[id / 64] & (1 << (id % 64)) != 0
    }

    /// Number of ids in the set.
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// Ids in both sets.
    pub fn intersection(&self, other: &EdgeSet) -> EdgeSet {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0) {
            *a &= b;
        }
        out
    }

    /// Ids in either set.
    pub fn union(&self, other: &EdgeSet) -> EdgeSet {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0) {
            *a |= b;
        }
        out
    }

    /// Ids in `self` but not in `other`.
    pub fn difference(&self, other: &EdgeSet) -> EdgeSet {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0) {
            *a &= !b;
        }
        out
    }

    /// The `n`-th smallest id in the set (0-based), if there are that many.
    pub fn nth(&self, mut n: usize) -> Option<usize> {
        for (i, &word) in self.0.iter().enumerate() {
            let count = word.count_ones() as usize;
            if n < count {
                let mut w = word;
                for _ in 0..n {
                    w &= w - 1;
                }
                return Some(i * 64 + w.trailing_zeros() as usize);
            }
            n -= count;
        }
        None
    }

    /// The ids in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &word)| {
            let mut w = word;
            std::iter::from_fn(move || {
                if w == 0 {
                    None
                } else {
                    let bit = w.trailing_zeros() as usize;
                    w &= w - 1;
                    Some(i * 64 + bit)
                }
            })
        })
    }
}

impl std::fmt::Debug for EdgeSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations() {
        let mut a = EdgeSet::EMPTY;
        a.insert(3);
        a.insert(70);
        a.insert(511);
        assert_eq!(a.len(), 3);
        assert!(a.contains(70) && !a.contains(71));
        assert_eq!(a.iter().collect::<Vec<_>>(), vec![3, 70, 511]);
        assert_eq!(a.nth(1), Some(70));
        assert_eq!(a.nth(3), None);
        let b = EdgeSet::first_n(71);
        assert_eq!(a.intersection(&b).iter().collect::<Vec<_>>(), vec![3, 70]);
        assert_eq!(a.difference(&b).iter().collect::<Vec<_>>(), vec![511]);
        assert_eq!(a.union(&b).len(), 72);
        a.remove(70);
        assert!(!a.contains(70));
    }
}
