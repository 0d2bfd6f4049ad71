// vector.from_elements and vector.to_elements, of 1-D, 2-D and 0-D vectors.
func.func @f(%a: f32, %b: f32, %i: i8) -> vector<2xf32> {
  %0 = vector.from_elements %a, %b : vector<2xf32>
  %1 = vector.from_elements %a, %b, %b, %a : vector<2x2xf32>
  %2 = vector.from_elements %i : vector<i8>
  %3:2 = vector.to_elements %0 : vector<2xf32>
  %4:4 = vector.to_elements %1 : vector<2x2xf32>
  %5 = vector.to_elements %2 : vector<i8>
  return %0 : vector<2xf32>
}
