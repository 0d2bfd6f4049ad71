// iree_linalg_ext.topk: the 8 largest of each of 64 rows of 32768 f32,
// with their indices.
func.func @topk(%v: tensor<64x32768xf32>) -> (tensor<64x8xf32>, tensor<64x8xi32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i32
  %e0 = tensor.empty() : tensor<64x8xf32>
  %e1 = tensor.empty() : tensor<64x8xi32>
  %ov = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<64x8xf32>) -> tensor<64x8xf32>
  %oi = linalg.fill ins(%zero : i32) outs(%e1 : tensor<64x8xi32>) -> tensor<64x8xi32>
  %0:2 = iree_linalg_ext.topk dimension(1) ins(%v : tensor<64x32768xf32>) outs(%ov, %oi : tensor<64x8xf32>, tensor<64x8xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<64x8xf32>, tensor<64x8xi32>
  return %0#0, %0#1 : tensor<64x8xf32>, tensor<64x8xi32>
}
