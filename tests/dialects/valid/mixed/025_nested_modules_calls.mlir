// Nested modules with private helpers, a global table and calls between functions.
module @program attributes {test.version = 2 : i32} {
  memref.global "private" constant @weights : memref<4xf32> = dense<[0.5, 0.25, 0.125, 0.0625]>
  func.func private @weight(%i: index) -> f32 {
    %w = memref.get_global @weights : memref<4xf32>
    %x = memref.load %w[%i] : memref<4xf32>
    return %x : f32
  }
  func.func @weighted_sum(%v: memref<4xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %zero = arith.constant 0.0 : f32
    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
      %x = memref.load %v[%i] : memref<4xf32>
      %w = func.call @weight(%i) : (index) -> f32
      %p = arith.mulf %x, %w fastmath<contract> : f32
      %s = arith.addf %acc, %p fastmath<contract> : f32
      scf.yield %s : f32
    }
    return %r : f32
  }
  module @unused {
    func.func private @decl(f32) -> f32
  }
}
