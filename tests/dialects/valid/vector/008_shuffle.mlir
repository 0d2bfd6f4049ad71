// vector.shuffle of 1-D, 2-D and 0-D vectors, with a poison (-1) index.
func.func @f(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x16xi32>, %d: vector<1x16xi32>, %z: vector<f32>) -> vector<5xf32> {
  %0 = vector.shuffle %a, %b [0, 1, 2, 3, 4] : vector<2xf32>, vector<3xf32>
  %1 = vector.shuffle %c, %d [0, 1, 2] : vector<2x16xi32>, vector<1x16xi32>
  %2 = vector.shuffle %a, %b [4, -1, 0] : vector<2xf32>, vector<3xf32>
  %3 = vector.shuffle %z, %z [0, 1] : vector<f32>, vector<f32>
  return %0 : vector<5xf32>
}
