module {
  llvm.mlir.global private constant @assert_msg_1(dense<0> : tensor<1xi8>) {addr_space = 0 : i32} : !llvm.array<1 x i8>
  llvm.mlir.global private constant @assert_msg_0(dense<[97, 32, 33, 61, 32, 48, 32, 34, 113, 117, 111, 116, 101, 100, 34, 32, 10, 32, 110, 101, 119, 108, 105, 110, 101, 0]> : tensor<26xi8>) {addr_space = 0 : i32} : !llvm.array<26 x i8>
  llvm.func @abort()
  llvm.func @puts(!llvm.ptr)
  llvm.mlir.global private constant @assert_msg(dense<[99, 111, 110, 100, 105, 116, 105, 111, 110, 32, 109, 117, 115, 116, 32, 104, 111, 108, 100, 0]> : tensor<20xi8>) {addr_space = 0 : i32} : !llvm.array<20 x i8>
  llvm.func @f(%arg0: i1, %arg1: i32) {
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.cond_br %arg0, ^bb1, ^bb4
  ^bb1:  // pred: ^bb0
    %1 = llvm.icmp "ne" %arg1, %0 : i32
    llvm.cond_br %1, ^bb2, ^bb5
  ^bb2:  // pred: ^bb1
    llvm.cond_br %arg0, ^bb3, ^bb6
  ^bb3:  // pred: ^bb2
    llvm.return
  ^bb4:  // pred: ^bb0
    %2 = llvm.mlir.addressof @assert_msg : !llvm.ptr
    %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<20 x i8>
    llvm.call @puts(%3) : (!llvm.ptr) -> ()
    llvm.call @abort() : () -> ()
    llvm.unreachable
  ^bb5:  // pred: ^bb1
    %4 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
    %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<26 x i8>
    llvm.call @puts(%5) : (!llvm.ptr) -> ()
    llvm.call @abort() : () -> ()
    llvm.unreachable
  ^bb6:  // pred: ^bb2
    %6 = llvm.mlir.addressof @assert_msg_1 : !llvm.ptr
    %7 = llvm.getelementptr %6[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x i8>
    llvm.call @puts(%7) : (!llvm.ptr) -> ()
    llvm.call @abort() : () -> ()
    llvm.unreachable
  }
}

