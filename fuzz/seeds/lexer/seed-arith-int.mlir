// Integer arith on the VM, with MLIR's semantics: wrapping at the type's
// width, signed/unsigned division and remainder, floor/ceil division, the
// defined results of shifts by the width or more, i1 arithmetic.

// RUN: sigil run %s --function=wrap_i8 --input=100 --input=100 | FileCheck %s --check-prefix=WRAP
// WRAP: EXEC @wrap_i8
// WRAP-NEXT: result[0]: i32=-56
// WRAP-NEXT: result[1]: i32=16
// WRAP-NEXT: result[2]: i32=0
func.func @wrap_i8(%a: i8, %b: i8) -> (i8, i8, i8) {
  %s = arith.addi %a, %b : i8
  %m = arith.muli %a, %b overflow<nsw> : i8
  %d = arith.subi %a, %b : i8
  return %s, %m, %d : i8, i8, i8
}

// RUN: sigil run %s --function=div --input=-7 --input=2 | FileCheck %s --check-prefix=DIV
// DIV: result[0]: i32=-3
// DIV-NEXT: result[1]: i32=2147483644
// DIV-NEXT: result[2]: i32=-1
// DIV-NEXT: result[3]: i32=1
// DIV-NEXT: result[4]: i32=-4
// DIV-NEXT: result[5]: i32=-3
// DIV-NEXT: result[6]: i32=2147483645
func.func @div(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %q = arith.divsi %a, %b : i32
  %u = arith.divui %a, %b : i32
  %r = arith.remsi %a, %b : i32
  %ur = arith.remui %a, %b : i32
  %f = arith.floordivsi %a, %b : i32
  %c = arith.ceildivsi %a, %b : i32
  %cu = arith.ceildivui %a, %b : i32
  return %q, %u, %r, %ur, %f, %c, %cu : i32, i32, i32, i32, i32, i32, i32
}

// remsi takes the sign of the dividend.
// RUN: sigil run %s --function=rem_signs --input=7 --input=-3 | FileCheck %s --check-prefix=REM
// REM: result[0]: i64=1
// REM-NEXT: result[1]: i64=-1
func.func @rem_signs(%a: i64, %b: i64) -> (i64, i64) {
  %r = arith.remsi %a, %b : i64
  %n = arith.subi %b, %b : i64
  %na = arith.subi %n, %a : i64
  %r2 = arith.remsi %na, %b : i64
  return %r, %r2 : i64, i64
}

// Shifts by the width or more: MLIR says poison; sigil gives 0 (shli,
// shrui) or the sign (shrsi).
// RUN: sigil run %s --function=shifts --input=-16 --input=32 | FileCheck %s --check-prefix=SHIFT
// SHIFT: result[0]: i32=0
// SHIFT-NEXT: result[1]: i32=-1
// SHIFT-NEXT: result[2]: i32=0
// RUN: sigil run %s --function=shifts --input=-16 --input=2 | FileCheck %s --check-prefix=SHIFT2
// SHIFT2: result[0]: i32=-64
// SHIFT2-NEXT: result[1]: i32=-4
// SHIFT2-NEXT: result[2]: i32=1073741820
func.func @shifts(%a: i32, %n: i32) -> (i32, i32, i32) {
  %l = arith.shli %a, %n : i32
  %s = arith.shrsi %a, %n : i32
  %u = arith.shrui %a, %n : i32
  return %l, %s, %u : i32, i32, i32
}

// i1 arithmetic wraps: true + true = false; i1 results print as 0 or 1.
// RUN: sigil run %s --function=bools --input=1 --input=1 | FileCheck %s --check-prefix=BOOL
// BOOL: result[0]: i32=0
// BOOL-NEXT: result[1]: i32=1
// BOOL-NEXT: result[2]: i32=1
func.func @bools(%a: i1, %b: i1) -> (i1, i1, i1) {
  %s = arith.addi %a, %b : i1
  %m = arith.muli %a, %b : i1
  %o = arith.ori %a, %b : i1
  return %s, %m, %o : i1, i1, i1
}

// Min and max, signed and unsigned; compare predicates.
// RUN: sigil run %s --function=minmax --input=-1 --input=1 | FileCheck %s --check-prefix=MINMAX
// MINMAX: result[0]: i32=1
// MINMAX-NEXT: result[1]: i32=-1
// MINMAX-NEXT: result[2]: i32=-1
// MINMAX-NEXT: result[3]: i32=1
// MINMAX-NEXT: result[4]: i32=1
// MINMAX-NEXT: result[5]: i32=0
func.func @minmax(%a: i16, %b: i16) -> (i16, i16, i16, i16, i1, i1) {
  %x = arith.maxsi %a, %b : i16
  %y = arith.minsi %a, %b : i16
  %z = arith.maxui %a, %b : i16
  %w = arith.minui %a, %b : i16
  %lt = arith.cmpi slt, %a, %b : i16
  %ult = arith.cmpi ult, %a, %b : i16
  return %x, %y, %z, %w, %lt, %ult : i16, i16, i16, i16, i1, i1
}

// Extended arithmetic: carry, and both halves of a product.
// RUN: sigil run %s --function=extended --input=-1 --input=3 | FileCheck %s --check-prefix=EXT
// EXT: result[0]: i32=2
// EXT-NEXT: result[1]: i32=1
// EXT-NEXT: result[2]: i32=-3
// EXT-NEXT: result[3]: i32=-1
// EXT-NEXT: result[4]: i32=-3
// EXT-NEXT: result[5]: i32=2
func.func @extended(%a: i32, %b: i32) -> (i32, i1, i32, i32, i32, i32) {
  %s, %c = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %ul, %uh = arith.mului_extended %a, %b : i32
  return %s, %c, %l, %h, %ul, %uh : i32, i1, i32, i32, i32, i32
}

// Casts between widths and index.
// RUN: sigil run %s --function=casts --input=-2 | FileCheck %s --check-prefix=CAST
// CAST: result[0]: i64=-2
// CAST-NEXT: result[1]: i64=254
// CAST-NEXT: result[2]: i32=-2
// CAST-NEXT: result[3]: i64=-2
// CAST-NEXT: result[4]: i64=254
func.func @casts(%a: i8) -> (i64, i64, i16, index, index) {
  %s = arith.extsi %a : i8 to i64
  %u = arith.extui %a : i8 to i64
  %t = arith.trunci %s : i64 to i16
  %i = arith.index_cast %a : i8 to index
  %iu = arith.index_castui %a : i8 to index
  return %s, %u, %t, %i, %iu : i64, i64, i16, index, index
}
