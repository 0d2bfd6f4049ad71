// Argument names are not preserved: the printer renames them %arg0, %arg1, ...
func.func @names(%first: i32, %second: i32, %third_one: f32) -> (i32, f32) {
  return %second, %third_one : i32, f32
}
