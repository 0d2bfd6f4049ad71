// affine.load indexed by a value that is neither a valid dimension nor symbol.
// MLIR-ERROR: 'affine.load' op operand cannot be used as a dimension id
func.func @f(%m: memref<10xf32>, %idx: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 10 {
    %j = memref.load %idx[%c0] : memref<1xindex>
    %k = arith.addi %i, %j : index
    %0 = affine.load %m[%k] : memref<10xf32>
  }
  return
}
