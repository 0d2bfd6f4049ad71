#!/usr/bin/env python3
"""Regenerates tests/iree-dumps/<backend>/<source>/<phase>.mlir: IREE's own
pipeline output, `iree-compile --compile-to=<phase> --mlir-print-op-generic`
of every module in tests/iree-dumps/sources/ (named by its path relative
to tests/iree-dumps, which the binaries embed), for the llvm-cpu and vmvx
backends (crates/cli/tests/iree_dumps.rs reads them; the dumps are committed
as data because compiling them takes minutes).

A phase whose output equals the previous phase's is still written (the test
checks every file; they cost little). A compile that fails is recorded as
<phase>.error with iree-compile's message, and the test reports it.

usage: scripts/gen-iree-dumps.py [--iree-compile PATH]
"""
import argparse
import os
import pathlib
import shutil
import subprocess
import sys

PHASES = [
    "input", "abi", "preprocessing", "global-optimization", "dispatch-creation",
    "flow", "stream", "executable-sources", "executable-configurations",
    "executable-targets", "hal", "vm",
]
BACKENDS = ["llvm-cpu", "vmvx"]
IREE_VERSION = "3.13.0"

root = pathlib.Path(__file__).resolve().parent.parent
out = root / "tests" / "iree-dumps"


def find_compiler(given):
    for c in [given, os.environ.get("SIGIL_IREE_COMPILE"), "/tmp/venv-iree/bin/iree-compile",
              str(root / ".venv-iree/bin/iree-compile"), shutil.which("iree-compile")]:
        if c and os.access(c, os.X_OK):
            return c
    sys.exit("gen-iree-dumps: iree-compile not found (run scripts/install-iree.sh)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--iree-compile")
    args = ap.parse_args()
    compiler = find_compiler(args.iree_compile)
    version = subprocess.run([compiler, "--version"], capture_output=True, text=True).stdout
    if IREE_VERSION not in version:
        sys.exit(f"gen-iree-dumps: expected IREE {IREE_VERSION}, got:\n{version}")
    sources = sorted((out / "sources").glob("*.mlir"))
    for backend in BACKENDS:
        for src in sources:
            d = out / backend / src.stem
            if d.exists():
                shutil.rmtree(d)
            d.mkdir(parents=True)
            for phase in PHASES:
                try:
                    r = subprocess.run(
                        [compiler, f"--iree-hal-target-backends={backend}",
                         "--iree-llvmcpu-target-cpu=generic", f"--compile-to={phase}",
                         "--mlir-print-op-generic", f"sources/{src.name}", "-o", "-"],
                        capture_output=True, text=True, timeout=600, cwd=out)
                except subprocess.TimeoutExpired:
                    (d / f"{phase}.error").write_text("iree-compile timed out after 600 s\n")
                    print(f"{backend}/{src.stem}/{phase}: timed out", file=sys.stderr)
                    continue
                if r.returncode != 0:
                    (d / f"{phase}.error").write_text(r.stderr)
                    print(f"{backend}/{src.stem}/{phase}: iree-compile failed", file=sys.stderr)
                    continue
                (d / f"{phase}.mlir").write_text(r.stdout)
            print(f"{backend}/{src.stem}: {len(list(d.iterdir()))} dumps")


if __name__ == "__main__":
    main()
