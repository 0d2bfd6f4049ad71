// memref ops in generic form; printed in custom form.
func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = "memref.load"(%m, %i) <{nontemporal = false}> : (memref<4xf32>, index) -> f32
  "memref.store"(%0, %m, %i) <{nontemporal = false}> : (f32, memref<4xf32>, index) -> ()
  %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
  return %0 : f32
}
