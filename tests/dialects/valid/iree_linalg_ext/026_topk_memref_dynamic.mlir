// topk on memrefs, and with dynamic shapes.
func.func @f(%v: memref<20xi32>, %ov: memref<4xi32>, %oi: memref<4xi32>, %t: tensor<?x?xf16>, %tv: tensor<?x?xf16>, %ti: tensor<?x?xi32>) -> (tensor<?x?xf16>, tensor<?x?xi32>) {
  iree_linalg_ext.topk dimension(0) ins(%v : memref<20xi32>) outs(%ov, %oi : memref<4xi32>, memref<4xi32>) {
  ^bb0(%a: i32, %b: i32):
    %c = arith.cmpi sgt, %a, %b : i32
    iree_linalg_ext.yield %c : i1
  }
  %0:2 = iree_linalg_ext.topk dimension(0) ins(%t : tensor<?x?xf16>) outs(%tv, %ti : tensor<?x?xf16>, tensor<?x?xi32>) {
  ^bb0(%a: f16, %b: f16):
    %c = arith.cmpf olt, %a, %b : f16
    iree_linalg_ext.yield %c : i1
  } -> tensor<?x?xf16>, tensor<?x?xi32>
  return %0#0, %0#1 : tensor<?x?xf16>, tensor<?x?xi32>
}
