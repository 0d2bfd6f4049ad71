// memref.global of a tensor type.
// MLIR-ERROR: custom op 'memref.global' type should be static shaped memref, but got 'tensor<4xf32>'
memref.global @g : tensor<4xf32> = uninitialized
