#!/usr/bin/env bash
# Rewrites the `// MLIR-ERROR: <message>` header of every file in tests/corpus/invalid with
# the first `error:` message mlir-opt-22 prints for it, and reports files mlir-opt accepts.
# Run after adding an invalid case (give it a `// MLIR-ERROR: ?` line as its second line).
set -euo pipefail
cd "$(dirname "$0")/invalid"
status=0
for f in *.mlir; do
  if out=$(mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic "$f" 2>&1 >/dev/null); then
    echo "ACCEPTED (does not belong here): $f" >&2
    status=1
    continue
  fi
  msg=$(printf '%s\n' "$out" | grep -m1 'error: ' | sed 's/^[^:]*:[0-9]*:[0-9]*: error: //; s/[[:space:]]*$//')
  python3 - "$f" "$msg" <<'PY'
import sys
path, msg = sys.argv[1], sys.argv[2]
lines = open(path, "rb").read().split(b"\n")
new = b"// MLIR-ERROR: " + msg.encode()
for i, line in enumerate(lines):
    if line.startswith(b"// MLIR-ERROR:"):
        lines[i] = new
        break
else:
    lines.insert(0, new)
open(path, "wb").write(b"\n".join(lines))
PY
done
exit $status
