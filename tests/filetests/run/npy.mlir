// .npy inputs and outputs: a float32 array in, the result written with
// --output and read back; a truncated file and one of the wrong dtype are
// clear errors.

// RUN: sigil run %s --function=twice --input=@%S/Inputs/m2x3.npy | FileCheck %s --check-prefix=IN
// IN: result[0]: hal.buffer_view
// IN-NEXT: 2x3xf32=[0 1 2][3 4 5]
// RUN: sigil run %s --function=twice --input=@%S/Inputs/m2x3.npy --output=@%t.npy
// RUN: sigil run %s --function=twice --input=@%t.npy | FileCheck %s --check-prefix=IN
// RUN: not sigil run %s --function=twice --input=@%S/Inputs/truncated.npy 2>&1 | FileCheck %s --check-prefix=TRUNC
// TRUNC: error: --input 0 ('@{{.*}}truncated.npy'): '{{.*}}truncated.npy': the .npy header promises 24 bytes of data but the file holds 19
// RUN: not sigil run %s --function=twice --input=@%S/Inputs/i64.npy 2>&1 | FileCheck %s --check-prefix=DTYPE
// DTYPE: the argument is tensor<2x3xf32>, got a buffer of i64
// RUN: not sigil run %s --function=twice --input=@%S/Inputs/missing.npy 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: --input 0 ('@{{.*}}missing.npy'): cannot read '{{.*}}missing.npy'
func.func @twice(%t: tensor<2x3xf32>) -> tensor<2x3xf32> {
  return %t : tensor<2x3xf32>
}
