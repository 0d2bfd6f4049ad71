//! Differential test against `mlir-opt-22`: thousands of random affine maps
//! and integer sets (valid ones and deliberately damaged ones) go through
//! both MLIR and this crate; the printed forms, and for invalid inputs the
//! error messages and offsets, must agree exactly.
//!
//! Every case is its own `--split-input-file` chunk, so MLIR's `#map` /
//! `#set` alias is always the first one of its chunk and errors map back to
//! their case by line number.  The PRNG is seeded (override with
//! `SIGIL_AFFINE_SEED`, scale with `SIGIL_AFFINE_CASES`).  Without
//! `mlir-opt-22` the test is skipped loudly, unless `CI=true`.

mod common;

use common::{mlir_opt, mutate, parse_errors, run_mlir_opt, Gen, Rng};
use sigil_affine::{parse_affine_map_at, parse_integer_set_at, AffineError};

/// What this crate says about one input.
#[derive(Debug, Clone, PartialEq)]
enum Outcome {
    /// Parsed; the full attribute as MLIR would print it.
    Printed(String),
    /// Rejected, with (offset into the chunk, message) for every error.
    Errors(Vec<(usize, String)>),
    /// Not comparable: the affine part parsed, but the damage lies outside
    /// it (the attribute parser of the IR crate would report it).
    Skip,
}

struct Case {
    kind: &'static str,
    body: String,
    chunk: String,
    first_line: usize,
}

const SUFFIX: &str = "} : () -> ()";

fn chunk_for(kind: &str, body: &str) -> String {
    format!("\"t.op\"() {{m = {kind}<{body}>{SUFFIX}\n")
}

fn errors_of(e: &AffineError) -> Vec<(usize, String)> {
    e.diagnostics()
        .into_iter()
        .map(|d| (d.offset, d.message))
        .collect()
}

fn ours(kind: &str, chunk: &str) -> Outcome {
    let start = chunk.find('<').expect("prefix") + 1;
    let (printed, end) = if kind == "affine_map" {
        match parse_affine_map_at(chunk, start) {
            Ok((m, end)) => (format!("affine_map<{m}>"), end),
            Err(e) => return Outcome::Errors(errors_of(&e)),
        }
    } else {
        match parse_integer_set_at(chunk, start) {
            Ok((s, end)) => (format!("affine_set<{s}>"), end),
            Err(e) => return Outcome::Errors(errors_of(&e)),
        }
    };
    let rest = chunk[end..].trim_start_matches([' ', '\t']);
    if rest.strip_prefix('>').map(|r| r.trim_end()) == Some(SUFFIX) {
        Outcome::Printed(printed)
    } else {
        Outcome::Skip
    }
}

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn make_cases(rng: &mut Rng, n: usize) -> Vec<Case> {
    let mut cases = Vec::with_capacity(n);
    let mut line = 1;
    for _ in 0..n {
        let is_set = rng.chance(1, 4);
        let mut body = if is_set {
            Gen::new(rng).set()
        } else {
            Gen::new(rng).map()
        };
        if rng.chance(1, 4) {
            body = mutate(rng, &body);
        }
        // Occasionally ask for the other kind.
        let kind = match (is_set, rng.chance(1, 50)) {
            (false, false) | (true, true) => "affine_map",
            _ => "affine_set",
        };
        let chunk = chunk_for(kind, &body);
        let lines = chunk.matches('\n').count();
        cases.push(Case {
            kind,
            body,
            chunk,
            first_line: line,
        });
        line += lines + 1; // + the separator line
    }
    cases
}

/// Splits mlir-opt's output into per-chunk outcomes.
fn mlir_outcomes(cases: &[Case], input: &str, stdout: &str, stderr: &str) -> Vec<Outcome> {
    let pieces: Vec<&str> = stdout.split("// -----\n").collect();
    assert_eq!(
        pieces.len(),
        cases.len(),
        "unexpected mlir-opt output shape:\n{stdout}\n{stderr}"
    );
    let errors = parse_errors(input, stderr);
    // Byte offset of each chunk's first line in the whole input.
    let mut chunk_starts = Vec::with_capacity(cases.len());
    let mut off = 0;
    for c in cases {
        chunk_starts.push(off);
        off += c.chunk.len() + "// -----\n".len();
    }
    let mut out = vec![Outcome::Errors(vec![]); cases.len()];
    for (i, piece) in pieces.iter().enumerate() {
        if let Some(line) = piece
            .lines()
            .find(|l| l.starts_with("#map = ") || l.starts_with("#set = "))
        {
            out[i] = Outcome::Printed(line[7..].to_string());
        }
    }
    for (offset, msg) in errors {
        let i = match chunk_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        if let Outcome::Errors(v) = &mut out[i] {
            v.push((offset - chunk_starts[i], msg));
        }
    }
    out
}

fn join_chunks(cases: &[Case]) -> String {
    cases
        .iter()
        .map(|c| c.chunk.as_str())
        .collect::<Vec<_>>()
        .join("// -----\n")
}

