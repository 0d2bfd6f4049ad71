// vector.load and vector.store, with nontemporal and alignment.
func.func @f(%m: memref<100x100xf32>, %d: memref<?xi8>, %i: index, %z: memref<f32>) -> vector<8xf32> {
  %0 = vector.load %m[%i, %i] : memref<100x100xf32>, vector<8xf32>
  %1 = vector.load %m[%i, %i] {nontemporal = true} : memref<100x100xf32>, vector<2x8xf32>
  %2 = vector.load %d[%i] {alignment = 16 : i64} : memref<?xi8>, vector<16xi8>
  vector.store %0, %m[%i, %i] : memref<100x100xf32>, vector<8xf32>
  vector.store %1, %m[%i, %i] {nontemporal = false} : memref<100x100xf32>, vector<2x8xf32>
  vector.store %2, %d[%i] {alignment = 8 : i64} : memref<?xi8>, vector<16xi8>
  return %0 : vector<8xf32>
}
