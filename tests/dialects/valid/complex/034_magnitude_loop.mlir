// Summing magnitudes of complex values in an scf.for loop over a memref.
func.func @f(%m: memref<?xcomplex<f32>>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %v = memref.load %m[%i] : memref<?xcomplex<f32>>
    %a = complex.abs %v : complex<f32>
    %s = arith.addf %acc, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}
