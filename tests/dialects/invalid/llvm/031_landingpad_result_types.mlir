// Two landingpads of different result types in one function.
// MLIR-ERROR: 'llvm.landingpad' should have a consistent result type inside a function
llvm.func @foo(i32) -> i32
llvm.func @pers(...) -> i32
llvm.func @a(%x: i32) -> i32 attributes {personality = @pers} {
  %0 = llvm.invoke @foo(%x) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.br ^bb3
^bb3:
  %2 = llvm.landingpad cleanup : !llvm.struct<(ptr, i64)>
  llvm.return %x : i32
}
