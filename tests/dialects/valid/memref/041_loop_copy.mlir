// Copying a buffer element by element in an scf.for loop.
func.func @copy(%src: memref<?xf32>, %dst: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %src, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %src[%i] : memref<?xf32>
    memref.store %x, %dst[%i] : memref<?xf32>
  }
  return
}
