//! Throughput of the ABI encoders and parsers on large inputs: SIP signatures of 10 000-leaf
//! structures and `iree.abi` JSON of 1 000-argument functions. Run through `bench/abi.sh`
//! (release build). Each figure is the best of many short batches, in MB/s of signature or
//! JSON text (produced for encoders, consumed for parsers).
//!
//! Time is the thread's own CPU time (from `/proc/thread-self/schedstat`, falling back to the
//! wall clock elsewhere), so other processes competing for the cores do not count against us;
//! they can still slow us through shared caches.
//!
//! Arguments: `--quick` shortens every measurement (for smoke runs); any other argument keeps
//! only the workloads whose name contains it.

use std::hint::black_box;
use std::time::{Duration, Instant};

use sigil_abi::function::{AbiValue, FunctionAbi};
use sigil_abi::mlir_type::{FloatKind, MlirType};
use sigil_abi::reflection::{AbiRecords, Primitive, TypeRecord};
use sigil_abi::sip::{visit_inputs, SipSignature, SipVisitor};
use sigil_abi::sip_tree::{PathKey, SipNode};

struct Bench {
    batch_time: Duration,
    batches: usize,
    filter: Option<String>,
}

/// A clock: the thread's CPU time when the kernel reports it, else wall time.
#[derive(Clone, Copy)]
enum Clock {
    Cpu(Duration),
    Wall(Instant),
}

impl Clock {
    fn now() -> Clock {
        let cpu = std::fs::read_to_string("/proc/thread-self/schedstat")
            .ok()
            .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok());
        match cpu {
            Some(ns) => Clock::Cpu(Duration::from_nanos(ns)),
            None => Clock::Wall(Instant::now()),
        }
    }

    fn elapsed(self) -> Duration {
        match (self, Clock::now()) {
            (Clock::Cpu(start), Clock::Cpu(now)) => now.saturating_sub(start),
            (Clock::Wall(start), _) => start.elapsed(),
            (Clock::Cpu(_), Clock::Wall(_)) => Duration::ZERO,
        }
    }
}

impl Bench {
    /// Best time per call of `op` over several batches.
    fn time<R>(&self, mut op: impl FnMut() -> R) -> Duration {
        // Calibrate: how many calls fill a batch.
        let mut calls = 1u32;
        loop {
            let start = Clock::now();
            for _ in 0..calls {
                black_box(op());
            }
            if start.elapsed() >= self.batch_time || calls >= 1 << 24 {
                break;
            }
            calls *= 2;
        }
        (0..self.batches)
            .map(|_| {
                let start = Clock::now();
                for _ in 0..calls {
                    black_box(op());
                }
                start.elapsed() / calls
            })
            .min()
            .unwrap_or_default()
    }

    fn report<R>(&self, workload: &str, op: &str, bytes: usize, f: impl FnMut() -> R) {
        if self
            .filter
            .as_ref()
            .is_some_and(|filter| !workload.contains(filter.as_str()))
        {
            return;
        }
        let per_call = self.time(f);
        let mb_per_s = bytes as f64 / per_call.as_secs_f64() / 1e6;
        println!(
            "{workload:<34} {op:<24} {:>9} B {:>10.1} MB/s {:>10.1} us/op",
            bytes,
            mb_per_s,
            per_call.as_secs_f64() * 1e6
        );
    }
}

struct NoopVisitor;
impl SipVisitor for NoopVisitor {}

/// `(raw index, path)` pairs of a structure with `leaves` leaves.
fn sip_pairs(shape: &str, leaves: usize) -> Vec<(i64, Vec<PathKey>)> {
    (0..leaves)
        .map(|i| {
            let raw = i as i64;
            let path = match shape {
                // One flat sequence: [i].
                "flat" => vec![PathKey::Index(raw)],
                // 100 named features, each a list of 100 tensors: ["feature_017", 42].
                "dict of lists" => vec![
                    PathKey::Name(format!("feature_{:03}", i / 100)),
                    PathKey::Index((i % 100) as i64),
                ],
                // Four levels, alternating sequence and dict: [a, "k_b", c, "leaf_d"].
                _ => vec![
                    PathKey::Index((i / 1000) as i64),
                    PathKey::Name(format!("k_{}", (i / 100) % 10)),
                    PathKey::Index(((i / 10) % 10) as i64),
                    PathKey::Name(format!("leaf_{}", i % 10)),
                ],
            };
            (raw, path)
        })
        .collect()
}

