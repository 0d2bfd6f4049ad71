// memref.alloc of static shapes; the printer names results %alloc, %alloc_0, ...
func.func @f() -> (memref<4xf32>, memref<2x3xi64>, memref<f16>) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc() : memref<2x3xi64>
  %2 = memref.alloc() : memref<f16>
  return %0, %1, %2 : memref<4xf32>, memref<2x3xi64>, memref<f16>
}
