// bufferization.manual_deallocation on an allocation.
func.func @f() -> memref<10xf32> {
  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<10xf32>
  return %0 : memref<10xf32>
}
