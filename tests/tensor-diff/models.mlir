// Hand-written model blocks for the tensor differential suite (appended to
// the generated functions by scripts/gen-tensor-diff.py): a small CNN and a
// single-head attention block, in linalg on tensors as torch-mlir and
// StableHLO pipelines hand them over.

#nhwc = affine_map<(n, h, w, c) -> (n, h, w, c)>
#chan = affine_map<(n, h, w, c) -> (c)>
func.func @cnn(%img: tensor<1x12x12x3xf32>, %k1: tensor<3x3x3x8xf32>, %b1: tensor<8xf32>, %w: tensor<200x10xf32>) -> tensor<1x10xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  // conv 3x3 -> 1x10x10x8, bias, relu.
  %e1 = tensor.empty() : tensor<1x10x10x8xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x10x10x8xf32>) -> tensor<1x10x10x8xf32>
  %c1 = linalg.conv_2d_nhwc_hwcf ins(%img, %k1 : tensor<1x12x12x3xf32>, tensor<3x3x3x8xf32>) outs(%f1 : tensor<1x10x10x8xf32>) -> tensor<1x10x10x8xf32>
  %r1 = linalg.generic {indexing_maps = [#nhwc, #chan, #nhwc], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c1, %b1 : tensor<1x10x10x8xf32>, tensor<8xf32>) outs(%e1 : tensor<1x10x10x8xf32>) {
  ^bb0(%x: f32, %b: f32, %o: f32):
    %s = arith.addf %x, %b : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x10x10x8xf32>
  // max pool 2x2 stride 2 -> 1x5x5x8.
  %win = tensor.empty() : tensor<2x2xf32>
  %e2 = tensor.empty() : tensor<1x5x5x8xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<1x5x5x8xf32>) -> tensor<1x5x5x8xf32>
  %p = linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%r1, %win : tensor<1x10x10x8xf32>, tensor<2x2xf32>) outs(%f2 : tensor<1x5x5x8xf32>) -> tensor<1x5x5x8xf32>
  // flatten, dense 200 -> 10, softmax.
  %flat = tensor.collapse_shape %p [[0], [1, 2, 3]] : tensor<1x5x5x8xf32> into tensor<1x200xf32>
  %e3 = tensor.empty() : tensor<1x10xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<1x10xf32>) -> tensor<1x10xf32>
  %d = linalg.matmul ins(%flat, %w : tensor<1x200xf32>, tensor<200x10xf32>) outs(%f3 : tensor<1x10xf32>) -> tensor<1x10xf32>
  %s = linalg.softmax dimension(1) ins(%d : tensor<1x10xf32>) outs(%e3 : tensor<1x10xf32>) -> tensor<1x10xf32>
  return %s : tensor<1x10xf32>
}

#id2 = affine_map<(i, j) -> (i, j)>
func.func @attention(%x: tensor<16x32xf32>, %wq: tensor<32x32xf32>, %wk: tensor<32x32xf32>, %wv: tensor<32x32xf32>) -> tensor<16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.17677669 : f32
  %e = tensor.empty() : tensor<16x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %q = linalg.matmul ins(%x, %wq : tensor<16x32xf32>, tensor<32x32xf32>) outs(%f : tensor<16x32xf32>) -> tensor<16x32xf32>
  %k = linalg.matmul ins(%x, %wk : tensor<16x32xf32>, tensor<32x32xf32>) outs(%f : tensor<16x32xf32>) -> tensor<16x32xf32>
  %v = linalg.matmul ins(%x, %wv : tensor<16x32xf32>, tensor<32x32xf32>) outs(%f : tensor<16x32xf32>) -> tensor<16x32xf32>
  // scores = q k^T * scale
  %es = tensor.empty() : tensor<16x16xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<16x16xf32>) -> tensor<16x16xf32>
  %qk = linalg.generic {indexing_maps = [affine_map<(i, j, d) -> (i, d)>, affine_map<(i, j, d) -> (j, d)>, affine_map<(i, j, d) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%q, %k : tensor<16x32xf32>, tensor<16x32xf32>) outs(%fs : tensor<16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<16x16xf32>
  %scaled = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%qk : tensor<16x16xf32>) outs(%es : tensor<16x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.mulf %a, %scale : f32
    linalg.yield %s : f32
  } -> tensor<16x16xf32>
  %p = linalg.softmax dimension(1) ins(%scaled : tensor<16x16xf32>) outs(%es : tensor<16x16xf32>) -> tensor<16x16xf32>
  %out = linalg.matmul ins(%p, %v : tensor<16x16xf32>, tensor<16x32xf32>) outs(%f : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %out : tensor<16x32xf32>
}
