#!/usr/bin/env python3
"""Writes tests/filetests/run/util-ops.mlir: IREE's util dialect ops outside globals, lists and
functions (util.align, util.sizeof, util.optimization_barrier, util.unfoldable_constant,
util.assume.int, util.cmp.ne, util.range.min/max/extents, util.switch, util.list.construct,
util.numeric.optional_narrow, util.unreachable, util.scf.unreachable) at concrete inputs, one
function per case. The expected results are IREE 3.13's: iree-compile builds every case into one
module (--iree-hal-target-device=local --iree-hal-local-target-device-backends=vmvx) and
iree-run-module prints each run, which becomes the CHECK lines as printed (sigil prints results
as iree-run-module does).
Usage: scripts/gen-util-filetest.py   (needs IREE's tools: scripts/install-iree.sh --runtime)

Where IREE 3.13 refuses an op as a user writes it, the case says so (`refused`) and takes its
expected values another way:
  - util.range.min/max with three or more operands and util.range.extents with three or more
    ranges: IREE expands only the one- and two-operand (two-range) forms into arith ops; the
    longer forms reach the VM conversion unconverted (error: 'vm.return' op operand ... got
    'index'). The oracle runs the same function with the long form nested as two-operand ops
    (ORACLE_BODY), which is what the op means (an unsigned min/max over all operands).
  - util.cmp.ne on integers and floats: IREE converts it to the VM only on references (the i1
    result is left unconverted: error: 'vm.and.i32' op operand #0 must be 32-bit signless
    integer, but got 'i1'); expected from the documented meaning (lhs != rhs, bitwise for floats).
    On lists (references) IREE runs it and is the oracle.
  - util.numeric.optional_narrow: a compiler-internal hint, 'failed to legalize' at the input
    level; expected from the documented meaning (the operand, unchanged).
  - util.unreachable in a function with results: iree-compile crashes (util.func, in the inliner's
    canonicalization) or rejects it ('util.unreachable' op has 0 operands, but enclosing function
    returns 1, for func.func); in a function without results it compiles. Reached, the op is
    documented as a trap (an unreachable assertion that may become a runtime check), which sigil
    does: the expected trap names the op's location and message.
  - util.scf.unreachable (and util.unreachable in a function without results) reached: IREE's
    canonicalization folds the branch that reaches it away (reaching it is undefined), so IREE's
    compiled code returns the other branch's value instead of trapping; the test expects the
    documented trap there and IREE's results where the op is not reached.
Where IREE 3.13 runs an op but its result departs from the documented meaning, the test expects
the documented result and the case says what IREE prints: util.switch (IREE truncates the index to
32 bits, so 2^32 selects case 0, and a selected i64 case value loses its high 32 bits).
Left out: util.align with an alignment that is not a power of two (outside the op's contract;
IREE's expansion gives (v + a - 1) & ~(a - 1) all the same, and so does sigil); util.cast, whose
only casts IREE accepts involve !util.object, a type the VM has no values of.
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
OUT = os.path.join(ROOT, "tests", "filetests", "run", "util-ops.mlir")
FLAGS = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=vmvx",
         "--iree-input-demote-f64-to-f32=false"]

# name -> dict(op, sig, body, runs [[inputs]], oracle: "iree" | "doc", why, expect (doc: inputs ->
# printed lines or ("trap", message, op line tag)), oracle_body)
CASES = []


def case(op, name, sig, body, runs=((),), oracle="iree", why=None, expect=None, oracle_body=None):
    CASES.append(dict(op=op, name=name, sig=sig, body=body.strip("\n"), runs=[list(r) for r in runs],
                      oracle=oracle, why=why, expect=expect, oracle_body=oracle_body))


def iree_bin():
    for d in [os.environ.get("SIGIL_IREE_BIN", ""), os.path.join(ROOT, ".venv-iree/bin"), "/tmp/venv-iree/bin"]:
        if d and os.path.exists(os.path.join(d, "iree-run-module")):
            return d
    sys.exit("gen-util-filetest.py: IREE's tools not found (scripts/install-iree.sh --runtime)")


U64 = (1 << 64) - 1


def i64(v):
    v &= U64
    return v - (1 << 64) if v >> 63 else v


# ---------------------------------------------------------------- util.align
case("align", "align_i64", "(%v: i64, %a: i64) -> i64", """
  %r = util.align %v, %a : i64
  util.return %r : i64""",
     [(0, 16), (1, 8), (8, 8), (17, 4096), (4096, 4096), (4097, 4096), (5, 1), (-1, 8),
      (9223372036854775800, 16)])
case("align", "align_i32", "(%v: i32, %a: i32) -> i32", """
  %r = util.align %v, %a : i32
  util.return %r : i32""",
     [(13, 4), (16, 4), (0, 1), (2147483647, 8), (1000000, 1048576)])
case("align", "align_index", "(%v: index, %a: index) -> index", """
  %r = util.align %v, %a : index
  util.return %r : index""",
     [(100, 64), (128, 64), (0, 4096), (65535, 65536)])
case("align", "align_const", "() -> (index, index)", """
  %c10 = arith.constant 10 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %a = util.align %c10, %c16 : index
  %b = util.align %c32, %c16 : index
  util.return %a, %b : index, index""")

# ---------------------------------------------------------------- util.sizeof
case("sizeof", "sizeof_types", "() -> (index, index, index, index, index, index, index, index, index)", """
  %a = util.sizeof i1
  %b = util.sizeof i8
  %c = util.sizeof i16
  %d = util.sizeof i32
  %e = util.sizeof i64
  %f = util.sizeof f16
  %g = util.sizeof f32
  %h = util.sizeof f64
  %i = util.sizeof index
  util.return %a, %b, %c, %d, %e, %f, %g, %h, %i : index, index, index, index, index, index, index, index, index""")
case("sizeof", "sizeof_scaled", "(%n: index) -> index", """
  %s = util.sizeof f32
  %r = arith.muli %s, %n : index
  util.return %r : index""", [(0,), (7,)])

# ---------------------------------------------------------------- identities
case("optimization_barrier", "barrier", "(%a: i32, %b: f32, %c: index) -> (i32, f32, index)", """
  %r:3 = util.optimization_barrier %a, %b, %c : i32, f32, index
  util.return %r#0, %r#1, %r#2 : i32, f32, index""", [(7, 1.5, 3), (-2147483648, -0.25, 0)])
