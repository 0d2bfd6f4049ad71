// llvm.intr.ssa.copy, launder/strip.invariant.group: the result type is the operand's.
llvm.func @a(%f: f32, %p: !llvm.ptr, %q: !llvm.ptr<3>) -> f32 {
  %0 = llvm.intr.ssa.copy %f : f32
  %1 = llvm.intr.launder.invariant.group %p : !llvm.ptr
  %2 = llvm.intr.strip.invariant.group %q : !llvm.ptr<3>
  %3 = llvm.intr.ssa.copy %2 : !llvm.ptr<3>
  llvm.return %0 : f32
}
