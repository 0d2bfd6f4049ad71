// Memrefs of integer, float, index, complex and vector element types.
func.func @f(%a: memref<2xi1>, %b: memref<2xindex>, %c: memref<2xcomplex<f64>>, %d: memref<2xvector<4xi32>>, %e: memref<2xbf16>, %i: index) -> index {
  %0 = memref.load %b[%i] : memref<2xindex>
  %1 = memref.load %c[%i] : memref<2xcomplex<f64>>
  memref.store %1, %c[%i] : memref<2xcomplex<f64>>
  return %0 : index
}
