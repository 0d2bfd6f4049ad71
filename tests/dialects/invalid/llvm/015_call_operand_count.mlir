// A direct call with more operands than the callee takes.
// MLIR-ERROR: 'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)
llvm.func @f(i32) -> i32
llvm.func @a(%y: i32) {
  %0 = llvm.call @f(%y, %y) : (i32, i32) -> i32
  llvm.return
}
