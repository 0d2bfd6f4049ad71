// vector.interleave and vector.deinterleave, fixed, multi-dimensional and scalable.
func.func @f(%a: vector<4xf32>, %b: vector<2x8xi32>, %s: vector<[4]xi8>) -> vector<8xf32> {
  %0 = vector.interleave %a, %a : vector<4xf32> -> vector<8xf32>
  %1 = vector.interleave %b, %b : vector<2x8xi32> -> vector<2x16xi32>
  %2 = vector.interleave %s, %s : vector<[4]xi8> -> vector<[8]xi8>
  %3, %4 = vector.deinterleave %0 : vector<8xf32> -> vector<4xf32>
  %5, %6 = vector.deinterleave %1 : vector<2x16xi32> -> vector<2x8xi32>
  return %0 : vector<8xf32>
}
