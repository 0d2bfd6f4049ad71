// Function arguments and results of function type.
func.func @compose(%f: (i32) -> i64, %g: (i64) -> f32) -> ((i32) -> i64) {
  return %f : (i32) -> i64
}
