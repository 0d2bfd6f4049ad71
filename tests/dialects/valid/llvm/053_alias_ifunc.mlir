// llvm.mlir.alias (linkage, visibility, thread_local, unnamed_addr, an initializer region) and llvm.mlir.ifunc, directly and through an alias.
module {
  llvm.mlir.global external @zed(42 : i32) : i32
  llvm.mlir.alias external @foo : i32 {
    %0 = llvm.mlir.addressof @zed : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.alias internal hidden thread_local unnamed_addr @bar {dso_local} : !llvm.array<2 x i32> {
    %0 = llvm.mlir.addressof @zed : !llvm.ptr
    %1 = llvm.getelementptr %0[1] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.return %1 : !llvm.ptr
  }
  llvm.func @resolver() -> !llvm.ptr {
    %0 = llvm.mlir.zero : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.alias linkonce_odr @ra : !llvm.ptr {
    %0 = llvm.mlir.addressof @resolver : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.ifunc external @ifunc : !llvm.func<f32 (i64)>, !llvm.ptr @resolver
  llvm.mlir.ifunc weak hidden unnamed_addr @ifunc2 : !llvm.func<void ()>, !llvm.ptr @ra {dso_local}
  llvm.mlir.ifunc private local_unnamed_addr @ifunc3 : !llvm.func<void ()>, !llvm.ptr @resolver
}
