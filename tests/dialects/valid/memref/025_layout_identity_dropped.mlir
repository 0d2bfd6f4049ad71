// An identity layout map is dropped from the memref type.
func.func @f(%a: memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>) -> memref<4x4xf32> {
  return %a : memref<4x4xf32>
}
