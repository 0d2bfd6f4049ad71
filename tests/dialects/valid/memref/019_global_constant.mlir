// A private constant memref.global with an initial value and alignment, read with get_global.
memref.global "private" constant @table : memref<4xi32> = dense<[1, 2, 3, 4]> {alignment = 64 : i64}
func.func @f() -> memref<4xi32> {
  %0 = memref.get_global @table : memref<4xi32>
  return %0 : memref<4xi32>
}
