// Memref types with affine-map layouts given inline and through aliases.
#col_major = affine_map<(d0, d1) -> (d1, d0)>
#tiled = affine_map<(d0, d1) -> (d0 floordiv 4, d1 floordiv 4, d0 mod 4, d1 mod 4)>
func.func @f(%a: memref<8x8xf32, #col_major>, %b: memref<16x16xf32, #tiled>, %c: memref<4xf32, affine_map<(d0) -> (d0 * 2 + 1)>>) {
  return
}
