"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "flow.executable"() <{sym_name = "mlp_dispatch_0", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @mlp_dispatch_0_matmul_8x32x16_f32, sym_name = "mlp_dispatch_0_matmul_8x32x16_f32"}> ({
      %25:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%25#0, %25#1, %25#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) -> (), sym_name = "mlp_dispatch_0_matmul_8x32x16_f32"}> ({
      ^bb0(%arg8: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>, %arg9: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>):
        %13 = "arith.constant"() <{value = dense<5.000000e-01> : tensor<16x32xf32>}> : () -> tensor<16x32xf32>
        %14 = "arith.constant"() <{value = 1.000000e-01 : f32}> : () -> f32
        %15 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %16 = "iree_tensor_ext.dispatch.tensor.load"(%arg8) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>) -> tensor<8x16xf32>
        %17 = "tensor.empty"() : () -> tensor<8x32xf32>
        %18 = "linalg.fill"(%15, %17) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg15: f32, %arg16: f32):
          "linalg.yield"(%arg15) : (f32) -> ()
        }) : (f32, tensor<8x32xf32>) -> tensor<8x32xf32>
        %19 = "linalg.matmul"(%16, %13, %18) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
          %23 = "arith.mulf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %24 = "arith.addf"(%arg14, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%24) : (f32) -> ()
        }) : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
        %20 = "linalg.generic"(%19, %17) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg10: f32, %arg11: f32):
          %21 = "arith.addf"(%arg10, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %22 = "arith.maximumf"(%21, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%22) : (f32) -> ()
        }) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%20, %arg9) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 32>, static_strides = array<i64: 1, 1>}> : (tensor<8x32xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "flow.executable_end"() : () -> ()
  }) : () -> ()
  "flow.executable"() <{sym_name = "mlp_dispatch_1", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @mlp_dispatch_1_matmul_8x4x32_f32, sym_name = "mlp_dispatch_1_matmul_8x4x32_f32"}> ({
      %12:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%12#0, %12#1, %12#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>) -> (), sym_name = "mlp_dispatch_1_matmul_8x4x32_f32"}> ({
      ^bb0(%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>):
        %4 = "arith.constant"() <{value = dense<2.500000e-01> : tensor<32x4xf32>}> : () -> tensor<32x4xf32>
        %5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %6 = "iree_tensor_ext.dispatch.tensor.load"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 32>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>) -> tensor<8x32xf32>
        %7 = "tensor.empty"() : () -> tensor<8x4xf32>
        %8 = "linalg.fill"(%5, %7) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg6: f32, %arg7: f32):
          "linalg.yield"(%arg6) : (f32) -> ()
        }) : (f32, tensor<8x4xf32>) -> tensor<8x4xf32>
        %9 = "linalg.matmul"(%6, %4, %8) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
          %10 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %11 = "arith.addf"(%arg5, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%11) : (f32) -> ()
        }) : (tensor<8x32xf32>, tensor<32x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%9, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "flow.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "mlp"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "hal.tensor.import"(%arg0) <{name = "input0", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<8x16xf32>}> : (!hal.buffer_view) -> tensor<8x16xf32>
    %1 = "flow.dispatch"(%0) <{entry_points = [@mlp_dispatch_0::@mlp_dispatch_0_matmul_8x32x16_f32], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [-1 : index]}> : (tensor<8x16xf32>) -> tensor<8x32xf32>
    %2 = "flow.dispatch"(%1) <{entry_points = [@mlp_dispatch_1::@mlp_dispatch_1_matmul_8x4x32_f32], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [-1 : index]}> : (tensor<8x32xf32>) -> tensor<8x4xf32>
    %3 = "hal.tensor.export"(%2) <{name = "output0", source_encoding = tensor<8x4xf32>}> : (tensor<8x4xf32>) -> !hal.buffer_view
    "util.return"(%3) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @mlp(%input0: tensor<8x16xf32>) -> (%output0: tensor<8x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()