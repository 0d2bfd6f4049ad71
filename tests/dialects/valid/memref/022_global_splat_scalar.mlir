// memref.global of rank 0 and with a splat initializer.
memref.global "private" constant @pi : memref<f64> = dense<3.14159>
memref.global @zeros : memref<2x4xf32> = dense<0.0>
func.func @f() -> f64 {
  %0 = memref.get_global @pi : memref<f64>
  %1 = memref.load %0[] : memref<f64>
  return %1 : f64
}
