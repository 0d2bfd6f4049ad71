// vector.scalable.insert and vector.scalable.extract at multiples of the fixed length.
func.func @f(%f: vector<4xf32>, %s: vector<[8]xf32>) -> vector<[8]xf32> {
  %0 = vector.scalable.insert %f, %s[0] : vector<4xf32> into vector<[8]xf32>
  %1 = vector.scalable.insert %f, %0[4] : vector<4xf32> into vector<[8]xf32>
  %2 = vector.scalable.extract %1[4] : vector<4xf32> from vector<[8]xf32>
  %3 = vector.scalable.extract %1[0] : vector<[4]xf32> from vector<[8]xf32>
  return %1 : vector<[8]xf32>
}
