#!/usr/bin/env bash
# Runs a fuzzing campaign on every cargo-fuzz target in fuzz/ (or the ones
# named): each for at most MAX_TIME seconds (default 1800) or RUNS executions
# (default 10 million), whichever comes first, starting from the committed
# seeds (fuzz/seeds/<target>) with new inputs kept in fuzz/corpus/<target>
# (ignored by git). A summary line per target (executions, seconds, crashes)
# goes to fuzz/campaign.log; a crash stops the campaign with libFuzzer's
# report and the crashing input under fuzz/artifacts/. With --minimize, each
# target's corpus is then minimised (libFuzzer's -set_cover_merge over the code
# edges, inputs up to 4 KiB) back into fuzz/seeds/<target>, which `cargo test`
# replays.
#
# Needs nightly Rust and cargo-fuzz (cargo install cargo-fuzz). Built without
# a sanitizer (-s none) and with debug assertions (-a), so overflow checks
# run: the targets are safe Rust, and scripts/sanitize.sh runs ASan and Miri
# over the unsafe code.
#
# python_args embeds CPython: pyo3 builds it for the interpreter in
# $PYO3_PYTHON (default: python3 on the PATH, 3.11 here), whose libpython
# directory goes on LD_LIBRARY_PATH for every run, and it imports numpy from
# the virtual environment .venv-py (made here, with numpy and ml_dtypes, if
# scripts/python-tests.sh has not made it yet).
#
# Usage: scripts/fuzz-campaign.sh [--minimize] [target...]
set -euo pipefail
cd "$(dirname "$0")/../fuzz"
export PYO3_PYTHON=${PYO3_PYTHON:-$(command -v python3)}
pylib=$("$PYO3_PYTHON" -c 'import sysconfig; print(sysconfig.get_config_var("LIBDIR"))')
export LD_LIBRARY_PATH="$pylib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
MAX_TIME=${MAX_TIME:-1800}
RUNS=${RUNS:-10000000}
minimize=0
if [[ "${1:-}" == "--minimize" ]]; then
  minimize=1
  shift
fi
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  mapfile -t targets < <(cargo +nightly fuzz list)
fi
if [[ " ${targets[*]} " == *" python_args "* && ! -x ../.venv-py/bin/python ]]; then
  "$PYO3_PYTHON" -m venv ../.venv-py
  ../.venv-py/bin/python -m pip install -q --disable-pip-version-check numpy ml_dtypes
fi
cargo +nightly fuzz build -s none -a -O
for t in "${targets[@]}"; do
  mkdir -p "corpus/$t" "seeds/$t"
  start=$(date +%s)
  log="/tmp/fuzz-$t.log"
  status=0
  cargo +nightly fuzz run -s none -a -O "$t" "corpus/$t" "seeds/$t" -- \
    -runs="$RUNS" -max_total_time="$MAX_TIME" -print_final_stats=1 -rss_limit_mb=4096 \
    -timeout=20 >"$log" 2>&1 || status=$?
  secs=$(( $(date +%s) - start ))
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  echo "$(date -u +%FT%TZ) $t: $execs executions in ${secs}s, exit $status" | tee -a campaign.log
  if [[ $status -ne 0 ]]; then
    tail -60 "$log"
    exit "$status"
  fi
  if [[ $minimize -eq 1 ]]; then
    tmp=$(mktemp -d)
    # A set cover of the code edges reached (hit counts and comparison
    # operands aside), inputs read up to 4 KiB: every edge the campaign
    # reached stays covered by a seed set `cargo test` replays in seconds.
    cargo +nightly fuzz run -s none -a -O "$t" "$tmp" "seeds/$t" "corpus/$t" -- \
      -set_cover_merge=1 -max_len=4096 -use_counters=0 -use_value_profile=0 -use_cmp=0 \
      >/dev/null 2>&1
    rm -rf "seeds/$t"
    mv "$tmp" "seeds/$t"
    echo "  seeds/$t: $(ls "seeds/$t" | wc -l) inputs after minimising" | tee -a campaign.log
  fi
done
