// An op of an unregistered dialect without --allow-unregistered-dialect.
// MLIR-ERROR: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
func.func @f() {
  "mystery.op"() : () -> ()
  return
}
