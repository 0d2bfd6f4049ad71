// A landingpad in a function without a personality.
// MLIR-ERROR: llvm.landingpad needs to be in a function with a personality
llvm.func @foo(i32) -> i32
llvm.func @a(%x: i32) -> i32 {
  %0 = llvm.invoke @foo(%x) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %x : i32
}
