//! `sigil benchmark`: times calls of a function, a drop-in for
//! `iree-benchmark-module` (itself google-benchmark): the same flags, the
//! same console table and JSON. Parsing, verification and the function's
//! bytecode compilation happen before the timed loop, as IREE loads its
//! module before timing.
//!
//! As google-benchmark does, the iteration count grows from 1 until a run
//! takes `--benchmark_min_time`; every repetition then runs that many
//! iterations, and with several repetitions the mean, median, standard
//! deviation and coefficient of variation follow as aggregates.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;
use sigil_vm::{Module, Value};

/// `sigil benchmark --help`'s examples (each works from the repository's root).
pub const EXAMPLES: &str = "\
Examples:
  sigil benchmark examples/collatz.mlir --function=longest --input=1000
  sigil benchmark examples/mlp.mlir --function=predict --input=\"64x8xf32=0.5\" \\
      --benchmark_repetitions=5 --benchmark_format=json";

#[derive(Args, Debug)]
pub struct BenchmarkArgs {
    /// The module (`.mlir`), or `-` for standard input.
    #[arg(required_unless_present = "module")]
    pub module_path: Option<PathBuf>,
    /// The module, as `iree-benchmark-module` names it (instead of MODULE_PATH).
    #[arg(long = "module", value_name = "FILE")]
    pub module: Option<PathBuf>,
    /// The function to time (with or without `@`).
    #[arg(long = "function", value_name = "NAME", required = true)]
    pub function: Option<String>,
    #[arg(
        help = crate::run::INPUT_HELP,
        long = "input",
        value_name = "VALUE",
        allow_hyphen_values = true,
    )]
    pub inputs: Vec<String>,
    /// The report's format: `console` (a table) or `json` (google-benchmark's).
    #[arg(
        long = "benchmark_format",
        value_name = "FORMAT",
        default_value = "console",
        value_parser = ["console", "json"],
    )]
    pub format: String,
    /// Runs of the measured iteration count (with more than one, their mean,
    /// median, standard deviation and coefficient of variation follow).
    #[arg(long = "benchmark_repetitions", value_name = "N", default_value_t = 1)]
    pub repetitions: usize,
    /// How long a run must last: seconds (`0.5s`), or a number of
    /// iterations (`1000x`).
    #[arg(
        long = "benchmark_min_time",
        value_name = "TIME",
        default_value = "0.5s",
        value_parser = parse_min_time,
    )]
    pub min_time: MinTime,
    /// The unit of the reported times: `ns`, `us`, `ms` (IREE's) or `s`.
    #[arg(
        long = "benchmark_time_unit",
        value_name = "UNIT",
        default_value = "ms",
        value_parser = ["ns", "us", "ms", "s"],
    )]
    pub time_unit: String,
    #[command(flatten)]
    pub limits: crate::run::LimitArgs,
}

struct RunResult {
    iterations: u64,
    real: f64,
    cpu: f64,
}

/// The process's CPU time in seconds.
fn process_time() -> f64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `clock_gettime` writes one `timespec` through a valid pointer
    // to a local.
    unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

pub fn run(args: &BenchmarkArgs) -> ExitCode {
    match run_inner(args) {
        Ok(out) => crate::print_stdout(out.as_bytes()),
        Err(msg) => crate::report(&msg),
    }
}

#[derive(Clone, Copy, Debug)]
pub enum MinTime {
    Seconds(f64),
    Iterations(u64),
}

fn parse_min_time(s: &str) -> Result<MinTime, String> {
    let bad = || "expected seconds (0.5s) or iterations (1000x)".to_string();
    if let Some(n) = s.strip_suffix('x') {
        return n.parse().map(MinTime::Iterations).map_err(|_| bad());
    }
    let secs = s.strip_suffix('s').unwrap_or(s);
    secs.parse::<f64>()
        .ok()
        .filter(|v| *v >= 0.0 && v.is_finite())
        .map(MinTime::Seconds)
        .ok_or_else(bad)
}

