// a kernel-launch-like structure with nested modules
module @host attributes {x.container} {
  module @kernels attributes {x.kernel_module} {
    "x.kernel"() <{sym_name = "add"}> ({
    ^bb0(%a: memref<?xf32, 1>, %b: memref<?xf32, 1>, %tid: index):
      %x = "x.load"(%a, %tid) : (memref<?xf32, 1>, index) -> f32
      %y = "x.load"(%b, %tid) : (memref<?xf32, 1>, index) -> f32
      %z = "x.add"(%x, %y) : (f32, f32) -> f32
      "x.store"(%z, %a, %tid) : (f32, memref<?xf32, 1>, index) -> ()
      "x.return"() : () -> ()
    }) : () -> ()
  }
  "x.launch"() {kernel = @kernels::@add, grid = array<i64: 128, 1, 1>, block = array<i64: 256, 1, 1>} : () -> ()
}
