// Modernised 10_type_alias.mlir: no `type` keyword in alias definitions; operand types in parentheses.
!avx_m128 = vector<4 x f32>
func.func @f(%x: vector<4 x f32>) {
  // Using the original type.
  "foo"(%x) : (vector<4 x f32>) -> ()
  // Using the type alias.
  "foo"(%x) : (!avx_m128) -> ()
  return
}
