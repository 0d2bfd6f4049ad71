#!/usr/bin/env python3
"""Writes a large module in the LLVM dialect for the parser/printer benchmark
(`bench/parse.sh --llvm`): what a compiler engineer pipes through after
`--convert-to-llvm`. It is the custom-form benchmark module (bench/gen_custom.py:
func/arith/cf/scf with loops, branches, calls) lowered by mlir-opt-22
(`--convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts`): llvm.func,
llvm.mlir.constant, integer and float arithmetic with overflow and fastmath
flags, icmp/fcmp, select, casts, intrinsics, struct insert/extractvalue,
llvm.br/cond_br with block arguments, llvm.call. Deterministic (gen_custom.py is
seeded); grows the input until the lowered module reaches SIZE_MB.

usage: gen_llvm.py OUT.mlir [SIZE_MB]   (default 20)
"""
import os
import subprocess
import sys

out_path = sys.argv[1]
target = float(sys.argv[2]) if len(sys.argv) > 2 else 20.0
here = os.path.dirname(os.path.abspath(__file__))
opt = os.environ.get("SIGIL_MLIR_OPT", "mlir-opt-22")
src = out_path + ".custom.mlir"
size = target / 1.1
while True:
    subprocess.run([sys.executable, os.path.join(here, "gen_custom.py"), src, f"{size:.2f}"], check=True)
    subprocess.run([opt, "--convert-scf-to-cf", "--convert-to-llvm", "--reconcile-unrealized-casts",
                    src, "-o", out_path], check=True)
    got = os.path.getsize(out_path) / 1e6
    if got >= target:
        break
    size *= target / got * 1.02
os.remove(src)
