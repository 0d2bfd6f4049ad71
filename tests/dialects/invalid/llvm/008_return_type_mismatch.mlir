// The returned value's type is not the function's result type.
// MLIR-ERROR: 'llvm.return' op mismatching result types
llvm.func @f(%a: i64) -> i32 {
  llvm.return %a : i64
}
