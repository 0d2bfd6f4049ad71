// A small MLP classifier in linalg on tensors: 2 dense layers (ReLU between),
// softmax over 4 classes, weights as constants. Run it:
//   sigil run examples/mlp.mlir --function=predict --input="2x8xf32=0.5"
#relu = affine_map<(i, j) -> (i, j)>
#bias = affine_map<(i, j) -> (j)>
func.func @predict(%x: tensor<?x8xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %w1 = arith.constant dense<[[0.1, -0.2, 0.3, 0.0, 0.5, -0.1, 0.2, 0.4],
                              [0.2, 0.1, -0.3, 0.4, 0.0, 0.3, -0.2, 0.1],
                              [-0.1, 0.4, 0.2, -0.2, 0.3, 0.0, 0.1, -0.3],
                              [0.3, 0.0, 0.1, 0.2, -0.4, 0.2, 0.3, 0.0],
                              [0.0, -0.3, 0.4, 0.1, 0.2, -0.2, 0.0, 0.2],
                              [0.4, 0.2, 0.0, -0.1, 0.1, 0.3, -0.4, 0.1],
                              [-0.2, 0.1, 0.2, 0.3, 0.0, 0.1, 0.2, -0.1],
                              [0.1, 0.3, -0.1, 0.0, 0.2, -0.3, 0.1, 0.4]]> : tensor<8x8xf32>
  %b1 = arith.constant dense<[0.1, 0.0, -0.1, 0.2, 0.0, 0.1, -0.2, 0.05]> : tensor<8xf32>
  %w2 = arith.constant dense<[[0.2, -0.1, 0.3, 0.1], [0.0, 0.4, -0.2, 0.1],
                              [0.3, 0.1, 0.0, -0.3], [-0.1, 0.2, 0.4, 0.0],
                              [0.2, 0.0, -0.1, 0.3], [0.1, -0.3, 0.2, 0.2],
                              [0.0, 0.2, 0.1, -0.1], [0.4, 0.1, 0.0, 0.2]]> : tensor<8x4xf32>
  %b2 = arith.constant dense<[0.0, 0.1, -0.1, 0.05]> : tensor<4xf32>
  // Layer 1: relu(x * w1 + b1).
  %e1 = tensor.empty(%n) : tensor<?x8xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x8xf32>) -> tensor<?x8xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<?x8xf32>, tensor<8x8xf32>) outs(%f1 : tensor<?x8xf32>) -> tensor<?x8xf32>
  %h = linalg.generic {indexing_maps = [#relu, #bias, #relu], iterator_types = ["parallel", "parallel"]}
      ins(%m1, %b1 : tensor<?x8xf32>, tensor<8xf32>) outs(%e1 : tensor<?x8xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %s = arith.addf %v, %b : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<?x8xf32>
  // Layer 2: softmax(h * w2 + b2).
  %e2 = tensor.empty(%n) : tensor<?x4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<?x4xf32>) -> tensor<?x4xf32>
  %m2 = linalg.matmul ins(%h, %w2 : tensor<?x8xf32>, tensor<8x4xf32>) outs(%f2 : tensor<?x4xf32>) -> tensor<?x4xf32>
  %l = linalg.generic {indexing_maps = [#relu, #bias, #relu], iterator_types = ["parallel", "parallel"]}
      ins(%m2, %b2 : tensor<?x4xf32>, tensor<4xf32>) outs(%e2 : tensor<?x4xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %s = arith.addf %v, %b : f32
    linalg.yield %s : f32
  } -> tensor<?x4xf32>
  %p = linalg.softmax dimension(1) ins(%l : tensor<?x4xf32>) outs(%e2 : tensor<?x4xf32>) -> tensor<?x4xf32>
  return %p : tensor<?x4xf32>
}
