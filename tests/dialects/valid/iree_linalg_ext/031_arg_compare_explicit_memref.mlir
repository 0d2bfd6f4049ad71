// arg_compare with explicit input indices, dynamic shapes, and on memrefs.
func.func @f(%in: tensor<?x?xi32>, %idx: tensor<?x?xindex>, %ov: tensor<?xi32>, %oi: tensor<?xindex>, %m: memref<5x2xf16>, %mv: memref<2xf16>, %mi: memref<2xi64>) -> (tensor<?xi32>, tensor<?xindex>) {
  %0:2 = iree_linalg_ext.arg_compare dimension(0) ins(%in, %idx : tensor<?x?xi32>, tensor<?x?xindex>) outs(%ov, %oi : tensor<?xi32>, tensor<?xindex>) {
  ^bb0(%a: i32, %b: i32):
    %c = arith.cmpi sgt, %a, %b : i32
    iree_linalg_ext.yield %c : i1
  } -> tensor<?xi32>, tensor<?xindex>
  iree_linalg_ext.arg_compare dimension(0) ins(%m : memref<5x2xf16>) outs(%mv, %mi : memref<2xf16>, memref<2xi64>) {
  ^bb0(%a: f16, %b: f16):
    %c = arith.cmpf ogt, %a, %b : f16
    iree_linalg_ext.yield %c : i1
  }
  return %0#0, %0#1 : tensor<?xi32>, tensor<?xindex>
}
