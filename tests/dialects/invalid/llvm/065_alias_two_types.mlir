// An alias with two types.
// MLIR-ERROR: custom op 'llvm.mlir.alias' expected zero or one type
llvm.mlir.alias external @a : i32, i64 {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
