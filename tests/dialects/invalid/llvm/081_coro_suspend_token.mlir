// coro.suspend wants a token first.
// MLIR-ERROR: 'llvm.intr.coro.suspend' op operand #0 must be LLVM token type, but got 'i1'
llvm.func @a(%b: i1) {
  %0 = "llvm.intr.coro.suspend"(%b, %b) : (i1, i1) -> i8
  llvm.return
}
