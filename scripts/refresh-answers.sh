#!/usr/bin/env bash
# Rewrites the recorded answers of the reference tools on the corpus in
# tests/dialects (mlir-opt-22.answers, iree-opt.answers) and on the e2e files
# (tests/iree-e2e/iree-opt.answers) and on MLIR's own test files
# (tests/mlir-tests/mlir-opt-22.answers), and their verdicts on the op-mutation cases
# (tests/dialects/op-mutations.*.answers), and on the corpus of tests/corpus and the
# differential generator's modules (tests/corpus/*.answers tests/passes/*.answers), by running every file live: after the corpus changes or a reference tool is upgraded.
# The suites check a sample of the record live on every run
# (crates/cli/tests/support/answers.rs).
set -euo pipefail
cd "$(dirname "$0")/.."
export SIGIL_REFRESH_ANSWERS=1
cargo test -q -p sigil-cli --test dialects -- dialect_corpus_matches_mlir_opt
cargo test -q -p sigil-cli --test iree -- iree_corpus_matches_iree_opt stablehlo_dynamic_modules_print_as_iree_opt
cargo test -q -p sigil-cli --test iree_e2e -- passing_files_print_as_iree_opt
cargo test -q -p sigil-cli --test mlir_tests -- mlir_test_files_match_mlir_opt
cargo test -q -p sigil-cli --test mlir_conversion -- mlir_conversion_tests_match_mlir_opt
cargo test -q -p sigil-cli --test op_mutations
cargo test -q -p sigil-cli --test differential -- corpus_matches_mlir_opt generated_modules_match_mlir_opt
cargo test -q -p sigil-cli --test passes_differential -- passes_match_mlir_opt canonicalize_matches_mlir_opt inline_matches_mlir_opt sccp_matches_mlir_opt
git status --short tests/dialects/*.answers tests/corpus/*.answers tests/passes/*.answers tests/iree-e2e/*.answers tests/mlir-tests/*.answers tests/stablehlo-testdata/*.answers