fn run_inner(args: &BenchmarkArgs) -> Result<String, String> {
    let path = args
        .module
        .clone()
        .or_else(|| args.module_path.clone())
        .ok_or("no module given (a path, or --module=FILE)")?;
    let module = Module::load(&path).map_err(|e| e.to_string())?;
    module.set_limits(args.limits.limits());
    sigil_jit::set_jit(&module, crate::run::jit_mode(args.limits.jit)?);
    let name = args.function.as_deref().ok_or("no --function given")?;
    let bare = name.strip_prefix('@').unwrap_or(name);
    let info = module
        .function(bare)
        .ok_or_else(|| format!("no function named '@{bare}' in the module"))?;
    if args.inputs.len() != info.arg_types.len() {
        return Err(format!(
            "@{bare} takes {} argument{} ({}), got {} --input",
            info.arg_types.len(),
            if info.arg_types.len() == 1 { "" } else { "s" },
            info.arg_types.join(", "),
            args.inputs.len()
        ));
    }
    let mut files = crate::run::NpyReader::default();
    let mut values = Vec::new();
    for (k, text) in args.inputs.iter().enumerate() {
        values.push(
            crate::run::input_value(&module, info, k, text, &mut files)
                .map_err(|e| format!("--input {k} ('{text}'): {e}"))?,
        );
    }
    // The value parser admits these units only.
    let unit = match args.time_unit.as_str() {
        "ns" => 1e9,
        "us" => 1e6,
        "s" => 1.0,
        _ => 1e3,
    };
    // The first call compiles the function and checks that it runs.
    let function = module.get_function(bare).map_err(|e| e.to_string())?;
    let mut out: Vec<Value> = Vec::new();
    let mut call = |values: &[Value]| {
        function
            .call_into(values, &mut out)
            .map_err(|e| e.to_string())
    };
    call(&values)?;
    let mut timed = |n: u64| -> Result<RunResult, String> {
        let cpu0 = process_time();
        let t0 = Instant::now();
        for _ in 0..n {
            call(&values)?;
        }
        Ok(RunResult {
            iterations: n,
            real: t0.elapsed().as_secs_f64(),
            cpu: process_time() - cpu0,
        })
    };
    let iterations = match args.min_time {
        MinTime::Iterations(n) => n.max(1),
        MinTime::Seconds(min) => {
            let mut n: u64 = 1;
            loop {
                let r = timed(n)?;
                if r.real >= min || n >= 1_000_000_000 {
                    break n;
                }
                // google-benchmark's growth: aim 40% past the minimum, at
                // most tenfold per step.
                let multiplier = if r.real / min > 0.1 {
                    min * 1.4 / r.real.max(1e-9)
                } else {
                    10.0
                };
                n = ((n as f64 * multiplier).ceil() as u64).max(n + 1);
            }
        }
    };
    let mut runs = Vec::new();
    for _ in 0..args.repetitions.max(1) {
        runs.push(timed(iterations)?);
    }
    let base = format!("BM_{bare}/process_time/real_time");
    let reps = runs.len();
    let mut rows: Vec<Row> = runs
        .iter()
        .enumerate()
        .map(|(i, r)| Row {
            name: base.clone(),
            aggregate: None,
            repetition_index: Some(i),
            iterations: r.iterations,
            real: r.real / r.iterations as f64 * unit,
            cpu: r.cpu / r.iterations as f64 * unit,
            items_per_second: r.iterations as f64 / r.real.max(1e-12),
        })
        .collect();
    if reps > 1 {
        rows.extend(aggregates(&base, &rows));
    }
    let unit_name = args.time_unit.as_str();
    Ok(if args.format == "json" {
        json(&rows, reps, unit_name)
    } else {
        console(&rows, &base, reps > 1, unit_name)
    })
}

struct Row {
    name: String,
    /// `mean`, `median`, `stddev`, `cv`.
    aggregate: Option<&'static str>,
    repetition_index: Option<usize>,
    iterations: u64,
    /// Per iteration, in the time unit (for `cv`: a fraction).
    real: f64,
    cpu: f64,
    items_per_second: f64,
}

fn aggregates(base: &str, rows: &[Row]) -> Vec<Row> {
    let n = rows.len() as f64;
    let mean = |f: &dyn Fn(&Row) -> f64| rows.iter().map(f).sum::<f64>() / n;
    let median = |f: &dyn Fn(&Row) -> f64| {
        let mut v: Vec<f64> = rows.iter().map(f).collect();
        v.sort_by(|a, b| a.total_cmp(b));
        let m = v.len() / 2;
        if v.len().is_multiple_of(2) {
            (v[m - 1] + v[m]) / 2.0
        } else {
            v[m]
        }
    };
    let stddev = |f: &dyn Fn(&Row) -> f64| {
        let m = mean(f);
        (rows.iter().map(|r| (f(r) - m).powi(2)).sum::<f64>() / (n - 1.0)).sqrt()
    };
    let real = |r: &Row| r.real;
    let cpu = |r: &Row| r.cpu;
    let ips = |r: &Row| r.items_per_second;
    let row = |agg: &'static str, real: f64, cpu: f64, ips: f64| Row {
        name: format!("{base}_{agg}"),
        aggregate: Some(agg),
        repetition_index: None,
        iterations: rows.len() as u64,
        real,
        cpu,
        items_per_second: ips,
    };
    vec![
        row("mean", mean(&real), mean(&cpu), mean(&ips)),
        row("median", median(&real), median(&cpu), median(&ips)),
        row("stddev", stddev(&real), stddev(&cpu), stddev(&ips)),
        row(
            "cv",
            stddev(&real) / mean(&real),
            stddev(&cpu) / mean(&cpu),
            stddev(&ips) / mean(&ips),
        ),
    ]
}

