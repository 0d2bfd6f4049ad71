// A direct call of a function returning i32 that produces no value.
// MLIR-ERROR: 'llvm.call' op expected function call to produce a value
llvm.func @f(i32) -> i32
llvm.func @a(%y: i32) {
  llvm.call @f(%y) : (i32) -> ()
  llvm.return
}
