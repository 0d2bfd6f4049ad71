// llvm.func with a body, named arguments and llvm.return.
module {
  llvm.func @add(%a: i32, %b: i32) -> i32 {
    %0 = llvm.add %a, %b : i32
    llvm.return %0 : i32
  }
  llvm.func @nothing() {
    llvm.return
  }
}
