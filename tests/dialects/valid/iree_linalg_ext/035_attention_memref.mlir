// attention on memrefs, the maps written inline.
func.func @f(%q: memref<4x8xf32>, %k: memref<6x8xf32>, %v: memref<6x4xf32>, %out: memref<4x4xf32>, %scale: f32) {
  iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>]> ins(%q, %k, %v, %scale : memref<4x8xf32>, memref<6x8xf32>, memref<6x4xf32>, f32) outs(%out : memref<4x4xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  }
  return
}