case("optimization_barrier", "barrier_const", "() -> i32", """
  %c = arith.constant 40 : i32
  %b = util.optimization_barrier %c : i32
  %c2 = arith.constant 2 : i32
  %r = arith.addi %b, %c2 : i32
  util.return %r : i32""")
case("unfoldable_constant", "unfoldable", "() -> (i32, i64, f32, f64, index, i1, i8)", """
  %a = util.unfoldable_constant 42 : i32
  %b = util.unfoldable_constant -9000000000 : i64
  %c = util.unfoldable_constant 2.5 : f32
  %d = util.unfoldable_constant -0.125 : f64
  %e = util.unfoldable_constant 7 : index
  %f = util.unfoldable_constant true
  %g = util.unfoldable_constant -3 : i8
  util.return %a, %b, %c, %d, %e, %f, %g : i32, i64, f32, f64, index, i1, i8""")
case("unfoldable_constant", "unfoldable_tensor", "() -> (tensor<3xf32>, tensor<2x2xi32>)", """
  %a = util.unfoldable_constant dense<[1.0, 2.5, -3.0]> : tensor<3xf32>
  %b = util.unfoldable_constant dense<[[1, 2], [3, -4]]> : tensor<2x2xi32>
  util.return %a, %b : tensor<3xf32>, tensor<2x2xi32>""")
case("assume.int", "assume", "(%a: i32, %b: index) -> (i32, index)", """
  %r:2 = util.assume.int %a<umin = 0, umax = 100>, %b[<umin = 0, umax = 10, udiv = 2>, <umin = 4, umax = 8, udiv = 4>] : i32, index
  util.return %r#0, %r#1 : i32, index""", [(7, 4), (100, 8), (0, 0)])
