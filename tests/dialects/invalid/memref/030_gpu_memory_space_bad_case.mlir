// A memref in a #gpu.memory_space (the mapping attribute) of an unknown address space.
// MLIR-ERROR: expected ::mlir::gpu::AddressSpace to be one of: global, workgroup, private
func.func @f() {
  %0 = memref.alloca() : memref<4xf32, #gpu.memory_space<local>>
  return
}
