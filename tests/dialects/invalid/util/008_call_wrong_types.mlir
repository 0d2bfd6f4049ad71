// util.call whose operand types disagree with the callee.
// MLIR-ERROR: 'util.call' op function type mismatch; expected '(f32) -> ()' but callee is '(i32) -> ()'
util.func private @g(%a: i32) {
  util.return
}
util.func public @f(%a: f32) {
  util.call @g(%a) : (f32) -> ()
  util.return
}
