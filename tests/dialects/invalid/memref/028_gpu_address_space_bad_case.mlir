// A memref in a #gpu.address_space that is none of global, workgroup, private: reported at the case.
// MLIR-ERROR: expected ::mlir::gpu::AddressSpace to be one of: global, workgroup, private
func.func @f(%a: memref<4xf32, #gpu.address_space<shared>>) {
  return
}
