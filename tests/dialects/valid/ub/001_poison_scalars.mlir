// ub.poison of integer, float, index and complex types.
func.func @f() -> (i32, f64, index) {
  %0 = ub.poison : i32
  %1 = ub.poison : f64
  %2 = ub.poison : index
  %3 = ub.poison : complex<f32>
  %4 = ub.poison : i1
  return %0, %1, %2 : i32, f64, index
}
