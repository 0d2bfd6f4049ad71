// memref.generic_atomic_rmw with a region ending in memref.atomic_yield.
func.func @f(%m: memref<10xf32>, %i: index, %x: f32) -> f32 {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur: f32):
    %s = arith.mulf %cur, %x : f32
    memref.atomic_yield %s : f32
  }
  return %0 : f32
}
