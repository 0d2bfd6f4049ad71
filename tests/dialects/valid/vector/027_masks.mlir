// vector.create_mask and vector.constant_mask, fixed and scalable.
func.func @f(%a: index, %b: index) -> vector<4x3xi1> {
  %0 = vector.create_mask %a, %b : vector<4x3xi1>
  %1 = vector.create_mask %a : vector<[8]xi1>
  %2 = vector.constant_mask [3, 2] : vector<4x3xi1>
  %3 = vector.constant_mask [0, 0] : vector<4x3xi1>
  %4 = vector.constant_mask [8] : vector<[8]xi1>
  %5 = vector.constant_mask [1] : vector<i1>
  %6 = vector.create_mask %a : vector<i1>
  return %0 : vector<4x3xi1>
}
