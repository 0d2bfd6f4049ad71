// vector.extract with dynamic and mixed positions, and from a 0-D vector.
func.func @f(%v: vector<4x8xi32>, %z: vector<i32>, %i: index, %j: index) -> i32 {
  %0 = vector.extract %v[%i] : vector<8xi32> from vector<4x8xi32>
  %1 = vector.extract %v[%i, %j] : i32 from vector<4x8xi32>
  %2 = vector.extract %v[2, %j] : i32 from vector<4x8xi32>
  %3 = vector.extract %z[] : i32 from vector<i32>
  %4 = vector.extract %v[1] {note = "x"} : vector<8xi32> from vector<4x8xi32>
  return %3 : i32
}
