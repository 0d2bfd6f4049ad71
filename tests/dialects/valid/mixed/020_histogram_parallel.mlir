// A histogram with scf.parallel and memref.atomic_rmw.
func.func @histogram(%data: memref<?xi32>, %bins: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : i32
  %one = arith.constant 1 : i32
  %n = memref.dim %data, %c0 : memref<?xi32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %data[%i] : memref<?xi32>
    %b = arith.andi %v, %c15 : i32
    %bi = arith.index_cast %b : i32 to index
    %old = memref.atomic_rmw addi %one, %bins[%bi] : (i32, memref<16xi32>) -> i32
    scf.reduce
  }
  return
}
