// invoke passing an i32 to a block taking an i64.
// MLIR-ERROR: type mismatch for bb argument #0 of successor #0
llvm.func @foo(i32) -> i32
llvm.func @pers(...) -> i32
llvm.func @a(%x: i32) -> i32 attributes {personality = @pers} {
  %0 = llvm.invoke @foo(%x) to ^bb1(%x : i32) unwind ^bb2 : (i32) -> i32
^bb1(%y: i64):
  llvm.return %0 : i32
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %x : i32
}
