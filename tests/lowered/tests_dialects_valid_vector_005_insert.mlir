module {
  llvm.func @f(%arg0: f16, %arg1: vector<8xf16>, %arg2: !llvm.array<4 x vector<8xf16>>, %arg3: vector<1xf16>, %arg4: i64) -> !llvm.array<4 x vector<8xf16>> {
    %0 = builtin.unrealized_conversion_cast %arg4 : i64 to index
    %1 = llvm.extractvalue %arg2[3] : !llvm.array<4 x vector<8xf16>> 
    %2 = llvm.mlir.constant(7 : i64) : i64
    %3 = llvm.insertelement %arg0, %1[%2 : i64] : vector<8xf16>
    %4 = llvm.insertvalue %3, %arg2[3] : !llvm.array<4 x vector<8xf16>> 
    %5 = llvm.insertvalue %arg1, %4[1] : !llvm.array<4 x vector<8xf16>> 
    %6 = builtin.unrealized_conversion_cast %5 : !llvm.array<4 x vector<8xf16>> to vector<4x8xf16>
    %7 = vector.insert %arg0, %6 [%0, 2] : f16 into vector<4x8xf16>
    %8 = builtin.unrealized_conversion_cast %7 : vector<4x8xf16> to !llvm.array<4 x vector<8xf16>>
    %9 = llvm.insertvalue %arg1, %8[0] : !llvm.array<4 x vector<8xf16>> 
    llvm.return %9 : !llvm.array<4 x vector<8xf16>>
  }
}

