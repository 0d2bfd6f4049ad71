"""Writes a generated file test as several files of a few cases each.

Every `sigil run` line of a file test parses the whole file, so a file of hundreds of
cases and runs is parsed hundreds of times; in chunks of a few dozen cases each run
parses a small module. `write_chunks` writes `<stem>-1.mlir`, `<stem>-2.mlir`, ... (or
`<stem>.mlir` when one chunk holds everything), each with the same header, and removes
the files of an earlier, longer split.
"""

import glob
import os
import re


def write_chunks(out_dir, stem, header, cases, per_file):
    """`header`: lines; `cases`: one text per case (its RUN/CHECK lines and function)."""
    chunks = [cases[i:i + per_file] for i in range(0, len(cases), per_file)] or [[]]
    names = [f"{stem}.mlir"] if len(chunks) == 1 else [f"{stem}-{k + 1}.mlir" for k in range(len(chunks))]
    pattern = re.compile(re.escape(stem) + r"(-\d+)?\.mlir$")
    for old in glob.glob(os.path.join(out_dir, f"{stem}*.mlir")):
        if pattern.fullmatch(os.path.basename(old)) and os.path.basename(old) not in names:
            os.remove(old)
    for name, chunk in zip(names, chunks):
        with open(os.path.join(out_dir, name), "w") as fh:
            fh.write("\n".join(header) + "\n" + "\n\n".join(c.rstrip("\n") for c in chunk) + "\n")
    return names
