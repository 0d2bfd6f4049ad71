// linalg.generic on memrefs: no results, the region writes through outs.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @scale(%a: memref<4x4xf32>, %out: memref<4x4xf32>, %k: f32) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x4xf32>) outs(%out : memref<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %k : f32
    linalg.yield %m : f32
  }
  return
}
