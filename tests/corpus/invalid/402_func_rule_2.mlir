// func dialect rule 2
// MLIR-ERROR: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @g
func.func @g(%a: i32) -> i64 {
  return %a : i32
}

