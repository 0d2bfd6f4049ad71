// call_intrinsic with two results.
// MLIR-ERROR: custom op 'llvm.call_intrinsic' expected function with 0 or 1 result
llvm.func @f(%x: i32) {
  %0 = llvm.call_intrinsic "llvm.a"(%x) : (i32) -> (i32, i32)
  llvm.return
}
