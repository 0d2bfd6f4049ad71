#!/usr/bin/env python3
"""Prints the files of tests/iree-e2e/<suite> (a suite is any directory with a BUILD.bazel, nested
ones such as regression/stablehlo included) that IREE's own build runs on CPU: the sources of
every `iree_check_single_backend_test_suite` whose target backend is `llvm-cpu` or `vmvx`, and
the sources of every `iree_lit_test_suite` whose RUN lines all run a function on CPU and check
its output (`iree-run-mlir ... llvm-cpu|vmvx ... %s ... | FileCheck %s ...`). Sources are list
literals or variables holding one, joined with `+`, possibly inside `enforce_glob` (whose
`include`/`exclude` are dropped). Used by scripts/refresh-iree.sh to write
tests/iree-e2e/cpu-files.txt."""

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


def sources(body, variables):
    """The .mlir names of a suite's `srcs = ...` expression."""
    srcs = re.search(r"\n    srcs\s*=\s*(.*?)(?=\n    \w+\s*=|\Z)", body, re.S)
    if not srcs:
        return []
    expr = re.sub(r"#[^\n]*", "", srcs.group(1))
    expr = re.sub(r"(?:include|exclude)\s*=\s*(?:\[.*?\]|[A-Z_][A-Z0-9_\s+]*)", "", expr, flags=re.S)
    names = re.findall(r'"([^"*]+\.mlir)"', expr)
    for v in re.findall(r"\b([A-Z_][A-Z0-9_]*)\b", expr):
        names += variables.get(v, [])
    return names


# A RUN line that compiles for CPU with no other compiler option, runs a function (named or the
# only one) with inputs, and checks what it prints.
RUN_ON_CPU = re.compile(
    r"iree-run-mlir(?: --Xcompiler,iree-(?:input-type=stablehlo|hal-target-device=local"
    r"|hal-local-target-device-backends=(?:llvm-cpu|vmvx))| --function=\S+)* %s"
    r'(?: --input=(?:"[^"]*"|\S+))* \| FileCheck %s(?: --check-prefix=\S+)?$'
)


def runs_on_cpu(path):
    """Whether every RUN line of a lit file (continuations joined) runs it and checks the output."""
    runs, pending = [], ""
    for line in open(path):
        m = re.match(r"\s*//\s*RUN:(.*)", line)
        if not m:
            continue
        body = m.group(1).strip()
        if body.endswith("\\"):
            pending += body[:-1] + " "
            continue
        runs.append(pending + body)
        pending = ""
    return bool(runs) and all(RUN_ON_CPU.search(r) for r in runs)


def main():
    found = []
    for dirpath, _, filenames in sorted(os.walk(ROOT)):
        if "BUILD.bazel" not in filenames:
            continue
        suite = os.path.relpath(dirpath, ROOT)
        text = open(os.path.join(dirpath, "BUILD.bazel")).read()
        variables = lists(text)
        for m in re.finditer(r"iree_check_single_backend_test_suite\((.*?)\n\)", text, re.S):
            body = m.group(1)
            backend = re.search(r'target_backend\s*=\s*"([^"]+)"', body)
            if not backend or backend.group(1) not in ("llvm-cpu", "vmvx"):
                continue
            found += [f"{suite}/{n}" for n in sources(body, variables)]
        for m in re.finditer(r"iree_lit_test_suite\((.*?)\n\)", text, re.S):
            for n in sources(m.group(1), variables):
                if runs_on_cpu(os.path.join(dirpath, n)):
                    found.append(f"{suite}/{n}")
    for f in sorted(set(found)):
        print(f)


if __name__ == "__main__":
    sys.exit(main())