/// google-benchmark's console time column.
fn format_time(t: f64) -> String {
    if t < 1.0 {
        format!("{t:10.3}")
    } else if t < 10.0 {
        format!("{t:10.2}")
    } else if t < 100.0 {
        format!("{t:10.1}")
    } else if t > 9_999_999_999.0 {
        format!("{t:1.4e}")
    } else {
        format!("{t:10.0}")
    }
}

/// google-benchmark's `HumanReadableNumber` (SI prefixes, `%g` mantissa).
fn human(v: f64) -> String {
    let g = |x: f64| sigil_vm::format::fmt_g(x, false);
    let (neg, mut x) = if v < 0.0 { ("-", -v) } else { ("", v) };
    const BIG: [&str; 8] = ["k", "M", "G", "T", "P", "E", "Z", "Y"];
    const SMALL: [&str; 8] = ["m", "u", "n", "p", "f", "a", "z", "y"];
    if x > 999.0 {
        for p in BIG {
            x /= 1000.0;
            if x <= 999.0 {
                return format!("{neg}{}{p}", g(x));
            }
        }
        return format!("{neg}{}", g(v.abs()));
    }
    if x < 0.01 && x > 0.0 {
        for p in SMALL {
            x *= 1000.0;
            if x >= 1.0 {
                return format!("{neg}{}{p}", g(x));
            }
        }
    }
    format!("{neg}{}", g(x))
}

fn console(rows: &[Row], base: &str, aggregates: bool, unit: &str) -> String {
    let mut width = base.len().max(10);
    if aggregates {
        width += 1 + "stddev".len();
    }
    let header = format!(
        "{:<width$} {:>13} {:>15} {:>12} UserCounters...",
        "Benchmark", "Time", "CPU", "Iterations"
    );
    let line = "-".repeat(header.len());
    let mut out = format!("{line}\n{header}\n{line}\n");
    for r in rows {
        out.push_str(&format!("{:<width$} ", r.name));
        if r.aggregate == Some("cv") {
            out.push_str(&format!(
                "{:10.2} {:<4} {:10.2} {:<4} ",
                100.0 * r.real,
                "%",
                100.0 * r.cpu,
                "%"
            ));
            out.push_str(&format!("{:10}", r.iterations));
            out.push_str(&format!(
                " items_per_second={:.2}%\n",
                100.0 * r.items_per_second
            ));
        } else {
            out.push_str(&format!(
                "{} {:<4} {} {:<4} ",
                format_time(r.real),
                unit,
                format_time(r.cpu),
                unit
            ));
            out.push_str(&format!("{:10}", r.iterations));
            out.push_str(&format!(
                " items_per_second={}/s\n",
                human(r.items_per_second)
            ));
        }
    }
    out
}

fn json(rows: &[Row], reps: usize, unit: &str) -> String {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let benchmarks: Vec<serde_json::Value> = rows
        .iter()
        .map(|r| {
            let mut o = serde_json::json!({
                "name": r.name,
                "family_index": 0,
                "per_family_instance_index": 0,
                "run_name": r.name.trim_end_matches(r.aggregate.map(|a| format!("_{a}")).unwrap_or_default().as_str()),
                "run_type": if r.aggregate.is_some() { "aggregate" } else { "iteration" },
                "repetitions": reps,
                "threads": 1,
                "iterations": r.iterations,
                "real_time": r.real,
                "cpu_time": r.cpu,
                "time_unit": unit,
                "items_per_second": r.items_per_second,
            });
            if let Some(i) = r.repetition_index {
                o["repetition_index"] = i.into();
            }
            if let Some(a) = r.aggregate {
                o["aggregate_name"] = a.into();
                o["aggregate_unit"] = if a == "cv" { "percentage" } else { "time" }.into();
            }
            o
        })
        .collect();
    let doc = serde_json::json!({
        "context": {
            "date_unix_seconds": now,
            "host_name": std::fs::read_to_string("/proc/sys/kernel/hostname").map(|s| s.trim().to_string()).unwrap_or_default(),
            "executable": std::env::current_exe().map(|p| p.display().to_string()).unwrap_or_default(),
            "num_cpus": sigil_ir::context::cores(),
            "library_build_type": if cfg!(debug_assertions) { "debug" } else { "release" },
            "json_schema_version": 1,
        },
        "benchmarks": benchmarks,
    });
    let mut s = serde_json::to_string_pretty(&doc).unwrap_or_default();
    s.push('\n');
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn human_numbers_as_google_benchmark() {
        assert_eq!(human(7_670_000.0), "7.67M");
        assert_eq!(human(20_663.4), "20.6634k");
        assert_eq!(human(12.0), "12");
        assert_eq!(human(0.005), "5m");
    }

    #[test]
    fn time_columns() {
        assert_eq!(format_time(0.00013), "     0.000");
        assert_eq!(format_time(1.5), "      1.50");
        assert_eq!(format_time(123.4), "       123");
    }
}
