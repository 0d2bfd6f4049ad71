// comment only bad block
// MLIR-ERROR: expected operation name in quotes
^bb0:
