// An alias initializer that returns an integer.
// MLIR-ERROR: 'llvm.mlir.alias' op initializer region must always return a pointer
llvm.mlir.alias external @foo : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
