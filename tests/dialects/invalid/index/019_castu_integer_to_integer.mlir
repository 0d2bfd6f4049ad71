// index.castu between two integers.
// MLIR-ERROR: 'index.castu' op operand type 'i32' and result type 'i64' are cast incompatible
func.func @f(%a: i32) {
  %0 = index.castu %a : i32 to i64
  return
}
