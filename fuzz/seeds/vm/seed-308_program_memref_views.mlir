// memref views with strided layouts and memory spaces
%m = "m.alloc"() : () -> memref<16x16xf32, 3>
%s = "m.subview"(%m) {offsets = array<i64: 2, 4>, sizes = array<i64: 4, 4>, strides = array<i64: 1, 1>} : (memref<16x16xf32, 3>) -> memref<4x4xf32, strided<[16, 1], offset: 36>, 3>
%c = "m.cast"(%s) : (memref<4x4xf32, strided<[16, 1], offset: 36>, 3>) -> memref<?x?xf32, strided<[?, ?], offset: ?>, 3>
%u = "m.cast"(%c) : (memref<?x?xf32, strided<[?, ?], offset: ?>, 3>) -> memref<*xf32, 3>
