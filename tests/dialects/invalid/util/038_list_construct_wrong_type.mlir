// util.list.construct of an i32 into a list of f32.
// MLIR-ERROR: list[0] type 'i32' cannot be be cast to list type 'f32'
util.func public @f(%a: i32) {
  %0 = util.list.construct [%a : i32] : !util.list<f32>
  util.return
}
