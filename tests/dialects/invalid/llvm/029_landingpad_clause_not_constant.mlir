// A catch clause that is a function argument.
// MLIR-ERROR: clause #0 is not a known constant - null, addressof, bitcast
llvm.func @foo(i32) -> i32
llvm.func @pers(...) -> i32
llvm.func @a(%x: i32, %p: !llvm.ptr) -> i32 attributes {personality = @pers} {
  %0 = llvm.invoke @foo(%x) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %1 = llvm.landingpad (catch %p : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return %x : i32
}
