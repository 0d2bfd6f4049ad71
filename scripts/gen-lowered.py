#!/usr/bin/env python3
"""Writes tests/lowered/: the repository's corpora lowered to the LLVM dialect by mlir-opt-22,
with mlir-opt-22's own printouts of each result, for crates/cli/tests/lowered.rs.

For every valid module of tests/dialects/valid, tests/corpus/valid and examples/ that
`mlir-opt-22 --convert-linalg-to-loops --convert-scf-to-cf --convert-to-llvm
--reconcile-unrealized-casts` lowers to something with `llvm.` ops in it, this keeps
- <name>.mlir: mlir-opt-22's custom-form print of the lowered module (read back and printed
  again, so the file is a fixed point of printing), and
- <name>.mlir.generic: its generic-form print (--mlir-print-op-generic).
Running the pipelines live on ~500 files takes minutes; the test reads these and rechecks a
sample live. Files that do not lower, or whose result mlir-opt-22 cannot read back, are
left out.

Usage: scripts/gen-lowered.py [--check]   (--check: fail if a file would change)
"""

import glob
import os
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
OUT = os.path.join(ROOT, "tests/lowered")
OPT = os.environ.get("SIGIL_MLIR_OPT", "mlir-opt-22")
PIPELINE = ["--convert-linalg-to-loops", "--convert-scf-to-cf", "--convert-to-llvm",
            "--reconcile-unrealized-casts"]


def run(args, stdin=None):
    r = subprocess.run(args, input=stdin, capture_output=True, timeout=60)
    return r.stdout if r.returncode == 0 else None


def main():
    check = "--check" in sys.argv
    inputs = sorted(glob.glob(os.path.join(ROOT, "tests/dialects/valid/**/*.mlir"), recursive=True))
    inputs += sorted(glob.glob(os.path.join(ROOT, "tests/corpus/valid/*.mlir")))
    inputs += sorted(glob.glob(os.path.join(ROOT, "examples/*.mlir")))
    want = {}
    for f in inputs:
        # Modules already in the LLVM dialect are the dialect suite's, not lowerings.
        if ".split." in f or ".debuginfo." in f or "/valid/llvm/" in f:
            continue
        lowered = run([OPT] + PIPELINE + [f])
        if lowered is None or b"llvm." not in lowered:
            continue
        custom = run([OPT, "-"], lowered)
        generic = run([OPT, "--mlir-print-op-generic", "-"], lowered)
        if custom is None or generic is None:
            continue
        name = os.path.relpath(f, ROOT).replace("/", "_")
        want[name] = custom
        want[name + ".generic"] = generic
    os.makedirs(OUT, exist_ok=True)
    changed = []
    have = set(os.listdir(OUT))
    for name, data in want.items():
        path = os.path.join(OUT, name)
        old = open(path, "rb").read() if os.path.exists(path) else None
        if old != data:
            changed.append(name)
            if not check:
                open(path, "wb").write(data)
    for stale in sorted(have - set(want)):
        changed.append(stale)
        if not check:
            os.remove(os.path.join(OUT, stale))
    print(f"{len(want) // 2} lowered modules, {len(changed)} files changed")
    if check and changed:
        sys.exit(1)


if __name__ == "__main__":
    main()
