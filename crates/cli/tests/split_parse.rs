//! The two-thread parse (`sigil_ir::parser::Parallel`) gives exactly what one
//! thread gives, wherever the second thread starts.
//!
//! * `corpus_splits_match_one_thread`: every `.mlir` file of the repository's
//!   corpora (`tests/corpus`, `tests/dialects`, `tests/filetests`), each
//!   `// -----` chunk on its own, is parsed once on one thread and then with
//!   the second thread started at the first token of each line and in the
//!   middle of tokens. Parse errors, warnings, the number of types,
//!   attributes and IR entities, the verifier's verdict and the generic and
//!   custom printouts must all be identical.
//! * `generated_modules_split_match_one_thread`: the same for random modules
//!   of the differential generator.
//! * `large_modules_split_by_themselves`: modules past the size threshold
//!   are split without being told where, and still print the same; ones
//!   whose halves depend on each other fall back to one thread.
//! * `mutated_inputs_split_match_one_thread`: corpus files with lines
//!   dropped, duplicated, swapped or bytes changed give the same errors.
//! * `command_line_threads_give_the_same_output`: `sigil opt` with and
//!   without `--mlir-disable-threading`.

mod support;

use std::sync::Arc;

use sigil_ir::parser::{Parallel, PARALLEL_MIN_BYTES};
use sigil_ir::{
    parse_module_range, print_module, verifier, Context, ParseOptions, PrintOptions, SourceFile,
};
use support::{gen, parallel_map, workspace_root};

/// Lines of a chunk whose starts are tried as split points (evenly sampled
/// beyond this many).
const MAX_SPLITS_PER_CHUNK: usize = 24;

/// Everything observable about parsing, verifying and printing `range` of
/// `src`, and where the second thread took over (if it did).
fn outcome(
    src: &Arc<SourceFile>,
    range: std::ops::Range<usize>,
    parallel: Parallel,
) -> (String, Option<u32>) {
    let opts = ParseOptions {
        allow_unregistered_dialects: true,
        parallel,
        ..Default::default()
    };
    let mut ctx = Context::new();
    let mut out = String::new();
    let first = range.start == 0;
    let mut module = match parse_module_range(&mut ctx, src.clone(), range, first, &opts) {
        Ok(m) => m,
        Err(d) => {
            d.render(src, &mut out);
            return (format!("parse error:\n{out}"), None);
        }
    };
    for w in &module.warnings {
        w.render(src, &mut out);
    }
    out += &format!(
        "types {} attrs {} ir {:?}\n",
        ctx.num_types(),
        ctx.num_attrs(),
        module.ir.stats()
    );
    match verifier::verify(&ctx, &module) {
        Err(d) => {
            out += "verify error:\n";
            d.render(src, &mut out);
        }
        Ok(()) => {
            for generic in [true, false] {
                let p = PrintOptions {
                    generic,
                    debug_info: true,
                };
                out += &String::from_utf8_lossy(&print_module(&mut ctx, &mut module, &p));
            }
        }
    }
    (out, module.split_at)
}

/// Byte offsets in `range` to start the second thread at: the first token
/// of each line and the byte after it (inside the token).
fn split_points(text: &[u8], range: std::ops::Range<usize>) -> Vec<usize> {
    let mut points = Vec::new();
    let mut line = range.start;
    while line < range.end {
        let end = text[line..range.end]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(range.end, |i| line + i);
        if let Some(i) = text[line..end]
            .iter()
            .position(|&b| b != b' ' && b != b'\t')
        {
            points.push(line + i);
        }
        line = end + 1;
    }
    if points.len() > MAX_SPLITS_PER_CHUNK {
        let step = points.len() as f64 / MAX_SPLITS_PER_CHUNK as f64;
        points = (0..MAX_SPLITS_PER_CHUNK)
            .map(|i| points[(i as f64 * step) as usize])
            .collect();
    }
    let inside: Vec<usize> = points.iter().map(|p| p + 1).collect();
    points.extend(inside.into_iter().filter(|&p| p < range.end));
    points
}

