// llvm.func with an attributes dictionary and argument attributes.
module {
  llvm.func @f(%arg0: !llvm.ptr {llvm.noalias}, %arg1: i32) attributes {sym_visibility = "private", passthrough = ["nounwind"]} {
    llvm.return
  }
}
