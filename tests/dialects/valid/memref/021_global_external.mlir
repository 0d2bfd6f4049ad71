// memref.global declarations without an initializer (external).
memref.global "private" @ext : memref<8xi8>
memref.global "nested" @nested : memref<f32>
