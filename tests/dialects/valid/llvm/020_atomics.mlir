// atomicrmw, cmpxchg and fence.
llvm.func @f(%p: !llvm.ptr, %x: i32, %y: f32) {
  %0 = llvm.atomicrmw add %p, %x seq_cst : !llvm.ptr, i32
  %1 = llvm.atomicrmw volatile xchg %p, %x monotonic : !llvm.ptr, i32
  %2 = llvm.atomicrmw fadd %p, %y acq_rel : !llvm.ptr, f32
  %3 = llvm.atomicrmw _and %p, %x syncscope("singlethread") release : !llvm.ptr, i32
  %4 = llvm.cmpxchg %p, %x, %x acq_rel monotonic : !llvm.ptr, i32
  %5 = llvm.cmpxchg weak volatile %p, %x, %x seq_cst seq_cst : !llvm.ptr, i32
  llvm.fence acquire
  llvm.fence syncscope("agent") seq_cst
  llvm.return
}
