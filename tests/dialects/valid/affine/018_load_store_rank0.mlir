// affine.load and affine.store on a rank-0 memref.
func.func @f(%m: memref<f64>, %x: f64) -> f64 {
  affine.store %x, %m[] : memref<f64>
  %0 = affine.load %m[] : memref<f64>
  return %0 : f64
}
