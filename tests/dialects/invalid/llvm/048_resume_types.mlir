// A resume whose value is not of the landingpads' type.
// MLIR-ERROR: 'llvm.resume' should have a consistent input type inside a function
llvm.func @foo(i32) -> i32
llvm.func @pers(...) -> i32
llvm.func @a(%x: i32, %s: !llvm.struct<(ptr, i64)>) -> i32 attributes {personality = @pers} {
  %0 = llvm.invoke @foo(%x) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %s : !llvm.struct<(ptr, i64)>
}
