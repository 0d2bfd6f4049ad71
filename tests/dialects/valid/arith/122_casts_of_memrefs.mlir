// index_cast between memrefs of index and of integers, and bitcast between
// memrefs of one width: the casts compare the memrefs' elements.
func.func @f(%m: memref<4xindex>, %n: memref<4xi32>, %f: memref<4xf32>) {
  %a = arith.index_cast %m : memref<4xindex> to memref<4xi32>
  %b = arith.index_cast %n : memref<4xi32> to memref<4xindex>
  %c = arith.bitcast %f : memref<4xf32> to memref<4xi32>
  return
}
