#!/usr/bin/env python3
"""Writes tests/dialects/{valid,invalid}/<dialect>/NNN_topic.mlir from cases/<dialect>.py.

Each cases module defines VALID and INVALID, lists of (topic, text). The text starts with a
`// ` comment line saying what the file covers; for invalid cases the generator inserts the
`// MLIR-ERROR: <message>` line as the second line, keeping the message of an existing file
whose body is unchanged (otherwise `?`; run refresh-invalid-headers.sh afterwards).
Files are numbered in list order. Usage: python3 generate.py [dialect ...]
"""
import importlib.util
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DIALECTS = ["builtin", "func", "arith", "cf", "scf", "math", "tensor", "linalg", "memref",
            "affine", "bufferization", "mixed", "util"]


def load(dialect):
    path = os.path.join(HERE, "cases", dialect + ".py")
    spec = importlib.util.spec_from_file_location("cases_" + dialect, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return getattr(mod, "VALID", []), getattr(mod, "INVALID", [])


def norm(text):
    text = text.strip("\n") + "\n"
    # Remove common indentation of the case body (cases are written as indented strings).
    lines = text.split("\n")
    ind = min((len(l) - len(l.lstrip(" ")) for l in lines if l.strip()), default=0)
    return "\n".join(l[ind:] for l in lines)


def write(dialect, kind, cases):
    d = os.path.join(HERE, kind, dialect)
    os.makedirs(d, exist_ok=True)
    old = {}
    for f in os.listdir(d):
        if f.endswith(".mlir"):
            lines = open(os.path.join(d, f)).read().split("\n")
            if kind == "invalid" and len(lines) > 1 and lines[1].startswith("// MLIR-ERROR:"):
                old["\n".join(lines[:1] + lines[2:])] = lines[1]
            os.remove(os.path.join(d, f))
    seen = set()
    for i, (topic, text) in enumerate(cases, 1):
        assert re.fullmatch(r"[a-z0-9_]+", topic), topic
        assert topic not in seen, (dialect, kind, topic)
        seen.add(topic)
        text = norm(text)
        assert text.startswith("// "), (dialect, topic)
        if kind == "invalid":
            lines = text.split("\n")
            header = old.get(text, "// MLIR-ERROR: ?")
            text = "\n".join(lines[:1] + [header] + lines[1:])
        with open(os.path.join(d, "%03d_%s.mlir" % (i, topic)), "w") as fh:
            fh.write(text)


def main():
    for dialect in sys.argv[1:] or DIALECTS:
        if not os.path.exists(os.path.join(HERE, "cases", dialect + ".py")):
            continue
        valid, invalid = load(dialect)
        write(dialect, "valid", valid)
        write(dialect, "invalid", invalid)
        print("%-14s %4d valid %4d invalid" % (dialect, len(valid), len(invalid)))


if __name__ == "__main__":
    main()
