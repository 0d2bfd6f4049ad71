// extractelement and insertelement.
llvm.func @f(%v: vector<4xf32>, %i: i32, %x: f32) -> f32 {
  %0 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %1 = llvm.insertelement %x, %v[%i : i32] : vector<4xf32>
  llvm.return %0 : f32
}