case("numeric.optional_narrow", "optional_narrow", "(%a: i32, %b: f32) -> (i32, f32)", """
  %r = util.numeric.optional_narrow %a : i32 as si8
  %s = util.numeric.optional_narrow %b : f32 as f16
  util.return %r, %s : i32, f32""", [(5, 1.5), (-100, -0.5)], oracle="doc",
     why="IREE 3.13 refuses util.numeric.optional_narrow at the input level (failed to legalize); "
         "expected from its documented meaning: the operand, unchanged",
     expect=lambda a, b: [f"result[0]: i32={a}", f"result[1]: f32={b:g}"])

# ---------------------------------------------------------------- util.cmp.ne
case("cmp.ne", "cmp_ne_int", "(%a: i32, %b: i32, %x: f32, %y: f32) -> (i1, i1)", """
  %r = util.cmp.ne %a, %b : i32
  %s = util.cmp.ne %x, %y : f32
  util.return %r, %s : i1, i1""", [(3, 3, 1.5, 1.5), (3, -3, 1.5, 2.5), (0, 0, 0.0, -0.0)],
     oracle="doc",
     why="IREE 3.13 lowers util.cmp.ne to the VM only on references ('vm.and.i32' op operand #0 must "
         "be 32-bit signless integer, but got 'i1'); expected from its documented meaning: the "
         "operands differ (bitwise, so 0.0 and -0.0 differ)",
     expect=lambda a, b, x, y: [f"result[0]: i32={int(a != b)}",
                                f"result[1]: i32={int(repr(float(x)) != repr(float(y)))}"])
case("cmp.ne", "cmp_ne_list", "(%n: index) -> (i1, i1)", """
  %l = util.list.create %n : !util.list<?>
  %m = util.list.create %n : !util.list<?>
  %r = util.cmp.ne %l, %m : !util.list<?>
  %s = util.cmp.ne %l, %l : !util.list<?>
  util.return %r, %s : i1, i1""", [(2,)])

# ---------------------------------------------------------------- util.range.*
case("range.min", "range_min2", "(%a: i64, %b: i64) -> (i64, i64)", """
  %r = util.range.min %a, %b : i64
  %s = util.range.max %a, %b : i64
  util.return %r, %s : i64, i64""", [(3, 5), (5, 3), (-1, 4), (0, 0), (-9223372036854775808, 9223372036854775807)])
case("range.min", "range_min1", "(%a: index) -> (index, index)", """
  %r = util.range.min %a : index
  %s = util.range.max %a : index
  util.return %r, %s : index, index""", [(42,), (-3,)])
case("range.min", "range_min_i32", "(%a: i32, %b: i32) -> (i32, i32)", """
  %r = util.range.min %a, %b : i32
  %s = util.range.max %a, %b : i32
  util.return %r, %s : i32, i32""", [(-7, 9), (100, 20)])
case("range.min", "range_min3", "(%a: index, %b: index, %c: index) -> (index, index)", """
  %r = util.range.min %a, %b, %c : index
  %s = util.range.max %a, %b, %c : index
  util.return %r, %s : index, index""", [(3, 1, 2), (10, 20, 15), (-1, 0, 5)],
     why="IREE 3.13 leaves util.range.min/max with three operands unconverted ('vm.return' op "
         "operand #0 must be ..., but got 'index'); IREE runs them nested as two-operand ops",
     oracle_body="""
  %r0 = util.range.min %a, %b : index
  %r = util.range.min %r0, %c : index
  %s0 = util.range.max %a, %b : index
  %s = util.range.max %s0, %c : index
  util.return %r, %s : index, index""")
case("range.extents", "range_extents1", "(%o: index, %l: index) -> (index, index)", """
  %r:2 = util.range.extents [%o for %l] : index
  util.return %r#0, %r#1 : index, index""", [(5, 10), (5, 1), (5, 0), (0, 1), (0, 4096), (-16, 8)])
