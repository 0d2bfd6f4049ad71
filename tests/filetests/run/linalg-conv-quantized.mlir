// A quantized convolution: (input - input zero point) * (filter - filter zero point), summed
// over the window in i32. Worked by hand: the first window [1 2; 4 5] with the filter
// [1 0; 0 1] and zero points 1 and 2 gives 0*-1 + 1*-2 + 3*-2 + 4*-1 = -12.

// RUN: sigil run %s --function=f --input="1x3x3x1xi8=1 2 3 4 5 6 7 8 9" --input="2x2x1x1xi8=1 0 0 1" | FileCheck %s
// RUN: sigil run %s --jit=always --function=f --input="1x3x3x1xi8=1 2 3 4 5 6 7 8 9" --input="2x2x1x1xi8=1 0 0 1" | FileCheck %s
// CHECK: EXEC @f
// CHECK-NEXT: result[0]: hal.buffer_view
// CHECK-NEXT: 1x2x2x1xi32={{\[\[\[}}-12{{\]\[}}-18{{\]\]\[\[}}-30{{\]\[}}-36{{\]\]\]}}
func.func @f(%i: tensor<1x3x3x1xi8>, %w: tensor<2x2x1x1xi8>) -> tensor<1x2x2x1xi32> {
  %zi = arith.constant 1 : i32
  %zf = arith.constant 2 : i32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x2x2x1xi32>
  %o = linalg.fill ins(%c0 : i32) outs(%e : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  %r = linalg.conv_2d_nhwc_hwcf_q ins(%i, %w, %zi, %zf : tensor<1x3x3x1xi8>, tensor<2x2x1x1xi8>, i32, i32) outs(%o : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  return %r : tensor<1x2x2x1xi32>
}
