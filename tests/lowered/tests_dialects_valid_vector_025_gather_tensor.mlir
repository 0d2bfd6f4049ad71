module {
  func.func @f(%arg0: tensor<64xf16>, %arg1: index, %arg2: vector<8xindex>, %arg3: vector<8xi1>, %arg4: vector<8xf16>) -> vector<8xf16> {
    %0 = vector.gather %arg0[%arg1] [%arg2], %arg3, %arg4 : tensor<64xf16>, vector<8xindex>, vector<8xi1>, vector<8xf16> into vector<8xf16>
    llvm.return %0 : vector<8xf16>
  }
}

