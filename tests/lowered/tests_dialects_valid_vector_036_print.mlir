module {
  llvm.func @printNewline()
  llvm.func @printClose()
  llvm.func @printOpen()
  llvm.func @printString(!llvm.ptr)
  llvm.mlir.global private constant @vector_print_str(dense<[114, 101, 115, 117, 108, 116, 58, 32, 0]> : tensor<9xi8>) {addr_space = 0 : i32} : !llvm.array<9 x i8>
  llvm.func @printU64(i64)
  llvm.func @printComma()
  llvm.func @printI64(i64)
  llvm.func @f(%arg0: vector<4xf32>, %arg1: i32, %arg2: i64) {
    vector.print %arg0 : vector<4xf32>
    %0 = llvm.sext %arg1 : i32 to i64
    llvm.call @printI64(%0) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printU64(%arg2) : (i64) -> ()
    %1 = llvm.mlir.addressof @vector_print_str : !llvm.ptr
    %2 = llvm.getelementptr %1[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<9 x i8>
    llvm.call @printString(%2) : (!llvm.ptr) -> ()
    llvm.call @printOpen() : () -> ()
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

