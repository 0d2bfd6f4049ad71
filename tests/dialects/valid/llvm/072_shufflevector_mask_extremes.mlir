// Shuffle mask elements at i32's extremes, in hex and as true (-1).
llvm.func @f(%v: vector<2xi32>) -> vector<4xi32> {
  %0 = llvm.shufflevector %v, %v [true, -1, 0x7fffffff, -2147483648] : vector<2xi32>
  llvm.return %0 : vector<4xi32>
}
