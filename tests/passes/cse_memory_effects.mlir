// cse: reads are merged only without a write between them in the same block;
// writes, allocations and calls are never merged; unused pure ops and reads are erased.
func.func private @ext(memref<4xf32>)
func.func @loads(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32, f32, f32) {
  %a = memref.load %m[%i] : memref<4xf32>
  %b = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  %c = memref.load %m[%i] : memref<4xf32>
  %d = memref.load %m[%i] : memref<4xf32>
  %unused = memref.load %m[%i] : memref<4xf32>
  func.call @ext(%m) : (memref<4xf32>) -> ()
  %e = memref.load %m[%i] : memref<4xf32>
  return %a, %b, %c, %e : f32, f32, f32, f32
}
func.func @allocs() -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %dead = memref.alloc() : memref<8xf32>
  %t1 = tensor.empty() : tensor<4xf32>
  %t2 = tensor.empty() : tensor<4xf32>
  return %a, %b : memref<4xf32>, memref<4xf32>
}
func.func @pure(%x: i32, %y: i32) -> (i32, i32, i32) {
  %0 = arith.addi %x, %y : i32
  %1 = arith.addi %x, %y : i32
  %2 = arith.addi %y, %x : i32
  %3 = arith.muli %0, %1 : i32
  %4 = arith.muli %0, %0 : i32
  %5 = arith.addi %x, %y overflow<nsw> : i32
  return %3, %4, %2 : i32, i32, i32
}
func.func @dead_chain(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.addi %x, %x : i32
  %2 = arith.muli %1, %1 : i32
  return %x : i32
}
