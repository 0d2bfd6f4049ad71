// llvm.select on scalars and vectors, with fastmath flags.
llvm.func @f(%c: i1, %a: f32, %b: f32, %vc: vector<4xi1>, %va: vector<4xi32>) -> f32 {
  %0 = llvm.select %c, %a, %b : i1, f32
  %1 = llvm.select %c, %a, %b {fastmathFlags = #llvm.fastmath<nsz>} : i1, f32
  %2 = llvm.select %vc, %va, %va : vector<4xi1>, vector<4xi32>
  llvm.return %0 : f32
}
