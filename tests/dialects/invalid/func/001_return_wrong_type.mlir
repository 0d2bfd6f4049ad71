// func.return with an operand type different from the function result type.
// MLIR-ERROR: type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f
func.func @f(%a: i64) -> i32 {
  return %a : i64
}
