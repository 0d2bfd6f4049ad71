// affine.for with a bound loaded inside an enclosing loop: not a valid dimension or symbol.
// MLIR-ERROR: 'affine.for' op operand cannot be used as a dimension id
func.func @f(%m: memref<?xindex>) {
  affine.for %j = 0 to 10 {
    %n = memref.load %m[%j] : memref<?xindex>
    affine.for %i = 0 to affine_map<(d0) -> (d0)>(%n) {
    }
  }
  return
}
