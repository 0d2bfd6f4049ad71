// A memref whose memory space is a gpu attribute that does not exist: the gpu dialect reports it where its name starts.
// MLIR-ERROR: unknown attribute `zzz` in dialect `gpu`
func.func @f(%a: memref<4xf32, #gpu.zzz>) {
  return
}
