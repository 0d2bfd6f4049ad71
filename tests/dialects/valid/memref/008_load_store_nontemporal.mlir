// memref.load and memref.store with the nontemporal attribute.
func.func @f(%m: memref<8xf32>, %i: index) {
  %0 = memref.load %m[%i] {nontemporal = true} : memref<8xf32>
  memref.store %0, %m[%i] {nontemporal = true} : memref<8xf32>
  %1 = memref.load %m[%i] {nontemporal = false} : memref<8xf32>
  return
}