case("range.extents", "range_extents2", "(%o0: index, %l0: index, %o1: index, %l1: index) -> (index, index)", """
  %r:2 = util.range.extents [%o0 for %l0], [%o1 for %l1] : index
  util.return %r#0, %r#1 : index, index""", [(5, 10, 2, 3), (0, 4, 100, 1), (10, 0, 3, 2), (8, 8, 8, 8), (64, 64, 0, 16)])
case("range.extents", "range_extents3", "(%o0: index, %l0: index, %o1: index, %l1: index, %o2: index, %l2: index) -> (index, index)", """
  %r:2 = util.range.extents [%o0 for %l0], [%o1 for %l1], [%o2 for %l2] : index
  util.return %r#0, %r#1 : index, index""", [(5, 10, 2, 3, 30, 2), (100, 1, 50, 50, 75, 10)],
     why="IREE 3.13 leaves util.range.extents with three ranges unconverted; IREE runs it as a "
         "two-range and a one-range extents combined with two-operand util.range.min/max",
     oracle_body="""
  %a:2 = util.range.extents [%o0 for %l0], [%o1 for %l1] : index
  %b:2 = util.range.extents [%o2 for %l2] : index
  %lo = util.range.min %a#0, %b#0 : index
  %hi = util.range.max %a#1, %b#1 : index
  util.return %lo, %hi : index, index""")
case("range.extents", "range_extents_i32", "(%o: i32, %l: i32) -> (i32, i32)", """
  %r:2 = util.range.extents [%o for %l] : i32
  util.return %r#0, %r#1 : i32, i32""", [(7, 3), (2147483647, 2)])

# ---------------------------------------------------------------- util.switch
case("switch", "switch_i32", "(%i: index) -> i32", """
  %c5 = arith.constant 5 : i32
  %c100 = arith.constant 100 : i32
  %c200 = arith.constant 200 : i32
  %c300 = arith.constant 300 : i32
  %r = util.switch i32 from [%c100, %c200, %c300] at %i else %c5 : i32
  util.return %r : i32""", [(0,), (1,), (2,), (3,), (-1,), (100,)])
case("switch", "switch_f32", "(%i: index, %d: f32, %a: f32, %b: f32) -> f32", """
  %r = util.switch f32 from [%a, %b] at %i else %d : f32
  util.return %r : f32""", [(0, -1.0, 2.5, 4.0), (1, -1.0, 2.5, 4.0), (2, -1.0, 2.5, 4.0)])
case("switch", "switch_i64_one", "(%i: index, %d: i64, %a: i64) -> i64", """
  %r = util.switch i64 from [%a] at %i else %d : i64
  util.return %r : i64""", [(0, 7, 5), (1, 7, 5), (1, -9000000000, 7), (-1, 7, 1)])
case("switch", "switch_i64_wide", "(%i: index, %d: i64, %a: i64) -> i64", """
  %r = util.switch i64 from [%a] at %i else %d : i64
  util.return %r : i64""", [(0, 7, -9000000000), (4294967296, 7, 1), (-9223372036854775808, 7, 1)],
     oracle="doc",
     why="IREE 3.13 runs util.switch as vm.switch.i64 on the index truncated to 32 bits (index "
         "2^32 or -2^63 selects case 0 there: i64=1), and vm.switch.i64 returns a selected case "
         "value with only its low 32 bits, sign-extended (i64=-410065408 for -9000000000; a "
         "default is returned whole); expected from the documented meaning: the value at the "
         "index, the default for any index out of range",
     expect=lambda i, d, a: [f"result[0]: i64={a if i == 0 else d}"])

# ---------------------------------------------------------------- util.list.construct
case("list.construct", "list_construct", "(%a: i32, %b: f32) -> !util.list<?>", """
  %l = util.list.construct [%a : i32, %b : f32] : !util.list<?>
  util.return %l : !util.list<?>""", [(3, 1.5)])
case("list.construct", "list_construct_size", "(%a: i64) -> (index, i64)", """
  %l = util.list.construct [%a : i64, %a : i64, %a : i64] : !util.list<i64>
  %n = util.list.size %l : !util.list<i64>
  %c2 = arith.constant 2 : index
  %v = util.list.get %l[%c2] : !util.list<i64>
  util.return %n, %v : index, i64""", [(-5,)])

