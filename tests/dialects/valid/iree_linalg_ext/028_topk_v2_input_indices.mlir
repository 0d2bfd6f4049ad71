// topk_v2 with input indices, dynamic shapes, and on memrefs.
func.func @f(%v: tensor<?x?xf32>, %i: tensor<?x?xi32>, %ov: tensor<?x?xf32>, %oi: tensor<?x?xi32>, %mv: memref<16xi8>, %mo: memref<16xi8>) -> (tensor<?x?xf32>, tensor<?x?xi32>) {
  %0:2 = iree_linalg_ext.topk_v2 dimension(0) ins(%v, %i : tensor<?x?xf32>, tensor<?x?xi32>) outs(%ov, %oi : tensor<?x?xf32>, tensor<?x?xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf oge, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<?x?xf32>, tensor<?x?xi32>
  iree_linalg_ext.topk_v2 dimension(0) ins(%mv : memref<16xi8>) outs(%mo : memref<16xi8>) {
  ^bb0(%a: i8, %b: i8):
    %c = arith.cmpi ugt, %a, %b : i8
    iree_linalg_ext.yield %c : i1
  }
  return %0#0, %0#1 : tensor<?x?xf32>, tensor<?x?xi32>
}
