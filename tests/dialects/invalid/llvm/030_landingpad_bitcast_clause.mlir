// A catch clause bitcast from something other than a global's address.
// MLIR-ERROR: constant clauses expected
llvm.func @foo(i32) -> i32
llvm.func @pers(...) -> i32
llvm.func @a(%x: i32, %p: !llvm.ptr) -> i32 attributes {personality = @pers} {
  %b = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  %0 = llvm.invoke @foo(%x) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %1 = llvm.landingpad (catch %b : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return %x : i32
}
