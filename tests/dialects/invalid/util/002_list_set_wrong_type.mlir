// util.list.set of an f32 into a list of i32.
// MLIR-ERROR: list contains 'i32' and cannot be mutated as 'f32'
util.func public @f(%l: !util.list<i32>, %v: f32) {
  %c0 = arith.constant 0 : index
  util.list.set %l[%c0], %v : f32 -> !util.list<i32>
  util.return
}