# ---------------------------------------------------------------- unreachable
case("unreachable", "unreachable_void", "(%c: i1, %x: i32)", """
  cf.cond_br %c, ^bad, ^good
^bad:
  util.unreachable "the bad branch"
^good:
  util.return""", [(0, 3)])
case("unreachable", "unreachable_void_reached", "(%c: i1)", """
  cf.cond_br %c, ^bad, ^good
^bad:
  util.unreachable "the bad branch"
^good:
  util.return""", [(1,)], oracle="doc",
     why="reached: documented as a trap; IREE 3.13 folds the branch to it away and returns",
     expect=lambda c: ("trap", "util.unreachable was reached: the bad branch", "util.unreachable"))
case("unreachable", "unreachable_result", "(%x: i32) -> i32", """
  %z = arith.constant 0 : i32
  %neg = arith.cmpi slt, %x, %z : i32
  cf.cond_br %neg, ^bad, ^good
^bad:
  util.unreachable "negative input"
^good:
  %y = arith.addi %x, %x : i32
  util.return %y : i32""", [(21,), (-4,)], oracle="doc",
     why="IREE 3.13 crashes on util.unreachable in a function with results; expected from the "
         "documented meaning: the other branch's value, or a trap where it is reached",
     expect=lambda x: [f"result[0]: i32={2 * x}"] if x >= 0 else
     ("trap", "util.unreachable was reached: negative input", "util.unreachable"))
case("unreachable", "unreachable_plain", "(%c: i1)", """
  cf.cond_br %c, ^bad, ^good
^bad:
  util.unreachable
^good:
  util.return""", [(1,)], oracle="doc",
     why="reached: documented as a trap; IREE 3.13 folds the branch to it away and returns",
     expect=lambda c: ("trap", "util.unreachable was reached", "util.unreachable"))
case("scf.unreachable", "scf_unreachable", "(%c: i1, %x: i32) -> i32", """
  %r = scf.if %c -> i32 {
    util.scf.unreachable "negative input"
    %p = ub.poison : i32
    scf.yield %p : i32
  } else {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  util.return %r : i32""", [(0, 5), (0, -6)])
case("scf.unreachable", "scf_unreachable_reached", "(%c: i1, %x: i32) -> i32", """
  %r = scf.if %c -> i32 {
    util.scf.unreachable "negative input"
    %p = ub.poison : i32
    scf.yield %p : i32
  } else {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  util.return %r : i32""", [(1, 5)], oracle="doc",
     why="reached: documented as a trap; IREE 3.13 folds the scf.if to its else branch (i32=10)",
     expect=lambda c, x: ("trap", "util.scf.unreachable was reached: negative input", "util.scf.unreachable"))


def func_text(c, body=None):
    return f"util.func public @{c['name']}{c['sig']} {{\n{body or c['body']}\n}}"


def arg_text(v):
    if isinstance(v, float):
        return repr(v)
    return str(v)


def oracle(bin_dir):
    """iree-run-module's printout (lines after EXEC) of every run of every IREE case."""
    cases = [c for c in CASES if c["oracle"] == "iree"]
    src = "\n\n".join(func_text(c, c["oracle_body"] and c["oracle_body"].strip("\n")) for c in cases) + "\n"
    with tempfile.TemporaryDirectory() as tmp:
        mlir = os.path.join(tmp, "util.mlir")
        vmfb = os.path.join(tmp, "util.vmfb")
        with open(mlir, "w") as fh:
            fh.write(src)
        r = subprocess.run([os.path.join(bin_dir, "iree-compile"), *FLAGS, mlir, "-o", vmfb],
                           capture_output=True, text=True)
        if r.returncode != 0:
            sys.exit(f"iree-compile failed:\n{r.stderr[-3000:]}")
        out = {}
        for c in cases:
            for run in c["runs"]:
                cmd = [os.path.join(bin_dir, "iree-run-module"), "--device=local-task",
                       f"--module={vmfb}", f"--function={c['name']}"]
                cmd += [f"--input={arg_text(v)}" for v in run]
                r = subprocess.run(cmd, capture_output=True, text=True)
                if r.returncode != 0:
                    sys.exit(f"iree-run-module failed: {' '.join(cmd)}\n{r.stderr}")
                lines = r.stdout.rstrip("\n").split("\n")
                assert lines[0] == f"EXEC @{c['name']}", lines
                out[(c["name"], tuple(run))] = lines[1:]
    return out


