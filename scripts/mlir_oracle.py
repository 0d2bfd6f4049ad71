"""What the generated file tests share about their oracle, MLIR 22 on the CPU: the runner's
support library, running a module lowered to the LLVM dialect with mlir-runner-22 (its @main
prints integers, one per line or separated by spaces), reading float bits back, and a buffer's
text as sigil prints it.
Imported by scripts/gen-vector-filetest.py, gen-linalg-filetest.py and gen-misc-filetest.py."""
import glob
import os
import struct
import subprocess
import sys

# mlir-22-tools ships the runner's support library versioned; libmlir-22-dev adds the plain name.
RUNNER_LIB = sorted(glob.glob("/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so*"))[0]
LIBM = "/lib/x86_64-linux-gnu/libm.so.6"


def run_lowered(lowered, source, libs=(RUNNER_LIB,)):
    """Runs the lowered module text's @main with mlir-runner-22 and returns the integers it
    printed. On failure, exits naming `source` (the file the module came from) and keeping the
    lowered text beside it; on success, removes `source`."""
    run = subprocess.run(["mlir-runner-22", "-e", "main", "-entry-point-result=void",
                          *[f"-shared-libs={lib}" for lib in libs]],
                         input=lowered, capture_output=True, text=True)
    if run.returncode != 0:
        with open(source + ".ll.mlir", "w") as lo:
            lo.write(lowered)
        sys.exit(f"mlir-runner-22 failed on {source} (lowered: {source}.ll.mlir):\n{run.stderr}")
    os.unlink(source)
    return [int(x) for x in run.stdout.split()]


def as_float(bits, t):
    """The value of float bits of type t (f16, f32 or f64)."""
    if t == "f16":
        return struct.unpack("<e", struct.pack("<H", bits & 0xFFFF))[0]
    if t == "f32":
        return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]
    return struct.unpack("<d", struct.pack("<Q", bits & 0xFFFFFFFFFFFFFFFF))[0]


def tensor_text(dims, elem_name, texts):
    """A buffer as sigil (and iree-run-module) prints it: `2x3xf32=[1 2 3][4 5 6]`, from its
    dims, element type name and the elements' texts in row-major order."""
    def rows(d, at):
        n = dims[d]
        if d + 1 == len(dims):
            return " ".join(texts[at:at + n]), at + n
        s = ""
        for _ in range(n):
            inner, at = rows(d + 1, at)
            s += f"[{inner}]"
        return s, at

    body = rows(0, 0)[0] if dims else texts[0]
    return "x".join(map(str, dims)) + ("x" if dims else "") + f"{elem_name}={body}"
