// llvm.unreachable ends a block; llvm.freeze.
llvm.func @f(%c: i1, %x: i32) -> i32 {
  %0 = llvm.freeze %x : i32
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.unreachable
^bb2:
  llvm.return %0 : i32
}
