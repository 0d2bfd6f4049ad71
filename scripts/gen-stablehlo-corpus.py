#!/usr/bin/env python3
"""Writes tests/dialects/valid/stablehlo/: StableHLO programs for the differential test against
iree-opt (crates/cli/tests/iree.rs), taken from StableHLO's interpreter tests
(tests/stablehlo-interpret, copied by scripts/refresh-stablehlo.sh).

Each `// -----` chunk of an interpreter test becomes the function bodies of one file per source
file, without its checks (the interpreter's `check` form is not IREE's, which iree-opt reads) and
without the chunks that use the interpreter's own ops or that iree-opt 3.13 rejects (listed on
standard error with its first error). The programs are then printed by both tools, custom and
generic, and must match byte for byte.

Usage: scripts/gen-stablehlo-corpus.py [IREE_OPT]   (default: .venv-iree/bin/iree-opt)
"""

import os
import subprocess
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
SRC = os.path.join(ROOT, "tests/stablehlo-interpret")
OUT = os.path.join(ROOT, "tests/dialects/valid/stablehlo")
IREE_OPT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".venv-iree/bin/iree-opt")


# What a line that is not the rest of a check starts with.
STARTS = ("%", "func.", "}", "stablehlo.", '"stablehlo', "return", "check.", "^", "//")


def accepted(text):
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
    try:
        r = subprocess.run([IREE_OPT, f.name], capture_output=True, text=True)
        return r.returncode == 0, (r.stderr.splitlines() or [""])[0]
    finally:
        os.unlink(f.name)


def main():
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        if old.endswith(".mlir"):
            os.unlink(os.path.join(OUT, old))
    written = 0
    for name in sorted(os.listdir(SRC)):
        if not name.endswith(".mlir"):
            continue
        text = open(os.path.join(SRC, name)).read()
        kept = []
        names = set()
        for chunk in text.split("\n// -----\n"):
            if "interpreter." in chunk:
                continue
            lines = []
            in_check = False
            for l in chunk.split("\n"):
                t = l.lstrip()
                # A check may go on over the next lines (its constant).
                starts_op = t.startswith(STARTS) or t == ""
                if t.startswith(("check.", "// RUN", "// CHECK")):
                    in_check = True
                    continue
                if in_check and not starts_op:
                    continue
                in_check = False
                lines.append(l)
            body = "\n".join(lines).strip()
            if "func.func" not in body:
                continue
            # A function name used by an earlier chunk of the file would be redefined.
            funcs = {l.split("@", 1)[1].split("(", 1)[0] for l in lines if "func.func" in l and "@" in l}
            if funcs & names:
                continue
            ok, why = accepted(body + "\n")
            if ok:
                kept.append(body)
                names |= funcs
            else:
                print(f"{name}: left out: {why}", file=sys.stderr)
        if kept:
            header = (f"// From StableHLO's interpreter test {name} (scripts/gen-stablehlo-corpus.py),"
                      " without its checks.\n")
            with open(os.path.join(OUT, name), "w") as f:
                f.write(header + "\n\n".join(kept) + "\n")
            written += 1
    print(f"gen-stablehlo-corpus.py: {written} files in {os.path.relpath(OUT, ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
