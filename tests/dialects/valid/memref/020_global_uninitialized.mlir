// Public and private memref.global without an initial value.
memref.global @buffer : memref<16xf32> = uninitialized
memref.global "private" @scratch : memref<2x2xf64> = uninitialized
func.func @f() -> memref<16xf32> {
  %0 = memref.get_global @buffer : memref<16xf32>
  %1 = memref.get_global @scratch : memref<2x2xf64>
  return %0 : memref<16xf32>
}
