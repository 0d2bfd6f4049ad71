// llvm.module_flags with #llvm.mlir.module_flag entries of each kind of value.
module {
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<max, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<append_unique, "x", "y">]
  llvm.module_flags []
}
