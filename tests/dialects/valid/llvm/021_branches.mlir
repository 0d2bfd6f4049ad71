// llvm.br and llvm.cond_br with block arguments and branch weights.
llvm.func @f(%c: i1, %a: i32) -> i32 {
  llvm.cond_br %c weights([3, 1]), ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  llvm.br ^bb2
^bb2:
  llvm.return %a : i32
}
