module {
  func.func @f(%arg0: vector<4xi1>, %arg1: vector<4xi32>, %arg2: vector<4xi32>, %arg3: tensor<2x?xi1>, %arg4: tensor<2x?xf32>) -> vector<4xi32> {
    %0 = llvm.select %arg0, %arg1, %arg2 : vector<4xi1>, vector<4xi32>
    llvm.return %0 : vector<4xi32>
  }
}

