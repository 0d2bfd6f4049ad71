// vector.scan: inclusive and exclusive prefix reductions.
func.func @f(%v: vector<4x8xf32>, %init: vector<8xf32>, %w: vector<16xi32>, %winit: vector<i32>) -> vector<4x8xf32> {
  %0:2 = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<8xf32>
  %1:2 = vector.scan <mul>, %w, %winit {inclusive = false, reduction_dim = 0 : i64} : vector<16xi32>, vector<i32>
  return %0#0 : vector<4x8xf32>
}
