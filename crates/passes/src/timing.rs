//! `--mlir-timing`: wall time per pass, reported as MLIR's tree display.
//!
//! Timers form a tree (the parser, each pass, each nested pipeline with its
//! passes under it, the output) stored as a flat `Vec` of nodes with child
//! indices: a node is found again by (parent, name, key), the key telling
//! apart two instances of one pass in a pipeline, so a pass run on many
//! functions accumulates into one line, as MLIR merges its per-thread timers.

use std::time::Duration;

struct Node {
    name: String,
    key: usize,
    time: Duration,
    children: Vec<usize>,
}

/// A tree of named timers.
pub struct Timing {
    nodes: Vec<Node>,
}

/// The root of the tree (its children are the report's top-level lines).
pub const ROOT: usize = 0;

impl Default for Timing {
    fn default() -> Self {
        Timing::new()
    }
}

impl Timing {
    pub fn new() -> Self {
        Timing {
            nodes: vec![Node {
                name: String::new(),
                key: 0,
                time: Duration::ZERO,
                children: Vec::new(),
            }],
        }
    }

    /// The timer `name` under `parent`, created on first use.
    pub fn child(&mut self, parent: usize, name: &str) -> usize {
        self.child_keyed(parent, name, 0)
    }

    /// The timer `name` under `parent` for the instance `key` (two passes
    /// of the same name in one pipeline have separate lines).
    pub fn child_keyed(&mut self, parent: usize, name: &str, key: usize) -> usize {
        if let Some(&c) = self.nodes[parent]
            .children
            .iter()
            .find(|&&c| self.nodes[c].name == name && self.nodes[c].key == key)
        {
            return c;
        }
        let id = self.nodes.len();
        self.nodes.push(Node {
            name: name.to_string(),
            key,
            time: Duration::ZERO,
            children: Vec::new(),
        });
        self.nodes[parent].children.push(id);
        id
    }

    /// Adds `d` to timer `node`.
    pub fn add(&mut self, node: usize, d: Duration) {
        self.nodes[node].time += d;
    }

    /// The report for a run that took `total`, in MLIR's tree display:
    /// every timer with its share of the total, `Rest` for the time no
    /// top-level timer covered.
    pub fn report(&self, total: Duration) -> String {
        let total_s = total.as_secs_f64();
        let mut s = String::new();
        s.push_str(
            "===-------------------------------------------------------------------------===\n",
        );
        s.push_str("                         ... Execution time report ...\n");
        s.push_str(
            "===-------------------------------------------------------------------------===\n",
        );
        s.push_str(&format!("  Total Execution Time: {total_s:.4} seconds\n\n"));
        s.push_str("  ----Wall Time----  ----Name----\n");
        let line = |s: &mut String, secs: f64, depth: usize, name: &str| {
            let pct = if total_s > 0.0 {
                secs / total_s * 100.0
            } else {
                0.0
            };
            s.push_str(&format!(
                "  {secs:>8.4} ({pct:>5.1}%)  {}{name}\n",
                "  ".repeat(depth)
            ));
        };
        let mut covered = 0.0;
        let mut stack: Vec<(usize, usize)> = self.nodes[ROOT]
            .children
            .iter()
            .rev()
            .map(|&c| (c, 0))
            .collect();
        while let Some((n, depth)) = stack.pop() {
            let secs = self.nodes[n].time.as_secs_f64();
            if depth == 0 {
                covered += secs;
            }
            line(&mut s, secs, depth, &self.nodes[n].name);
            stack.extend(self.nodes[n].children.iter().rev().map(|&c| (c, depth + 1)));
        }
        line(&mut s, (total_s - covered).max(0.0), 0, "Rest");
        line(&mut s, total_s, 0, "Total");
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn report_is_shaped_like_mlirs() {
        let mut t = Timing::new();
        let p = t.child(ROOT, "Parser");
        t.add(p, Duration::from_millis(5));
        let nested = t.child(ROOT, "'func.func' Pipeline");
        let cse = t.child(nested, "CSE");
        t.add(cse, Duration::from_millis(2));
        t.add(nested, Duration::from_millis(2));
        assert_eq!(t.child(nested, "CSE"), cse);
        let r = t.report(Duration::from_millis(10));
        let lines: Vec<&str> = r.lines().collect();
        assert_eq!(lines[3], "  Total Execution Time: 0.0100 seconds");
        assert_eq!(lines[5], "  ----Wall Time----  ----Name----");
        assert_eq!(lines[6], "    0.0050 ( 50.0%)  Parser");
        assert_eq!(lines[7], "    0.0020 ( 20.0%)  'func.func' Pipeline");
        assert_eq!(lines[8], "    0.0020 ( 20.0%)    CSE");
        assert_eq!(lines[9], "    0.0030 ( 30.0%)  Rest");
        assert_eq!(lines[10], "    0.0100 (100.0%)  Total");
    }
}
