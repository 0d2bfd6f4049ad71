module {
  llvm.func @f(%arg0: vector<4xi4>, %arg1: vector<4xi8>, %arg2: i8, %arg3: i8) -> vector<4xf32> {
    %0 = builtin.unrealized_conversion_cast %arg1 : vector<4xi8> to vector<4xf8E8M0FNU>
    %1 = builtin.unrealized_conversion_cast %arg0 : vector<4xi4> to vector<4xf4E2M1FN>
    %2 = arith.scaling_extf %1, %0 : vector<4xf4E2M1FN>, vector<4xf8E8M0FNU> to vector<4xf32>
    llvm.return %2 : vector<4xf32>
  }
}

