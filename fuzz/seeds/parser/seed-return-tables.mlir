// A function whose returns differ in the slots they return from (here a
// block argument, there constants): every tier gives the results of the
// return taken. (The native tier once read them through the first one.)
// RUN: sigil run %s --function=f --input=i64=0 | FileCheck %s
// RUN: sigil run %s --function=f --input=i64=0 --jit=always | FileCheck %s
// RUN: sigil run %s --function=f --input=i64=0 --jit=off | FileCheck %s
// CHECK: result[0]: i32=-10
// CHECK-NEXT: result[1]: i64=0
func.func @f(%arg0: i64) -> (i32, i64) {
  %c0_i64 = arith.constant 0 : i64
  %true = arith.constant true
  %c-10_i32 = arith.constant -10 : i32
  %c0_i32 = arith.constant 0 : i32
  cf.cond_br %true, ^bb10(%c-10_i32 : i32), ^bb8
^bb8:
  return %c0_i32, %c0_i64 : i32, i64
^bb10(%15: i32):
  return %15, %c0_i64 : i32, i64
}
