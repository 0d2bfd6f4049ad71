// memref ops with discardable attributes and locations.
func.func @f(%i: index) {
  %0 = memref.alloc() {test.pool = "fast"} : memref<4xf32> loc("m.mlir":1:1)
  %x = arith.constant 1.0 : f32
  memref.store %x, %0[%i] {test.tag} : memref<4xf32> loc("store")
  memref.dealloc %0 {test.late} : memref<4xf32>
  return
}
