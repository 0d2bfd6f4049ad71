// An intrinsic name without the llvm. prefix.
// MLIR-ERROR: 'llvm.call_intrinsic' op intrinsic name must start with 'llvm.'
llvm.func @a(%x: i32) {
  %0 = llvm.call_intrinsic "foo"(%x) : (i32) -> i32
  llvm.return
}
