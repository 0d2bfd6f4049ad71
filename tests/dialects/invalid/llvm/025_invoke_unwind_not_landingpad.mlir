// The unwind destination of llvm.invoke must begin with a landingpad.
// MLIR-ERROR: first operation in unwind destination should be a llvm.landingpad operation
llvm.func @foo(i32) -> i32
llvm.func @pers(...) -> i32
llvm.func @a(%x: i32) -> i32 attributes {personality = @pers} {
  %0 = llvm.invoke @foo(%x) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  llvm.return %x : i32
}
