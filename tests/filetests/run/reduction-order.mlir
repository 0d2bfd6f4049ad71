// The order of a float reduction the kernels take (sigil-kernels' `reduce`):
// a function of the reduced sequence alone, blocked and pairwise, with f16
// and bf16 accumulating in f32. The file runs on both tiers.

// An f16 sum of 4,096 x 0.001: 4.098, the f16 nearest the exact sum of the
// inputs (IREE's test regression/large_reduction.mlir expects 4.0977; a loop
// in f16, as IREE 3.13 on CPU runs it, stalls at 4.0).
// RUN: sigil run %s --function=sum_f16 --input="2x4096xf16=0.001" | FileCheck %s --check-prefix=F16
// F16: 2xf16=4.09766 4.09766

// bf16 too: 4,096 x bf16(0.01) (0.0100098) is 41.0; a loop in bf16 stalls
// once half an ulp of the sum passes 0.01 (at 4).
// RUN: sigil run %s --function=sum_bf16 --input="4096xbf16=0.01" | FileCheck %s --check-prefix=BF16
// BF16: bf16=41

// A column sum (the reduced dimension outer) gives the bits of the same sum
// as rows of the transposed tensor: 0.1 added 4,096 times in f32 is
// 409.6 here, 409.616 in a loop.
// RUN: sigil run %s --function=columns --input="4096x3xf32=0.1" | FileCheck %s --check-prefix=COL
// COL: 3xf32=409.6 409.6 409.6
// RUN: sigil run %s --function=rows --input="3x4096xf32=0.1" | FileCheck %s --check-prefix=ROW
// ROW: 3xf32=409.6 409.6 409.6

// Two reduction loops in a run are one reduced sequence; f64 too.
// RUN: sigil run %s --function=both_f64 --input="2x64x64xf64=0.1" | FileCheck %s --check-prefix=F64
// F64: 2xf64=409.6 409.6

func.func @sum_f16(%in: tensor<2x4096xf16>) -> tensor<2xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<2xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<2xf16>) -> tensor<2xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
    ins(%in : tensor<2x4096xf16>) outs(%f : tensor<2xf16>) {
  ^bb0(%x: f16, %acc: f16):
    %s = arith.addf %x, %acc : f16
    linalg.yield %s : f16
  } -> tensor<2xf16>
  return %r : tensor<2xf16>
}

func.func @sum_bf16(%in: tensor<4096xbf16>) -> tensor<bf16> {
  %z = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<bf16>
  %f = linalg.fill ins(%z : bf16) outs(%e : tensor<bf16>) -> tensor<bf16>
  %r = linalg.reduce ins(%in : tensor<4096xbf16>) outs(%f : tensor<bf16>) dimensions = [0]
  (%x: bf16, %acc: bf16) {
    %s = arith.addf %x, %acc : bf16
    linalg.yield %s : bf16
  }
  return %r : tensor<bf16>
}

func.func @columns(%in: tensor<4096x3xf32>) -> tensor<3xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
    ins(%in : tensor<4096x3xf32>) outs(%f : tensor<3xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  return %r : tensor<3xf32>
}

func.func @rows(%in: tensor<3x4096xf32>) -> tensor<3xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r = linalg.reduce ins(%in : tensor<3x4096xf32>) outs(%f : tensor<3xf32>) dimensions = [1]
  (%x: f32, %acc: f32) {
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  }
  return %r : tensor<3xf32>
}

func.func @both_f64(%in: tensor<2x64x64xf64>) -> tensor<2xf64> {
  %z = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<2xf64>
  %f = linalg.fill ins(%z : f64) outs(%e : tensor<2xf64>) -> tensor<2xf64>
  %r = linalg.reduce ins(%in : tensor<2x64x64xf64>) outs(%f : tensor<2xf64>) dimensions = [1, 2]
  (%x: f64, %acc: f64) {
    %s = arith.addf %x, %acc : f64
    linalg.yield %s : f64
  }
  return %r : tensor<2xf64>
}
