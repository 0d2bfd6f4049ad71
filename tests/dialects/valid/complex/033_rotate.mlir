// Rotating a complex number by multiplying with exp(i*theta).
func.func @f(%z: complex<f64>, %theta: f64) -> complex<f64> {
  %zero = arith.constant 0.0 : f64
  %it = complex.create %zero, %theta : complex<f64>
  %r = complex.exp %it : complex<f64>
  %out = complex.mul %z, %r fastmath<contract> : complex<f64>
  return %out : complex<f64>
}
