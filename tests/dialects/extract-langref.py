#!/usr/bin/env python3
"""Extracts the example modules of the MLIR Language Reference seed document verbatim into
tests/dialects/langref/NN_name.mlir (first line: a comment naming the source lines).
The `.modern.mlir` companions are written by hand and are not touched."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = "/work/shared/seeds/004_f6d9d7907f2c403c.txt"
# (name, first line of the ```mlir fence, section of LangRef)
EXAMPLES = [
    ("mul_multiply", 69, "High-Level Structure: the @mul / @multiply example module"),
    ("llvm_intrinsic", 225, "Dialects / Target specific operations"),
    ("op_results", 261, "Operations: generic and pretty result lists"),
    ("cond_br_terminator", 279, "Operations / Terminator Operations"),
    ("functions", 326, "Operations / Functions: declarations, @count, argument/result/function attributes"),
    ("simple", 374, "Blocks: @simple with branches and block arguments"),
    ("value_scoping", 443, "Regions / Value Scoping"),
    ("accelerator_compute", 491, "Regions / Control Flow and SSACFG Regions"),
    ("graph_region", 559, "Regions / Graph Regions"),
    ("type_alias", 603, "Type System / Type Aliases"),
    ("memref_unranked", 782, "Type System / Memref Type: unranked memrefs"),
    ("memref_layouts", 814, "Type System / Memref Type: static types and layout maps"),
    ("memref_index", 866, "Type System / Memref Type / Index"),
    ("layout_maps", 896, "Type System / Memref Type / Layout Map"),
    ("attribute_alias", 1068, "Attributes / Attribute Value Aliases"),
    ("unit_attribute", 1286, "Attributes / Unit Attribute"),
]


def main():
    lines = open(SEED).read().split("\n")
    for i, (name, start, section) in enumerate(EXAMPLES, 1):
        assert lines[start - 1].startswith("```mlir"), (name, lines[start - 1])
        end = start
        while not lines[end].startswith("```"):
            end += 1
        body = lines[start:end]
        header = "// From the MLIR Language Reference (%s, lines %d-%d): %s." % (
            "seeds/004_f6d9d7907f2c403c.txt", start + 1, end, section)
        with open(os.path.join(HERE, "langref", "%02d_%s.mlir" % (i, name)), "w") as fh:
            fh.write("\n".join([header] + body) + "\n")


if __name__ == "__main__":
    main()
