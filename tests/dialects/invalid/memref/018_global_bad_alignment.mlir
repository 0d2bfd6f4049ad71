// memref.global with an alignment that is not a power of two.
// MLIR-ERROR: custom op 'memref.global' 'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0
memref.global @g : memref<4xf32> = uninitialized {alignment = 6 : i64}
