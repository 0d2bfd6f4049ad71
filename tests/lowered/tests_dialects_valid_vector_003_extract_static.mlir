module {
  llvm.func @f(%arg0: !llvm.array<4 x array<8 x vector<16xf32>>>) -> f32 {
    %0 = llvm.extractvalue %arg0[3, 7] : !llvm.array<4 x array<8 x vector<16xf32>>> 
    %1 = llvm.mlir.constant(15 : i64) : i64
    %2 = llvm.extractelement %0[%1 : i64] : vector<16xf32>
    llvm.return %2 : f32
  }
}

