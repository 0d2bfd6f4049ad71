// Float arith on the VM: IEEE arithmetic in each type, NaN rules of the
// min/max ops and of every cmpf predicate, -0.0, remf as fmod, casts with
// MLIR's rounding and sigil's defined out-of-range fptosi.

// RUN: sigil run %s --function=basic --input=1.5 --input=0.1 | FileCheck %s --check-prefix=BASIC
// BASIC: result[0]: f32=1.6
// BASIC-NEXT: result[1]: f64=0.15
// BASIC-NEXT: result[2]: f32=1.4
// BASIC-NEXT: result[3]: f32=15
func.func @basic(%a: f32, %b: f64) -> (f32, f64, f32, f32) {
  %bf = arith.truncf %b : f64 to f32
  %s = arith.addf %a, %bf : f32
  %ad = arith.extf %a : f32 to f64
  %p = arith.mulf %ad, %b : f64
  %d = arith.subf %a, %bf : f32
  %q = arith.divf %a, %bf : f32
  return %s, %p, %d, %q : f32, f64, f32, f32
}

// maximumf/minimumf propagate NaN, maxnumf/minnumf drop it.
// RUN: sigil run %s --function=nan_minmax --input=1 --input=nan | FileCheck %s --check-prefix=NANMM
// NANMM: result[0]: f32=nan
// NANMM-NEXT: result[1]: f32=nan
// NANMM-NEXT: result[2]: f32=1
// NANMM-NEXT: result[3]: f32=1
func.func @nan_minmax(%a: f32, %b: f32) -> (f32, f32, f32, f32) {
  %x = arith.maximumf %a, %b : f32
  %y = arith.minimumf %a, %b : f32
  %z = arith.maxnumf %a, %b : f32
  %w = arith.minnumf %a, %b : f32
  return %x, %y, %z, %w : f32, f32, f32, f32
}

// Signed zeros: maximumf(-0, +0) is +0, minimumf is -0; negf flips the sign.
// RUN: sigil run %s --function=zeros --input=-0.0 --input=0.0 | FileCheck %s --check-prefix=ZERO
// ZERO: result[0]: f64=0
// ZERO-NEXT: result[1]: f64=-0
// ZERO-NEXT: result[2]: f64=0
func.func @zeros(%a: f64, %b: f64) -> (f64, f64, f64) {
  %x = arith.maximumf %a, %b : f64
  %y = arith.minimumf %a, %b : f64
  %n = arith.negf %a : f64
  return %x, %y, %n : f64, f64, f64
}

// Ordered predicates are false and unordered ones true when an operand is NaN.
// RUN: sigil run %s --function=cmp_nan --input=nan --input=1 | FileCheck %s --check-prefix=CMPNAN
// CMPNAN: result[0]: i32=0
// CMPNAN-NEXT: result[1]: i32=0
// CMPNAN-NEXT: result[2]: i32=1
// CMPNAN-NEXT: result[3]: i32=1
// CMPNAN-NEXT: result[4]: i32=0
// CMPNAN-NEXT: result[5]: i32=1
// RUN: sigil run %s --function=cmp_nan --input=2 --input=1 | FileCheck %s --check-prefix=CMP
// CMP: result[0]: i32=1
// CMP-NEXT: result[1]: i32=1
// CMP-NEXT: result[2]: i32=1
// CMP-NEXT: result[3]: i32=0
// CMP-NEXT: result[4]: i32=1
// CMP-NEXT: result[5]: i32=0
func.func @cmp_nan(%a: f32, %b: f32) -> (i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpf ogt, %a, %b : f32
  %1 = arith.cmpf one, %a, %b : f32
  %2 = arith.cmpf ugt, %a, %b : f32
  %3 = arith.cmpf ule, %a, %b : f32
  %4 = arith.cmpf ord, %a, %b : f32
  %5 = arith.cmpf uno, %a, %b : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// remf is C's fmod (the sign of the dividend), not the IEEE remainder.
// RUN: sigil run %s --function=rem --input=5.5 --input=2 | FileCheck %s --check-prefix=REMF
// REMF: result[0]: f64=1.5
// REMF-NEXT: result[1]: f64=-1.5
func.func @rem(%a: f64, %b: f64) -> (f64, f64) {
  %r = arith.remf %a, %b : f64
  %na = arith.negf %a : f64
  %r2 = arith.remf %na, %b : f64
  return %r, %r2 : f64, f64
}

// fptosi truncates toward zero; out of range it saturates and NaN gives 0
// (MLIR: poison). sitofp/uitofp of a negative i8.
// RUN: sigil run %s --function=casts --input=-2.75 --input=-1 | FileCheck %s --check-prefix=CASTS
// CASTS: result[0]: i32=-2
// CASTS-NEXT: result[1]: i32=0
// CASTS-NEXT: result[2]: f32=-1
// CASTS-NEXT: result[3]: f32=255
// RUN: sigil run %s --function=casts --input=1e10 --input=0 | FileCheck %s --check-prefix=SAT
// SAT: result[0]: i32=127
// SAT-NEXT: result[1]: i32=-1
// RUN: sigil run %s --function=casts --input=nan --input=0 | FileCheck %s --check-prefix=NANCAST
// NANCAST: result[0]: i32=0
// NANCAST-NEXT: result[1]: i32=0
func.func @casts(%f: f32, %i: i8) -> (i8, i8, f32, f32) {
  %s = arith.fptosi %f : f32 to i8
  %u = arith.fptoui %f : f32 to i8
  %a = arith.sitofp %i : i8 to f32
  %b = arith.uitofp %i : i8 to f32
  return %s, %u, %a, %b : i8, i8, f32, f32
}

// f16 and bf16 round after each op; their scalars print as f32.
// RUN: sigil run %s --function=half --input=0.1 --input=0.1 | FileCheck %s --check-prefix=HALF
// HALF: result[0]: f32=0.199951
// HALF-NEXT: result[1]: f32=0.200195
func.func @half(%a: f16, %b: bf16) -> (f16, bf16) {
  %x = arith.addf %a, %a : f16
  %y = arith.addf %b, %b : bf16
  return %x, %y : f16, bf16
}

// truncf with a rounding mode.
// RUN: sigil run %s --function=rounding --input=0.1 | FileCheck %s --check-prefix=ROUND
// ROUND: result[0]: f32=0.1
// ROUND-NEXT: result[1]: i32=1036831949
// ROUND-NEXT: result[2]: i32=1036831948
func.func @rounding(%a: f64) -> (f32, i32, i32) {
  %n = arith.truncf %a : f64 to f32
  %up = arith.truncf %a to_nearest_even : f64 to f32
  %dn = arith.truncf %a downward : f64 to f32
  %ub = arith.bitcast %up : f32 to i32
  %db = arith.bitcast %dn : f32 to i32
  return %n, %ub, %db : f32, i32, i32
}
