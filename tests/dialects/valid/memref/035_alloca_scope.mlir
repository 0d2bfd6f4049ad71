// memref.alloca_scope with and without results.
func.func @f(%x: f32) -> f32 {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  }
  %r = memref.alloca_scope -> (f32) {
    %b = memref.alloca() : memref<f32>
    memref.store %x, %b[] : memref<f32>
    %v = memref.load %b[] : memref<f32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}
