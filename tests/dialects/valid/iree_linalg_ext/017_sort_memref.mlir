// sort on memrefs, in place.
func.func @f(%k: memref<128xf32>, %v: memref<128xi32>) {
  iree_linalg_ext.sort dimension(0) outs(%k, %v : memref<128xf32>, memref<128xi32>) {
  ^bb0(%a: f32, %b: f32, %c: i32, %d: i32):
    %gt = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %gt : i1
  }
  return
}