def main():
    names = [c["name"] for c in CASES]
    assert len(set(names)) == len(names)
    got = oracle(iree_bin())
    out = ["// @generated by scripts/gen-util-filetest.py: IREE's util dialect ops on the VM (align,",
           "// sizeof, optimization_barrier, unfoldable_constant, assume.int, cmp.ne, range.min/max/",
           "// extents, switch, list.construct, numeric.optional_narrow, unreachable, scf.unreachable),",
           "// one function per case at concrete inputs. The expected results are IREE 3.13's:",
           "//   iree-compile " + " ".join(FLAGS),
           "// builds every case into one module and iree-run-module --device=local-task runs each.",
           "// A case marked 'not IREE's' says why and where its expected value comes from (IREE",
           "// refuses the op as written, or folds away a reached unreachable op, which sigil traps on",
           "// as the op is documented); the script lists what IREE refuses and what is left out.",
           ""]
    traps = []  # (index in out of the check line, tag, function)
    for c in CASES:
        if c["why"]:
            label = "IREE runs an equivalent form" if c["oracle"] == "iree" else "not IREE's"
            words = f"{label}: {c['why']}.".split()
            line = "//"
            for w in words:
                if len(line) + 1 + len(w) > 100:
                    out.append(line)
                    line = "//"
                line += " " + w
            out.append(line)
        for k, run in enumerate(c["runs"]):
            prefix = c["name"].upper() + (f"_{k}" if len(c["runs"]) > 1 else "")
            inputs = "".join(f" --input={arg_text(v)}" for v in run)
            if c["oracle"] == "iree":
                lines = got[(c["name"], tuple(run))]
            else:
                lines = c["expect"](*run)
            if isinstance(lines, tuple):
                _, msg, tag = lines
                out.append(f"// RUN: not sigil run %s --function={c['name']}{inputs} 2>&1 | FileCheck %s "
                           f"--check-prefix={prefix}")
                traps.append((len(out), tag, c["name"], prefix, msg))
                out.append(None)
                continue
            out.append(f"// RUN: sigil run %s --function={c['name']}{inputs} | FileCheck %s --check-prefix={prefix}")
            out.append(f"// {prefix}: EXEC @{c['name']}")
            for line in lines:
                out.append(f"// {prefix}-EMPTY:" if line == "" else f"// {prefix}-NEXT: {line}")
        out.append(func_text(c))
        out.append("")
    # A trap's check names the line and column of its op in the function after it.
    for at, tag, fname, prefix, msg in traps:
        start = next(i for i in range(at, len(out)) if out[i] is not None and
                     out[i].startswith(f"util.func public @{fname}("))
        text_lines = "\n".join(x for x in out[start:] if x is not None).split("\n")
        for j, line in enumerate(text_lines):
            m = re.match(r"(\s*)" + re.escape(tag) + r"\b", line)
            if m:
                break
        else:
            sys.exit(f"no {tag} in @{fname}")
        # out entries before `start` may hold several lines each; count them.
        lineno = sum(len(x.split("\n")) for x in out[:start] if x is not None) + \
            sum(1 for x in out[:start] if x is None) + j + 1
        out[at] = (f"// {prefix}: util-ops.mlir:{lineno}:{len(m.group(1)) + 1}: error: assertion failed: "
                   f"{msg} (in @{fname})")
    with open(OUT, "w") as fh:
        fh.write("\n".join(out))
    counts = {}
    for c in CASES:
        counts[c["op"]] = counts.get(c["op"], 0) + sum(1 for _ in c["runs"])
    print(f"gen-util-filetest.py: {len(CASES)} functions written to {OUT}")
    for op, n in counts.items():
        print(f"  util.{op}: {n} runs")


if __name__ == "__main__":
    main()