fn sip_benchmarks(bench: &Bench) {
    for shape in ["flat", "dict of lists", "4-level mixed"] {
        let pairs = sip_pairs(shape, 10_000);
        let results = sip_pairs("flat", 16);
        let signature = SipSignature {
            inputs: SipNode::from_paths(&pairs).ok().flatten(),
            results: SipNode::from_paths(&results).ok().flatten(),
        };
        let text = signature.encode();
        let workload = format!("sip 10000 leaves, {shape}");
        bench.report(&workload, "mangle (from paths)", text.len(), || {
            let sig = SipSignature {
                inputs: SipNode::from_paths(&pairs).ok().flatten(),
                results: SipNode::from_paths(&results).ok().flatten(),
            };
            sig.encode()
        });
        bench.report(&workload, "mangle (from tree)", text.len(), || {
            signature.encode()
        });
        bench.report(&workload, "parse (typed tree)", text.len(), || {
            SipSignature::parse(text.as_bytes())
        });
        bench.report(&workload, "parse (visitor only)", text.len(), || {
            visit_inputs(text.as_bytes(), &mut NoopVisitor)
        });
    }
}

/// Records of a 1000-argument function: tensors of rank 1-4, scalars, named arguments
/// holding small structures, and a tuple of results.
fn json_records(args: usize) -> AbiRecords {
    let ndarray = |i: usize| TypeRecord::NdArray {
        elem: Box::new(TypeRecord::Primitive(if i.is_multiple_of(3) {
            Primitive::Int(32)
        } else {
            Primitive::Float(32)
        })),
        shape: Some(
            (0..1 + i % 4)
                .map(|d| {
                    if (i + d).is_multiple_of(5) {
                        None
                    } else {
                        Some((1 + d * 64 + i % 7) as i64)
                    }
                })
                .collect(),
        ),
    };
    let args = (0..args)
        .map(|i| match i % 10 {
            0..=5 => ndarray(i),
            6 => TypeRecord::Primitive(Primitive::Int(64)),
            7 => TypeRecord::SList(vec![ndarray(i), TypeRecord::Null, ndarray(i + 1)]),
            8 => TypeRecord::SDict(vec![
                ("bias".to_owned(), ndarray(i)),
                ("weight".to_owned(), ndarray(i + 2)),
            ]),
            _ => {
                TypeRecord::PyHomogeneousList(Box::new(TypeRecord::Primitive(Primitive::Float(16))))
            }
        })
        .collect();
    AbiRecords {
        args,
        results: vec![TypeRecord::STuple((0..8).map(ndarray).collect())],
    }
}

fn named_json_records(args: usize) -> AbiRecords {
    let mut records = json_records(args);
    records.args = records
        .args
        .into_iter()
        .enumerate()
        .map(|(i, record)| TypeRecord::Named {
            name: format!("input_{i:04}"),
            record: Box::new(record),
        })
        .collect();
    records
}

fn json_benchmarks(bench: &Bench) {
    for (name, records) in [
        ("positional", json_records(1000)),
        ("named", named_json_records(1000)),
    ] {
        let json = records.to_json();
        let workload = format!("iree.abi 1000 args, {name}");
        bench.report(&workload, "serialize", json.len(), || records.to_json());
        bench.report(&workload, "parse (records)", json.len(), || {
            AbiRecords::parse(&json)
        });
        bench.report(&workload, "parse (serde_json Value)", json.len(), || {
            serde_json::from_str::<serde_json::Value>(&json).is_ok()
        });
    }
}

fn function_benchmark(bench: &Bench) {
    let args: Vec<AbiValue> = (0..1000)
        .map(|i| {
            let ty = MlirType::tensor(
                MlirType::Float(FloatKind::F32),
                &[None, Some(128), Some((i % 64) as i64 + 1)],
            );
            AbiValue::new(ty)
                .with_index_path(vec![PathKey::Name(format!("x{i:04}")), PathKey::Index(0)])
                .with_attr("iree.abi.name", &format!("\"arg{i}\""))
        })
        .collect();
    let results = vec![AbiValue::new(MlirType::int(32)).with_index_path(vec![PathKey::Index(0)])];
    let function = FunctionAbi::new("predict", args, results);
    let Ok(reflection) = function.reflect() else {
        eprintln!("reflection failed");
        return;
    };
    let bytes = reflection.raw_signature.len()
        + reflection.abi_json.len()
        + reflection.declaration.len()
        + reflection.sip.as_ref().map_or(0, String::len);
    bench.report(
        "FunctionAbi 1000 args, structured",
        "reflect (all outputs)",
        bytes,
        || function.reflect(),
    );
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let filter = std::env::args().skip(1).find(|a| a != "--quick");
    let bench = Bench {
        batch_time: Duration::from_millis(if quick { 2 } else { 20 }),
        batches: if quick { 3 } else { 40 },
        filter,
    };
    println!(
        "{:<34} {:<24} {:>11} {:>15} {:>16}",
        "workload", "operation", "size", "throughput", "time"
    );
    sip_benchmarks(&bench);
    json_benchmarks(&bench);
    function_benchmark(&bench);
}
