// llvm.invoke with three branch weights for two successors.
// MLIR-ERROR: expects number of branch weights to match number of successors: 3 vs 2
llvm.func @foo(i32) -> i32
llvm.func @pers(...) -> i32
llvm.func @a(%x: i32) -> i32 attributes {personality = @pers} {
  %0 = llvm.invoke @foo(%x) to ^bb1 unwind ^bb2 {branch_weights = array<i32: 1, 2, 3>} : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %x : i32
}
