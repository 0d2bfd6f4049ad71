// A landingpad with neither clause nor cleanup.
// MLIR-ERROR: landingpad instruction expects at least one clause or cleanup attribute
llvm.func @foo(i32) -> i32
llvm.func @pers(...) -> i32
llvm.func @a(%x: i32) -> i32 attributes {personality = @pers} {
  %0 = llvm.invoke @foo(%x) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %1 = llvm.landingpad : !llvm.struct<(ptr, i32)>
  llvm.return %x : i32
}
