// memref.prefetch for reads and writes with locality hints, data and instruction caches.
func.func @f(%m: memref<100x100xf32>, %i: index, %j: index) {
  memref.prefetch %m[%i, %j], read, locality<3>, data : memref<100x100xf32>
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<100x100xf32>
  return
}
