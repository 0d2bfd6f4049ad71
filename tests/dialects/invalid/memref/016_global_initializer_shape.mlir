// memref.global whose initializer has fewer elements than the memref.
// MLIR-ERROR: inferred shape of elements literal ([2]) does not match type ([4])
memref.global @g : memref<4xf32> = dense<[1.0, 2.0]>
