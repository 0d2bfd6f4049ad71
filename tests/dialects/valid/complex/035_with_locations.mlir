// Complex ops with locations.
func.func @f(%x: complex<f32>) -> f32 {
  %0 = complex.conj %x : complex<f32> loc("z.py":3:1)
  %1 = complex.im %0 : complex<f32> loc("z.py":4:1)
  return %1 : f32
}
