//! sigil's lowering of TOSA against MLIR's, by running both: every function
//! of `tests/tosa-lowering/ops.mlir` (TOSA, lowered by sigil on load) and of
//! `ops.mlir-opt-22.mlir` (the same module lowered by `mlir-opt-22`'s
//! `tosa-to-*` passes, written by `scripts/gen-tosa-lowering.sh`) is run by
//! `sigil run` on the `// INPUT:` lines before it, on both tiers, and the
//! two must print the same results. The VM is the same on both sides, so
//! a difference is a difference of the lowerings (rounding of `rescale`,
//! `mul` with a shift, `cast`, zero points, padding, broadcasting).
//!
//! When `mlir-opt-22` is installed the committed lowering is also
//! regenerated live and must be byte for byte the file (stale data fails);
//! without it that part is skipped loudly (installed under `CI=true`).

mod support;

use std::path::PathBuf;

use support::{emit, locate_oracle, parallel_map, run_tool, sigil_binary, workspace_root, Oracle};

fn dir() -> PathBuf {
    workspace_root().join("tests/tosa-lowering")
}

/// `(function, inputs)` in file order.
fn functions(text: &str) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    let mut pending = Vec::new();
    for line in text.lines() {
        if let Some(input) = line.strip_prefix("// INPUT: ") {
            pending.push(input.to_string());
        } else if let Some(rest) = line.strip_prefix("func.func @") {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            out.push((name, std::mem::take(&mut pending)));
        }
    }
    out
}

