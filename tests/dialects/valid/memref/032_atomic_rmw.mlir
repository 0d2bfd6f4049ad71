// memref.atomic_rmw with several kinds on floats and integers.
func.func @f(%m: memref<10xf32>, %n: memref<10xi32>, %i: index, %x: f32, %y: i32) {
  %0 = memref.atomic_rmw addf %x, %m[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw maximumf %x, %m[%i] : (f32, memref<10xf32>) -> f32
  %2 = memref.atomic_rmw addi %y, %n[%i] : (i32, memref<10xi32>) -> i32
  %3 = memref.atomic_rmw maxs %y, %n[%i] : (i32, memref<10xi32>) -> i32
  %4 = memref.atomic_rmw assign %y, %n[%i] : (i32, memref<10xi32>) -> i32
  %5 = memref.atomic_rmw andi %y, %n[%i] : (i32, memref<10xi32>) -> i32
  return
}
