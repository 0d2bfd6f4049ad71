#!/usr/bin/env python3
"""Prints the files of tests/iree-e2e/<suite> that IREE's own build runs on CPU: the sources of
every `iree_check_single_backend_test_suite` in the suite's BUILD.bazel whose target backend is
`llvm-cpu` or `vmvx` (a list literal, or a variable holding one, possibly inside
`enforce_glob`). Used by scripts/refresh-iree.sh to write tests/iree-e2e/cpu-files.txt."""

import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "iree-e2e")


def lists(text):
    """NAME = [ ... ] or NAME = enforce_glob([ ... ], ...) -> names."""
    out = {}
    for m in re.finditer(r"^(\w+)\s*=\s*(?:enforce_glob\(\s*)?(?:#[^\n]*\n\s*)*\[(.*?)\]", text, re.S | re.M):
        out[m.group(1)] = re.findall(r'"([^"]+\.mlir)"', m.group(2))
    return out


def main():
    found = []
    for suite in sorted(os.listdir(ROOT)):
        build = os.path.join(ROOT, suite, "BUILD.bazel")
        if not os.path.exists(build):
            continue
        text = open(build).read()
        variables = lists(text)
        for m in re.finditer(r"iree_check_single_backend_test_suite\((.*?)\n\)", text, re.S):
            body = m.group(1)
            backend = re.search(r'target_backend\s*=\s*"([^"]+)"', body)
            if not backend or backend.group(1) not in ("llvm-cpu", "vmvx"):
                continue
            # The `srcs = ...` expression: list literals, variables and `+`.
            srcs = re.search(r"\n    srcs\s*=\s*(.*?)(?=\n    \w+\s*=|\Z)", body, re.S)
            if not srcs:
                continue
            expr = re.sub(r"#[^\n]*", "", srcs.group(1))
            expr = re.sub(r"(?:include|exclude)\s*=\s*\[.*?\]", "", expr, flags=re.S)
            names = re.findall(r'"([^"*]+\.mlir)"', expr)
            for v in re.findall(r"\b([A-Z_][A-Z0-9_]*)\b", expr):
                names += variables.get(v, [])
            found += [f"{suite}/{n}" for n in names]
    for f in sorted(set(found)):
        print(f)


if __name__ == "__main__":
    sys.exit(main())