/// Recomputes first-line numbers after cases were removed.
fn renumber(cases: &mut [Case]) {
    let mut line = 1;
    for c in cases {
        c.first_line = line;
        line += c.chunk.matches('\n').count() + 1;
    }
}

fn crashed(stderr: &str) -> bool {
    stderr.contains("Stack dump:") || stderr.contains("PLEASE submit a bug report")
}

/// Index of the first case that makes mlir-opt crash (binary search over
/// prefixes; `cases` as a whole is known to crash).
fn first_crashing(bin: &str, cases: &mut [Case]) -> usize {
    let (mut lo, mut hi) = (0, cases.len()); // cases[..hi] crashes
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        renumber(&mut cases[..mid]);
        let (_, _, stderr) =
            run_mlir_opt(bin, &["--split-input-file"], &join_chunks(&cases[..mid]));
        if crashed(&stderr) {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    hi - 1
}

/// Runs `cases` through mlir-opt and sigil and compares them.  Returns the
/// failures, the number of cases mlir-opt crashed on, and what mlir-opt
/// printed (kind, body) for the parsed cases.
fn compare(
    bin: &str,
    label: &str,
    mut cases: Vec<Case>,
) -> (Vec<String>, usize, Vec<(&'static str, String)>) {
    let mut crashes = 0;
    let (input, stdout, stderr) = loop {
        renumber(&mut cases);
        let input = join_chunks(&cases);
        let (_, stdout, stderr) = run_mlir_opt(bin, &["--split-input-file"], &input);
        if !crashed(&stderr) {
            break (input, stdout, stderr);
        }
        // MLIR itself crashes on some inputs (e.g. SIGFPE folding
        // `INT64_MIN % -1`); there is nothing to compare for those.
        let bad = first_crashing(bin, &mut cases);
        let case = cases.remove(bad);
        eprintln!("mlir-opt crashes on {}<{}>; excluded", case.kind, case.body);
        // sigil must still handle it without panicking.
        let _ = ours(case.kind, &case.chunk);
        crashes += 1;
    };
    let theirs = mlir_outcomes(&cases, &input, &stdout, &stderr);
    let mut failures = vec![];
    let mut reprint = vec![];
    let (mut printed, mut errors, mut skipped) = (0, 0, 0);
    for (case, theirs) in cases.iter().zip(theirs) {
        let mine = ours(case.kind, &case.chunk);
        match &mine {
            Outcome::Printed(_) => printed += 1,
            Outcome::Errors(_) => errors += 1,
            Outcome::Skip => skipped += 1,
        }
        if let Outcome::Printed(p) = &theirs {
            let kind = if p.starts_with("affine_map<") {
                "affine_map"
            } else {
                "affine_set"
            };
            let body = &p[kind.len() + 1..p.len() - 1];
            reprint.push((kind, body.to_string()));
        }
        if mine == Outcome::Skip || mine == theirs {
            continue;
        }
        failures.push(format!(
            "{label}, line {}: {}<{}>\n  mlir-opt: {:?}\n  sigil:    {:?}",
            case.first_line, case.kind, case.body, theirs, mine
        ));
    }
    eprintln!(
        "{label}: {printed} printed, {errors} rejected, {skipped} skipped, {crashes} crashed mlir-opt"
    );
    (failures, crashes, reprint)
}

/// One batch: random cases, then MLIR's own output fed back to both
/// (MLIR's printing is not always a fixpoint; sigil must drift the same
/// way).
fn run_batch(bin: &str, seed: u64, n: usize) -> Vec<String> {
    let mut rng = Rng::new(seed);
    let cases = make_cases(&mut rng, n);
    let (mut failures, _, reprint) = compare(bin, &format!("seed {seed}"), cases);
    let second: Vec<Case> = reprint
        .into_iter()
        .map(|(kind, body)| Case {
            kind,
            chunk: chunk_for(kind, &body),
            body,
            first_line: 0,
        })
        .collect();
    let (f, _, _) = compare(bin, &format!("seed {seed} (re-print)"), second);
    failures.extend(f);
    failures
}

#[test]
fn random_structures_match_mlir_opt() {
    let Some(bin) = mlir_opt() else {
        return;
    };
    let seed = env_u64("SIGIL_AFFINE_SEED", 0x5eed_a41e);
    let total = env_u64("SIGIL_AFFINE_CASES", 6000) as usize;
    let per_batch = 1500;
    let mut failures = vec![];
    let mut batch = 0;
    while batch * per_batch < total {
        let n = per_batch.min(total - batch * per_batch);
        failures.extend(run_batch(
            &bin,
            seed.wrapping_mul(1_000_003).wrapping_add(batch as u64),
            n,
        ));
        batch += 1;
    }
    if !failures.is_empty() {
        let shown: Vec<&String> = failures.iter().take(25).collect();
        panic!(
            "{} of {total} cases differ from mlir-opt:\n{}",
            failures.len(),
            shown
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}
