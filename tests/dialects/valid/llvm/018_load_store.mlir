// Loads and stores: volatile, atomic with ordering and syncscope, alignment, invariant.
llvm.func @f(%p: !llvm.ptr, %x: i32) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load volatile %p {alignment = 4 : i64} : !llvm.ptr -> i32
  %2 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %3 = llvm.load %p atomic syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %4 = llvm.load %p invariant : !llvm.ptr -> i32
  llvm.store %x, %p : i32, !llvm.ptr
  llvm.store volatile %x, %p {alignment = 8 : i64} : i32, !llvm.ptr
  llvm.store %x, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return %0 : i32
}
