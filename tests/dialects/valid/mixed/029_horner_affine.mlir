// Horner evaluation of a polynomial whose coefficients are in a memref, with affine.for iter_args.
func.func @horner(%coef: memref<8xf64>, %x: f64) -> f64 {
  %zero = arith.constant 0.0 : f64
  %r = affine.for %i = 0 to 8 iter_args(%acc = %zero) -> (f64) {
    %k = affine.load %coef[7 - %i] : memref<8xf64>
    %m = arith.mulf %acc, %x : f64
    %s = arith.addf %m, %k : f64
    affine.yield %s : f64
  }
  return %r : f64
}
