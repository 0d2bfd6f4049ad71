// Transpose a matrix with scf.parallel into a freshly allocated memref.
func.func @transpose(%a: memref<?x?xf64>) -> memref<?x?xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf64>
  %n = memref.dim %a, %c1 : memref<?x?xf64>
  %t = memref.alloc(%n, %m) : memref<?x?xf64>
  scf.parallel (%i, %j) = (%c0, %c0) to (%m, %n) step (%c1, %c1) {
    %x = memref.load %a[%i, %j] : memref<?x?xf64>
    memref.store %x, %t[%j, %i] : memref<?x?xf64>
    scf.reduce
  }
  return %t : memref<?x?xf64>
}
