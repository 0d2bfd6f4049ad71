module {
  llvm.func @f(%arg0: i64, %arg1: i64) -> !llvm.array<4 x vector<3xi1>> {
    %0 = builtin.unrealized_conversion_cast %arg1 : i64 to index
    %1 = builtin.unrealized_conversion_cast %arg0 : i64 to index
    %2 = vector.create_mask %1, %0 : vector<4x3xi1>
    %3 = builtin.unrealized_conversion_cast %2 : vector<4x3xi1> to !llvm.array<4 x vector<3xi1>>
    llvm.return %3 : !llvm.array<4 x vector<3xi1>>
  }
}

