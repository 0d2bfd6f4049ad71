// func.call with arguments and several results.
func.func private @callee(i32, f32) -> (i32, f32)
func.func @caller(%a: i32, %b: f32) -> f32 {
  %0:2 = call @callee(%a, %b) : (i32, f32) -> (i32, f32)
  %r, %s = call @callee(%0#0, %0#1) : (i32, f32) -> (i32, f32)
  return %s : f32
}
