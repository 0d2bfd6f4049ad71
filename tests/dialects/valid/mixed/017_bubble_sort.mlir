// Bubble sort of a memref with nested scf.for, scf.if, memref.load and memref.store.
func.func @sort(%m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi32>
  %last = arith.subi %n, %c1 : index
  scf.for %i = %c0 to %last step %c1 {
    %lim = arith.subi %last, %i : index
    scf.for %j = %c0 to %lim step %c1 {
      %j1 = arith.addi %j, %c1 : index
      %a = memref.load %m[%j] : memref<?xi32>
      %b = memref.load %m[%j1] : memref<?xi32>
      %gt = arith.cmpi sgt, %a, %b : i32
      scf.if %gt {
        memref.store %b, %m[%j] : memref<?xi32>
        memref.store %a, %m[%j1] : memref<?xi32>
      }
    }
  }
  return
}
