// vector.type_cast: a statically shaped memref viewed as a memref of one vector.
func.func @f(%m: memref<8x8xf32>, %n: memref<4x3x2xi8>) -> memref<vector<8x8xf32>> {
  %0 = vector.type_cast %m : memref<8x8xf32> to memref<vector<8x8xf32>>
  %1 = vector.type_cast %n : memref<4x3x2xi8> to memref<vector<4x3x2xi8>>
  return %0 : memref<vector<8x8xf32>>
}
