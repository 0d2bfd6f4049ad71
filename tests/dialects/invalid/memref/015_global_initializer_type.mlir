// memref.global whose initializer element type differs from the memref type (generic form).
// MLIR-ERROR: 'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<1> : tensor<4xi32>}> : () -> ()
