// Modernised 11_memref_unranked.mlir: memref.alloc, memref.cast ... to, declared helpers, unique value names.
func.func private @helper_2D(memref<16x32xf32>)
func.func private @helper_3D(memref<16x32x64xf32>)
func.func private @helper(memref<*xf32>)
func.func @f() {
  // With static ranks, we need a function for each possible argument type
  %A = memref.alloc() : memref<16x32xf32>
  %B = memref.alloc() : memref<16x32x64xf32>
  call @helper_2D(%A) : (memref<16x32xf32>)->()
  call @helper_3D(%B) : (memref<16x32x64xf32>)->()
  // With unknown rank, the functions can be unified under one unranked type
  %A2 = memref.alloc() : memref<16x32xf32>
  %B2 = memref.alloc() : memref<16x32x64xf32>
  // Remove rank info
  %A_u = memref.cast %A2 : memref<16x32xf32> to memref<*xf32>
  %B_u = memref.cast %B2 : memref<16x32x64xf32> to memref<*xf32>
  // call same function with dynamic ranks
  call @helper(%A_u) : (memref<*xf32>)->()
  call @helper(%B_u) : (memref<*xf32>)->()
  return
}
