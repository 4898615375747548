//! Trail networks: a union–find over the hexes of one sheet.

use crate::games::tucana::sheet::HexId;

/// Connected components of the drawn trails. A hex no trail touches is its
/// own component, which never holds a second hex, so "same component" is
/// exactly "connected by trails".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Networks {
    parent: Vec<u16>,
}

impl Networks {
    /// Every hex on its own.
    pub fn new(hexes: usize) -> Networks {
        Networks { parent: (0..hexes as u16).collect() }
    }

    /// The representative of a hex's network.
    pub fn root(&self, hex: HexId) -> HexId {
        let mut h = hex;
        while usize::from(self.parent[h]) != h {
            h = usize::from(self.parent[h]);
        }
        h
    }

    /// The representative of every hex's network, by hex: the same as
    /// [`Networks::root`] of each hex, in one pass. A network's
    /// representative is its smallest hex (joins keep the smaller root), so
    /// a hex's parent is always a smaller hex whose representative is
    /// already known. The coach reads this on every simulated turn.
    pub fn roots(&self) -> Vec<HexId> {
        let mut roots = Vec::with_capacity(self.parent.len());
        self.roots_into(&mut roots);
        roots
    }

    /// [`Networks::roots`] written into `roots` (cleared first), for a
    /// caller that keeps the buffer from one reading to the next (the
    /// review's search reads every line's networks).
    pub fn roots_into(&self, roots: &mut Vec<HexId>) {
        roots.clear();
        for h in 0..self.parent.len() {
            let parent = usize::from(self.parent[h]);
            let root = if parent == h {
                h
            } else if parent < h {
                roots[parent]
            } else {
                self.root(h)
            };
            roots.push(root);
        }
    }

    /// Joins the networks of two hexes.
    pub fn join(&mut self, a: HexId, b: HexId) {
        let (ra, rb) = (self.find_compress(a), self.find_compress(b));
        if ra != rb {
            // Smaller id becomes the root: deterministic, and depth stays
            // small enough with path compression on a map of ~100 hexes.
            let (keep, attach) = if ra < rb { (ra, rb) } else { (rb, ra) };
            self.parent[attach] = keep as u16;
        }
    }

    /// Whether two hexes are in one network.
    pub fn connected(&self, a: HexId, b: HexId) -> bool {
        self.root(a) == self.root(b)
    }

    fn find_compress(&mut self, hex: HexId) -> HexId {
        let root = self.root(hex);
        let mut h = hex;
        while usize::from(self.parent[h]) != root {
            let next = usize::from(self.parent[h]);
            self.parent[h] = root as u16;
            h = next;
        }
        root
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joins_are_transitive() {
        let mut n = Networks::new(6);
        n.join(0, 1);
        n.join(3, 4);
        assert!(!n.connected(1, 4));
        n.join(1, 4);
        assert!(n.connected(0, 3));
        assert!(!n.connected(0, 5));
    }

    #[test]
    fn roots_in_one_pass_are_each_hexs_root() {
        let mut n = Networks::new(9);
        for (a, b) in [(7, 8), (5, 8), (2, 6), (6, 5), (1, 3), (3, 0)] {
            n.join(a, b);
            let one_by_one: Vec<HexId> = (0..9).map(|h| n.root(h)).collect();
            assert_eq!(n.roots(), one_by_one, "after joining {a} and {b}");
        }
        assert_eq!(n.roots(), vec![0, 0, 2, 0, 4, 2, 2, 2, 2]);
    }
}
