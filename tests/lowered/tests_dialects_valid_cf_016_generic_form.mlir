module {
  llvm.func @abort()
  llvm.func @puts(!llvm.ptr)
  llvm.mlir.global private constant @assert_msg(dense<[111, 107, 0]> : tensor<3xi8>) {addr_space = 0 : i32} : !llvm.array<3 x i8>
  llvm.func @f(%arg0: i1, %arg1: i32) -> i32 {
    llvm.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    llvm.cond_br %arg0, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.return %arg1 : i32
  ^bb4:  // pred: ^bb2
    %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
    %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i8>
    llvm.call @puts(%1) : (!llvm.ptr) -> ()
    llvm.call @abort() : () -> ()
    llvm.unreachable
  }
}

