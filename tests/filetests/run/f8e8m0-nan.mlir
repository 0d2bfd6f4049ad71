// f8E8M0FNU's NaN (0xFF, the OCP MX scale format's only non-finite value) stays NaN
// through the VM's casts, as in ml_dtypes and in MLIR's run-time lowering of the casts
// (`arith-expand{include-f8e8m0=true}`). mlir-opt-22's folder makes it +inf: APFloat's
// conversion loses the NaN's only significand bit; that fold is wrong and not followed here.

// RUN: sigil run %s --function=scale --input="4xf32=nan 1 3 inf" | FileCheck %s
// CHECK: EXEC @scale
// CHECK-NEXT: result[0]: hal.buffer_view
// CHECK-NEXT: 4xf32=NAN 1 4 NAN
// CHECK-NEXT: result[1]: i32=1
func.func @scale(%x: vector<4xf32>) -> (vector<4xf32>, i1) {
  %s = arith.truncf %x : vector<4xf32> to vector<4xf8E8M0FNU>
  %y = arith.extf %s : vector<4xf8E8M0FNU> to vector<4xf32>
  %c = arith.constant 0xFF : f8E8M0FNU
  %n = arith.extf %c : f8E8M0FNU to f64
  %isnan = arith.cmpf uno, %n, %n : f64
  return %y, %isnan : vector<4xf32>, i1
}
