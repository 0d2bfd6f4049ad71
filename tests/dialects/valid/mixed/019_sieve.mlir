// Sieve of Eratosthenes on an i1 memref with scf.for and scf.if, counting primes.
func.func @count_primes(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %true = arith.constant true
  %false = arith.constant false
  %m = memref.alloc(%n) : memref<?xi1>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %true, %m[%i] : memref<?xi1>
  }
  scf.for %i = %c2 to %n step %c1 {
    %p = memref.load %m[%i] : memref<?xi1>
    scf.if %p {
      %start = arith.muli %i, %i : index
      scf.for %j = %start to %n step %i {
        memref.store %false, %m[%j] : memref<?xi1>
      }
    }
  }
  %count = scf.for %i = %c2 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %p = memref.load %m[%i] : memref<?xi1>
    %inc = arith.addi %acc, %c1 : index
    %next = arith.select %p, %inc, %acc : index
    scf.yield %next : index
  }
  memref.dealloc %m : memref<?xi1>
  return %count : index
}
