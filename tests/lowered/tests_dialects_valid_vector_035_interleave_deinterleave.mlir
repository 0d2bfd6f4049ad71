module {
  llvm.func @f(%arg0: vector<4xf32>, %arg1: !llvm.array<2 x vector<8xi32>>, %arg2: vector<[4]xi8>) -> vector<8xf32> {
    %0 = llvm.shufflevector %arg0, %arg0 [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32> 
    llvm.return %0 : vector<8xf32>
  }
}

