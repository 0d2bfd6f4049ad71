module {
  llvm.func @f(%arg0: vector<4xf32>, %arg1: vector<4xi8>, %arg2: f16, %arg3: i8) -> vector<4xi4> {
    %0 = builtin.unrealized_conversion_cast %arg1 : vector<4xi8> to vector<4xf8E8M0FNU>
    %1 = arith.scaling_truncf %arg0, %0 : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf4E2M1FN>
    %2 = builtin.unrealized_conversion_cast %1 : vector<4xf4E2M1FN> to vector<4xi4>
    llvm.return %2 : vector<4xi4>
  }
}

