#!/usr/bin/env bash
# Rewrites the `// MLIR-ERROR: <message>` line (the second line) of every file under
# tests/dialects/invalid with the first `error:` message the reference prints for it (without
# the `file:line:col: error: ` prefix), and reports files the reference accepts.
# The reference is iree-opt for invalid/util, invalid/check, invalid/flow, invalid/iree_linalg_ext and mlir-opt-22 for every other directory; it runs
# in the file's directory with the bare file name. Give a new invalid case a
# `// MLIR-ERROR: ?` second line and run this. Usage: refresh-invalid-headers.sh [FILE ...]
set -euo pipefail
cd "$(dirname "$0")"
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
IREE_OPT=${IREE_OPT:-/tmp/venv-iree/bin/iree-opt}
status=0
if [ $# -gt 0 ]; then files=("${@#tests/dialects/}"); else mapfile -t files < <(find invalid -name '*.mlir' | sort); fi
for f in "${files[@]}"; do
  case "$f" in */util/* | */check/* | */flow/* | */iree_linalg_ext/*) ref=$IREE_OPT ;; *) ref=$MLIR_OPT ;; esac
  if out=$(cd "$(dirname "$f")" && "$ref" "$(basename "$f")" 2>&1 >/dev/null); then
    echo "ACCEPTED (does not belong here): $f" >&2
    status=1
    continue
  fi
  msg=$(printf '%s\n' "$out" | grep -m1 'error: ' | sed 's/^[^:]*:[0-9]*:[0-9]*: error: //; s/[[:space:]]*$//' || true)
  if [ -z "$msg" ]; then
    echo "NO ERROR MESSAGE (crash?): $f" >&2
    status=1
    continue
  fi
  python3 - "$f" "$msg" <<'PY'
import sys
path, msg = sys.argv[1], sys.argv[2]
lines = open(path, "rb").read().split(b"\n")
new = b"// MLIR-ERROR: " + msg.encode()
if len(lines) > 1 and lines[1].startswith(b"// MLIR-ERROR:"):
    lines[1] = new
else:
    lines.insert(1, new)
open(path, "wb").write(b"\n".join(lines))
PY
done
exit $status