/// Checks every split point of every chunk of `name`; returns the failures
/// and how many splits the second thread's part was taken for.
fn check_text(name: &str, text: Vec<u8>) -> (Vec<String>, usize) {
    let src = Arc::new(SourceFile::new(name.to_string(), text));
    let (chunks, _) = sigil_ir::split::split_input(&src.text, b"// -----");
    let mut failures = Vec::new();
    let mut taken = 0;
    for c in &chunks {
        let range = c.offset..c.offset + c.text.len();
        let (one, _) = outcome(&src, range.clone(), Parallel::Off);
        for at in split_points(&src.text, range.clone()) {
            let (two, split) = outcome(&src, range.clone(), Parallel::SplitAt(at));
            if two != one {
                failures.push(format!(
                    "{name}: second thread from byte {at} differs\n--- one thread:\n{one}\n--- two threads:\n{two}"
                ));
                break;
            }
            if let Some(s) = split {
                assert_eq!(s as usize, at, "{name}: taken at another offset");
                taken += 1;
            }
        }
    }
    (failures, taken)
}

fn mlir_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            mlir_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "mlir") {
            out.push(p);
        }
    }
}

/// Every `.mlir` file of the repository's corpora, sorted.
fn corpus_files() -> Vec<std::path::PathBuf> {
    let root = workspace_root().join("tests");
    let mut files = Vec::new();
    for d in ["corpus", "dialects", "filetests"] {
        mlir_files(&root.join(d), &mut files);
    }
    files.sort();
    assert!(
        files.len() > 1000,
        "corpus not found under {}",
        root.display()
    );
    files
}

fn report(failures: Vec<String>) {
    let n = failures.len();
    for f in failures.iter().take(5) {
        eprintln!("{}", support::clip(f, 6000));
    }
    assert_eq!(n, 0, "{n} inputs parse differently on two threads");
}

#[test]
fn corpus_splits_match_one_thread() {
    let files = corpus_files();
    let results = parallel_map(&files, |p| {
        let text = std::fs::read(p).expect("readable corpus file");
        check_text(&p.display().to_string(), text)
    });
    let taken: usize = results.iter().map(|r| r.1).sum();
    report(results.into_iter().flat_map(|r| r.0).collect());
    // Many files have several top-level ops: the second part is taken often.
    support::emit(&format!(
        "split_parse: the second thread's part was taken {taken} times over {} files\n",
        files.len()
    ));
    assert!(
        taken > 200,
        "the second thread's part was taken only {taken} times"
    );
}

#[test]
fn generated_modules_split_match_one_thread() {
    let seeds: Vec<u64> = (0..60).collect();
    let results = parallel_map(&seeds, |&seed| {
        check_text(
            &format!("gen-{seed}.mlir"),
            gen::generate(seed).text.into_bytes(),
        )
    });
    report(results.into_iter().flat_map(|r| r.0).collect());
}

/// A module of `n` functions; `shared` adds a top-level value the last
/// function's body uses (an unregistered op's region sees it), tying the
/// halves together.
fn many_functions(n: usize, shared: bool) -> String {
    let mut s = String::from("#map = affine_map<(d0) -> (d0 + 1)>\nmodule {\n");
    if shared {
        s += "  %shared = \"foo.value\"() : () -> i32\n";
    }
    for i in 0..n {
        s += &format!(
            "  func.func @f{i}(%a: i32, %b: index) -> i32 {{\n    %c{i} = arith.constant {i} : i32\n    %0 = arith.addi %a, %c{i} : i32\n    %1 = affine.apply #map(%b)\n    %2 = scf.for %i = %b to %1 step %b iter_args(%x = %0) -> (i32) {{\n      %y = arith.muli %x, %x : i32\n      scf.yield %y : i32\n    }}\n    return %2 : i32\n  }}\n"
        );
    }
    if shared {
        s += "  \"foo.use\"() ({\n    \"foo.sink\"(%shared) : (i32) -> ()\n  }) : () -> ()\n";
    }
    s += "}\n";
    s
}