#[test]
fn sigil_lowering_runs_as_mlir_lowering() {
    let text = std::fs::read_to_string(dir().join("ops.mlir")).expect("ops.mlir");
    let cases: Vec<(String, Vec<String>, &str)> = functions(&text)
        .into_iter()
        .flat_map(|(f, inputs)| ["off", "always"].map(move |jit| (f.clone(), inputs.clone(), jit)))
        .collect();
    assert!(cases.len() >= 40, "ops.mlir lost its functions");
    let problems: Vec<String> = parallel_map(&cases, |(f, inputs, jit)| {
        let function = format!("--function={f}");
        let tier = format!("--jit={jit}");
        let run = |file: &str| {
            let mut args = vec!["run", file, function.as_str(), tier.as_str()];
            let given: Vec<String> = inputs.iter().map(|i| format!("--input={i}")).collect();
            args.extend(given.iter().map(String::as_str));
            run_tool(&sigil_binary(), &args, &dir())
        };
        let ours = run("ops.mlir");
        let theirs = run("ops.mlir-opt-22.mlir");
        let ok = ours.success() && theirs.success() && ours.stdout == theirs.stdout;
        (!ok).then(|| {
            format!(
                "@{f} (--jit={jit}): sigil's lowering printed\n{}{}\nMLIR's lowering printed\n{}{}",
                String::from_utf8_lossy(&ours.stdout),
                String::from_utf8_lossy(&ours.stderr),
                String::from_utf8_lossy(&theirs.stdout),
                String::from_utf8_lossy(&theirs.stderr)
            )
        })
    })
    .into_iter()
    .flatten()
    .collect();
    emit(&format!(
        "== tosa-lowering: {} of {} runs agree with MLIR's lowering",
        cases.len() - problems.len(),
        cases.len()
    ));
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn committed_lowering_is_mlir_opt_s() {
    let oracle = match locate_oracle() {
        Oracle::Found(path) => path,
        Oracle::Skip(message) => {
            emit(&message);
            return;
        }
    };
    let script = workspace_root().join("scripts/gen-tosa-lowering.sh");
    let script_text = std::fs::read_to_string(&script).expect("gen-tosa-lowering.sh");
    // The flags, as the script passes them.
    let start = script_text
        .find("\"$MLIR_OPT\" ops.mlir")
        .expect("the mlir-opt command");
    let command: String = script_text[start..]
        .lines()
        .take_while(|l| !l.trim().is_empty())
        .map(|l| l.trim_end_matches('\\').trim())
        .collect::<Vec<_>>()
        .join(" ");
    let mut args: Vec<String> = Vec::new();
    for word in command.split_whitespace().skip(1) {
        match args.last_mut() {
            Some(last) if last.matches('"').count() % 2 == 1 => {
                last.push(' ');
                last.push_str(word);
            }
            _ => args.push(word.to_string()),
        }
    }
    let args: Vec<String> = args
        .into_iter()
        .map(|a| a.replace('"', ""))
        .filter(|a| a != "-o" && a != "ops.mlir-opt-22.mlir")
        .collect();
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    let live = run_tool(&oracle, &refs, &dir());
    assert!(
        live.success(),
        "mlir-opt-22 failed: {}",
        String::from_utf8_lossy(&live.stderr)
    );
    let committed = std::fs::read(dir().join("ops.mlir-opt-22.mlir")).expect("the lowering");
    assert!(
        live.stdout == committed,
        "tests/tosa-lowering/ops.mlir-opt-22.mlir is stale: run scripts/gen-tosa-lowering.sh"
    );
}

/// `tosa-optional-decompositions` keeps what the ops compute: every function
/// of `tests/tosa-lowering/decompositions.mlir` is decomposed by `sigil opt`
/// and run by `sigil run` (both tiers) on its `// INPUT:` lines, and must
/// print its `// EXPECT:` lines, IREE 3.13's results for the original ops
/// (`scripts/gen-tosa-decompositions.sh`).
#[test]
fn decompositions_compute_what_the_ops_compute() {
    let text =
        std::fs::read_to_string(dir().join("decompositions.mlir")).expect("decompositions.mlir");
    let mut expected: Vec<(String, Vec<String>, String)> = Vec::new();
    let mut inputs = Vec::new();
    for line in text.lines() {
        if let Some(input) = line.strip_prefix("// INPUT: ") {
            inputs.push(input.to_string());
        } else if let Some(rest) = line.strip_prefix("func.func @") {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            expected.push((name, std::mem::take(&mut inputs), String::new()));
        } else if let Some(out) = line.strip_prefix("// EXPECT: ") {
            if let Some(last) = expected.last_mut() {
                last.2.push_str(out);
                last.2.push('\n');
            }
        }
    }
    assert!(
        expected.len() >= 6,
        "decompositions.mlir lost its functions"
    );
    let tmp = std::env::temp_dir().join(format!("sigil-decomposed-{}.mlir", std::process::id()));
    let tmp_arg = tmp.to_string_lossy().into_owned();
    let out = run_tool(
        &sigil_binary(),
        &[
            "opt",
            "decompositions.mlir",
            "--tosa-optional-decompositions",
            "-o",
            &tmp_arg,
        ],
        &dir(),
    );
    assert_eq!(
        out.code,
        Some(0),
        "sigil opt failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let decomposed = std::fs::read_to_string(&tmp).unwrap_or_default();
    assert!(
        !decomposed.contains("transpose_conv2d") && !decomposed.contains("depthwise_conv2d"),
        "the decompositions left an op in place"
    );
    let cases: Vec<_> = expected
        .iter()
        .flat_map(|(f, i, e)| ["off", "always"].map(move |jit| (f, i, e, jit)))
        .collect();
    let problems: Vec<String> = parallel_map(&cases, |(f, inputs, expect, jit)| {
        let function = format!("--function={f}");
        let tier = format!("--jit={jit}");
        let given: Vec<String> = inputs.iter().map(|i| format!("--input={i}")).collect();
        let mut args = vec!["run", tmp_arg.as_str(), function.as_str(), tier.as_str()];
        args.extend(given.iter().map(String::as_str));
        let got = run_tool(&sigil_binary(), &args, &dir());
        let got = String::from_utf8_lossy(&got.stdout).into_owned();
        (got != **expect).then(|| format!("@{f} (--jit={jit}):\n  sigil: {got}  IREE:  {expect}"))
    })
    .into_iter()
    .flatten()
    .collect();
    let _ = std::fs::remove_file(&tmp);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The TOSA folding passes keep what the functions compute: every function
/// of `tests/tosa-lowering/folds.mlir` runs on sigil's VM before and after
/// `tosa-make-broadcastable` (the fold hooks) and
/// `tosa-layerwise-constant-fold=aggressive-reduce-constant`, and the
/// results must be the same.
#[test]
fn constant_folds_keep_results() {
    let text = std::fs::read_to_string(dir().join("folds.mlir")).expect("folds.mlir");
    let cases = functions(&text);
    assert!(cases.len() >= 2, "folds.mlir lost its functions");
    for pass in [
        "--tosa-make-broadcastable",
        "--tosa-layerwise-constant-fold=aggressive-reduce-constant",
    ] {
        let tmp = std::env::temp_dir().join(format!(
            "sigil-folded-{}-{}.mlir",
            std::process::id(),
            pass.len()
        ));
        let tmp_arg = tmp.to_string_lossy().into_owned();
        let out = run_tool(
            &sigil_binary(),
            &["opt", "folds.mlir", pass, "-o", &tmp_arg],
            &dir(),
        );
        assert_eq!(
            out.code,
            Some(0),
            "{pass}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let folded = std::fs::read_to_string(&tmp).unwrap_or_default();
        for (f, inputs) in &cases {
            let function = format!("--function={f}");
            let given: Vec<String> = inputs.iter().map(|i| format!("--input={i}")).collect();
            let run = |file: &str| {
                let mut args = vec!["run", file, function.as_str()];
                args.extend(given.iter().map(String::as_str));
                run_tool(&sigil_binary(), &args, &dir())
            };
            let (before, after) = (run("folds.mlir"), run(&tmp_arg));
            assert_eq!(
                before.code,
                Some(0),
                "@{f}: {}",
                String::from_utf8_lossy(&before.stderr)
            );
            assert_eq!(
                String::from_utf8_lossy(&before.stdout),
                String::from_utf8_lossy(&after.stdout),
                "@{f} after {pass}:\n{folded}"
            );
        }
        let _ = std::fs::remove_file(&tmp);
    }
}

/// sigil's `tosa-to-linalg-pipeline` (decompositions, shape inference,
/// broadcasting, canonicalization, constant folds and `tosa-validate`
/// around the two lowerings) keeps what `ops.mlir` computes: the module is
/// lowered by `sigil opt` with the flags `scripts/gen-tosa-lowering.sh`
/// gives `mlir-opt-22` and every function run (interpreter) on its
/// `// INPUT:` lines must print what the TOSA module prints.
#[test]
fn sigil_pipeline_keeps_results() {
    let text = std::fs::read_to_string(dir().join("ops.mlir")).expect("ops.mlir");
    let cases = functions(&text);
    let tmp = std::env::temp_dir().join(format!("sigil-pipeline-{}.mlir", std::process::id()));
    let tmp_arg = tmp.to_string_lossy().into_owned();
    let out = run_tool(
        &sigil_binary(),
        &[
            "opt",
            "ops.mlir",
            "--tosa-attach-target=specification_version=1.1.draft profiles=pro_int,pro_fp extensions=doubleround,int16,bf16,dynamic",
            "--tosa-to-scf",
            "--tosa-to-tensor",
            "--tosa-to-arith=include-apply-rescale=true",
            "--tosa-to-linalg-pipeline",
            "--tosa-to-arith=include-apply-rescale=true",
            "-o",
            &tmp_arg,
        ],
        &dir(),
    );
    assert_eq!(
        out.code,
        Some(0),
        "the pipeline failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let problems: Vec<String> = parallel_map(&cases, |(f, inputs)| {
        let function = format!("--function={f}");
        let given: Vec<String> = inputs.iter().map(|i| format!("--input={i}")).collect();
        let run = |file: &str| {
            let mut args = vec!["run", file, function.as_str(), "--jit=off"];
            args.extend(given.iter().map(String::as_str));
            run_tool(&sigil_binary(), &args, &dir())
        };
        let (ours, lowered) = (run("ops.mlir"), run(&tmp_arg));
        let ok = ours.success() && lowered.success() && ours.stdout == lowered.stdout;
        (!ok).then(|| {
            format!(
                "@{f}: the TOSA module printed\n{}{}\nthe pipeline's output printed\n{}{}",
                String::from_utf8_lossy(&ours.stdout),
                String::from_utf8_lossy(&ours.stderr),
                String::from_utf8_lossy(&lowered.stdout),
                String::from_utf8_lossy(&lowered.stderr)
            )
        })
    })
    .into_iter()
    .flatten()
    .collect();
    let _ = std::fs::remove_file(&tmp);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A `tosa.mul` whose shift is out of range (the verifier leaves that to
/// `tosa-validate`'s strict mode) is lowered as MLIR lowers it, not a
/// panic: a shift of 0 or less multiplies, a large one shifts.
#[test]
fn mul_with_out_of_range_shift_lowers() {
    for shift in ["-1", "100"] {
        let text = format!(
            "func.func @f(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {{\n  %s = \"tosa.const\"() <{{values = dense<{shift}> : tensor<1xi8>}}> : () -> tensor<1xi8>\n  %0 = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>\n  return %0 : tensor<4xi32>\n}}\n"
        );
        let tmp = std::env::temp_dir().join(format!(
            "sigil-mul-shift-{}-{shift}.mlir",
            std::process::id()
        ));
        std::fs::write(&tmp, text).expect("temp file");
        let out = run_tool(
            &sigil_binary(),
            &[
                "opt",
                &tmp.to_string_lossy(),
                "--pass-pipeline=builtin.module(func.func(tosa-to-linalg))",
            ],
            &dir(),
        );
        let _ = std::fs::remove_file(&tmp);
        assert_eq!(
            out.code,
            Some(0),
            "shift {shift}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
