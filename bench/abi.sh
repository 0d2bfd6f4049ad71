#!/usr/bin/env bash
# ABI throughput: builds crates/abi/examples/abi_bench.rs in release mode and prints MB/s for
# mangling and parsing SIP signatures of 10 000-leaf structures and for writing and reading the
# iree.abi JSON of 1 000-argument functions. Extra arguments go to the benchmark (--quick for a
# smoke run). Honors CARGO_TARGET_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
target_dir="${CARGO_TARGET_DIR:-target}"
cargo build --quiet --release -p sigil-abi --example abi_bench
"$target_dir/release/examples/abi_bench" "$@"
