// llvm.switch with negative case values, operands and an empty case list.
llvm.func @f(%a: i32) {
  llvm.switch %a : i32, ^bb1 [
    -1: ^bb2(%a : i32),
    0: ^bb1,
    7: ^bb2(%a : i32)
  ]
^bb1:
  llvm.return
^bb2(%x: i32):
  llvm.switch %x : i32, ^bb1 [
  ]
}