#[test]
fn large_modules_split_by_themselves() {
    for (shared, generic) in [(false, false), (false, true), (true, false)] {
        let mut text = many_functions(4000, shared);
        assert!(text.len() > PARALLEL_MIN_BYTES);
        if generic {
            // The same module in generic form, as sigil prints it.
            let src = Arc::new(SourceFile::new("in.mlir", text.into_bytes()));
            let mut ctx = Context::new();
            let opts = ParseOptions::default();
            let mut m = sigil_ir::parse_module(&mut ctx, src, &opts).expect("valid module");
            let p = PrintOptions {
                generic: true,
                debug_info: false,
            };
            text = String::from_utf8(print_module(&mut ctx, &mut m, &p)).expect("UTF-8");
        }
        let src = Arc::new(SourceFile::new("big.mlir", text.into_bytes()));
        let range = 0..src.text.len();
        let (one, none) = outcome(&src, range.clone(), Parallel::Off);
        let (two, split) = outcome(&src, range, Parallel::Auto);
        assert_eq!(none, None);
        assert!(
            one == two,
            "shared {shared} generic {generic}: outputs differ"
        );
        assert_eq!(
            split.is_some(),
            !shared,
            "shared {shared} generic {generic}: split {split:?}"
        );
    }
}

fn below(rng: &mut gen::SplitMix64, n: usize) -> usize {
    rng.below(n as u64) as usize
}

/// Corpus files with lines dropped, duplicated or swapped and bytes
/// changed: broken inputs, whose errors must not depend on the split.
#[test]
fn mutated_inputs_split_match_one_thread() {
    let files = corpus_files();
    let jobs: Vec<u64> = (0..1500).collect();
    let failures = parallel_map(&jobs, |&seed| {
        let mut rng = gen::SplitMix64(seed);
        let text = std::fs::read(&files[below(&mut rng, files.len())]).expect("corpus file");
        let mut lines: Vec<Vec<u8>> = text.split(|&b| b == b'\n').map(<[u8]>::to_vec).collect();
        for _ in 0..1 + below(&mut rng, 3) {
            let i = below(&mut rng, lines.len());
            match below(&mut rng, 4) {
                0 => {
                    lines.remove(i);
                }
                1 => lines.insert(i, lines[i].clone()),
                2 => {
                    let j = below(&mut rng, lines.len());
                    lines.swap(i, j);
                }
                _ => {
                    if !lines[i].is_empty() {
                        let k = below(&mut rng, lines[i].len());
                        lines[i][k] = b"%^{}()<>\"@#:,=x0"[below(&mut rng, 16)];
                    }
                }
            }
            if lines.is_empty() {
                lines.push(Vec::new());
            }
        }
        let mutated = lines.join(&b'\n');
        let src = Arc::new(SourceFile::new(format!("mutant-{seed}.mlir"), mutated));
        let range = 0..src.text.len();
        let (one, _) = outcome(&src, range.clone(), Parallel::Off);
        let points = split_points(&src.text, range.clone());
        let mut fails = Vec::new();
        for _ in 0..4 {
            let at = points
                .get(below(&mut rng, points.len()))
                .copied()
                .unwrap_or(0);
            let (two, _) = outcome(&src, range.clone(), Parallel::SplitAt(at));
            if two != one {
                fails.push(format!(
                    "mutant {seed}, second thread from byte {at}:\n--- input:\n{}\n--- one thread:\n{one}\n--- two threads:\n{two}",
                    String::from_utf8_lossy(&src.text)
                ));
                break;
            }
        }
        fails
    });
    report(failures.into_iter().flatten().collect());
}

/// `sigil opt` on a large module: two threads by default, one with
/// `--mlir-disable-threading`, the same output either way.
#[test]
fn command_line_threads_give_the_same_output() {
    let dir = std::env::temp_dir().join(format!("sigil-split-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let input = dir.join("big.mlir");
    std::fs::write(&input, many_functions(4000, false)).expect("write input");
    let input = input.to_string_lossy().into_owned();
    for generic in [false, true] {
        let mut runs = Vec::new();
        for threads in [true, false] {
            let mut args = vec!["opt", input.as_str()];
            if generic {
                args.push("--mlir-print-op-generic");
            }
            if !threads {
                args.push("--mlir-disable-threading");
            }
            let bin = support::sigil_binary();
            let out = std::process::Command::new(&bin)
                .args(&args)
                .env("SIGIL_STATS", "1")
                .output()
                .expect("sigil runs");
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
            let stats = String::from_utf8_lossy(&out.stderr).into_owned();
            let split = !stats.contains("second parse thread from None");
            runs.push((out.stdout, split));
        }
        assert!(runs[0].0 == runs[1].0, "generic {generic}: outputs differ");
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        assert_eq!(
            (runs[0].1, runs[1].1),
            (cores > 1, false),
            "generic {generic}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
