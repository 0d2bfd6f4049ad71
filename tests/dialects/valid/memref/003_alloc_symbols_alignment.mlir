// memref.alloc with a symbol operand bound by the layout map, and an alignment.
#offset = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @f(%n: index, %off: index) -> memref<?xf32, #offset> {
  %0 = memref.alloc(%n)[%off] {alignment = 64 : i64} : memref<?xf32, #offset>
  return %0 : memref<?xf32, #offset>
}
