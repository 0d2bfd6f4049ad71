// util.return with an operand type different from the function result type.
// MLIR-ERROR: 'util.return' op type of return operand 0 ('i64') doesn't match function result type ('i32')
util.func public @f(%a: i64) -> i32 {
  util.return %a : i64
}
