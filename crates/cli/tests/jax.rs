//! Programs JAX lowers to StableHLO (`tests/jax/<name>/model.mlir`, written
//! by `scripts/gen-jax-tests.py` with `jax.jit(f).lower(*args).as_text()`),
//! run by `sigil run` on JAX's random inputs (`in*.npy`) and compared with
//! JAX's own outputs on XLA:CPU (`out*.npy`).
//!
//! `tests/jax/expected.txt` lists every program: `pass` programs must run
//! and match (floats within `1e-4 + 1e-4·|expected|`, `f16` within `1e-2`
//! relative, integers and booleans exactly, shapes and element types
//! exactly); `todo` programs must still fail, with the reason given, so one
//! that starts working is moved to `pass` (a ratchet).

mod support;

use std::path::PathBuf;

use sigil_vm::npy;
use sigil_vm::value::ElementType;
use support::{parallel_map, run_tool, sigil_binary, workspace_root};

fn dir() -> PathBuf {
    workspace_root().join("tests/jax")
}

/// `(name, expected to pass, reason)` for every line of `expected.txt`.
fn expectations() -> Vec<(String, bool, String)> {
    let text = std::fs::read_to_string(dir().join("expected.txt")).expect("expected.txt");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (kind, rest) = l
                .split_once(' ')
                .expect("'pass NAME' or 'todo NAME  reason'");
            let (name, reason) = rest.split_once("  ").unwrap_or((rest, ""));
            assert!(
                kind == "pass" || kind == "todo",
                "bad line in expected.txt: {l}"
            );
            (
                name.trim().to_string(),
                kind == "pass",
                reason.trim().to_string(),
            )
        })
        .collect()
}

fn count(d: &std::path::Path, prefix: &str) -> usize {
    (0..)
        .take_while(|i| d.join(format!("{prefix}{i}.npy")).exists())
        .count()
}

/// Element `i` as a float (integers exactly representable up to 2^53).
fn value(b: &sigil_vm::value::BufferView, i: usize) -> Option<f64> {
    let size = b.elem.size();
    let bytes = b.data.get(i * size..(i + 1) * size)?;
    let int = |signed: bool| {
        let mut v: u64 = 0;
        for (k, &x) in bytes.iter().enumerate() {
            v |= u64::from(x) << (8 * k);
        }
        let w = 8 * size as u32;
        if signed && w < 64 && v >> (w - 1) & 1 == 1 {
            (v | !0u64 << w) as i64 as f64
        } else if signed {
            v as i64 as f64
        } else {
            v as f64
        }
    };
    Some(match b.elem {
        ElementType::F32 => f32::from_le_bytes(bytes.try_into().ok()?) as f64,
        ElementType::F64 => f64::from_le_bytes(bytes.try_into().ok()?),
        ElementType::F16 => half::f16::from_le_bytes(bytes.try_into().ok()?).to_f64(),
        ElementType::BF16 => half::bf16::from_le_bytes(bytes.try_into().ok()?).to_f64(),
        ElementType::Bool => f64::from(bytes[0] & 1),
        ElementType::Int(_) | ElementType::SInt(_) => int(true),
        ElementType::UInt(_) => int(false),
        _ => return None,
    })
}

/// Why `got` is not `want`, if it is not.
fn compare(
    want: &sigil_vm::value::BufferView,
    got: &sigil_vm::value::BufferView,
) -> Option<String> {
    if want.elem != got.elem || want.shape != got.shape {
        return Some(format!(
            "expected {:?} {:?}, got {:?} {:?}",
            want.shape, want.elem, got.shape, got.elem
        ));
    }
    let n: i64 = want.shape.iter().product();
    let (atol, rtol) = match want.elem {
        ElementType::F32 | ElementType::F64 => (1e-4, 1e-4),
        ElementType::F16 | ElementType::BF16 => (1e-2, 1e-2),
        _ => (0.0, 0.0),
    };
    for i in 0..n as usize {
        let (e, a) = (value(want, i)?, value(got, i)?);
        let same = a == e || (a.is_nan() && e.is_nan()) || (a - e).abs() <= atol + rtol * e.abs();
        if !same {
            return Some(format!("element {i}: expected {e}, got {a}"));
        }
    }
    None
}

/// Runs program `name`; `Ok` if it ran and matched JAX, else why not.
fn run(name: &str) -> Result<(), String> {
    let d = dir().join(name);
    let tmp = std::env::temp_dir().join(format!("sigil-jax-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&tmp).map_err(|e| e.to_string())?;
    let mut args: Vec<String> = vec!["run".into(), "model.mlir".into(), "--function=main".into()];
    for i in 0..count(&d, "in") {
        args.push(format!("--input=@in{i}.npy"));
    }
    let outs = count(&d, "out");
    for i in 0..outs {
        args.push(format!(
            "--output=@{}",
            tmp.join(format!("out{i}.npy")).display()
        ));
    }
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = run_tool(&sigil_binary(), &refs, &d);
    let result = if !out.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        Err(err
            .lines()
            .find(|l| l.contains("error"))
            .unwrap_or(&err)
            .to_string())
    } else {
        (0..outs).try_for_each(|i| {
            let read = |p: PathBuf| -> Result<_, String> {
                npy::read(&std::fs::read(&p).map_err(|e| format!("{}: {e}", p.display()))?)
            };
            let want = read(d.join(format!("out{i}.npy")))?;
            let got = read(tmp.join(format!("out{i}.npy")))?;
            compare(&want, &got).map_or(Ok(()), |why| Err(format!("result {i}: {why}")))
        })
    };
    let _ = std::fs::remove_dir_all(&tmp);
    result
}

#[test]
fn every_program_is_expected() {
    let mut listed: Vec<String> = std::fs::read_dir(dir())
        .expect("tests/jax")
        .filter_map(|e| e.ok())
        .filter(|e| e.path().join("model.mlir").exists())
        .filter_map(|e| e.file_name().into_string().ok())
        .collect();
    listed.sort();
    let expected: Vec<String> = expectations().into_iter().map(|e| e.0).collect();
    assert_eq!(
        listed, expected,
        "expected.txt must list every program of tests/jax, in order"
    );
}

#[test]
fn jax_programs_match_jax() {
    let cases = expectations();
    let problems: Vec<String> = parallel_map(&cases, |(name, pass, why)| match (pass, run(name)) {
        (true, Ok(())) | (false, Err(_)) => None,
        (true, Err(e)) => Some(format!("{name} should match JAX: {e}")),
        (false, Ok(())) => Some(format!(
            "{name} matches JAX now (it was '{why}'): mark it 'pass' in tests/jax/expected.txt"
        )),
    })
    .into_iter()
    .flatten()
    .collect();
    let passing = cases.iter().filter(|c| c.1).count();
    support::emit(&format!(
        "== jax: {passing} of {} programs exported by JAX match its outputs\n",
        cases.len()
    ));
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
