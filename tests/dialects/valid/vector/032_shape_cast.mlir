// vector.shape_cast: collapsing, expanding, to and from 0-D and with a scalable dimension.
func.func @f(%a: vector<4x8xf32>, %z: vector<f32>, %s: vector<2x[4]xi32>) -> vector<32xf32> {
  %0 = vector.shape_cast %a : vector<4x8xf32> to vector<32xf32>
  %1 = vector.shape_cast %0 : vector<32xf32> to vector<2x2x8xf32>
  %2 = vector.shape_cast %z : vector<f32> to vector<1xf32>
  %3 = vector.shape_cast %2 : vector<1xf32> to vector<f32>
  %4 = vector.shape_cast %s : vector<2x[4]xi32> to vector<2x1x[4]xi32>
  return %0 : vector<32xf32>
}
