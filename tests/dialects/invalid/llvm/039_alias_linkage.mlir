// An alias with common linkage.
// MLIR-ERROR: 'llvm.mlir.alias' op 'common' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally
llvm.mlir.global external @zed(42 : i32) : i32
llvm.mlir.alias common @foo : i32 {
  %0 = llvm.mlir.addressof @zed : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
