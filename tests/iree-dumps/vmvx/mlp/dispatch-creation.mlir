"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "mlp"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "hal.tensor.import"(%arg0) <{name = "input0", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<8x16xf32>}> : (!hal.buffer_view) -> tensor<8x16xf32>
    %1 = "flow.dispatch.workgroups"(%0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg8: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>, %arg9: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>):
      %14 = "arith.constant"() <{value = dense<5.000000e-01> : tensor<16x32xf32>}> : () -> tensor<16x32xf32>
      %15 = "arith.constant"() <{value = 1.000000e-01 : f32}> : () -> f32
      %16 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %17 = "iree_tensor_ext.dispatch.tensor.load"(%arg8) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>) -> tensor<8x16xf32>
      %18 = "tensor.empty"() : () -> tensor<8x32xf32>
      %19 = "linalg.fill"(%16, %18) <{operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg15: f32, %arg16: f32):
        "linalg.yield"(%arg15) : (f32) -> ()
      }) : (f32, tensor<8x32xf32>) -> tensor<8x32xf32>
      %20 = "linalg.matmul"(%17, %14, %19) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
        %24 = "arith.mulf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %25 = "arith.addf"(%arg14, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%25) : (f32) -> ()
      }) : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
      %21 = "linalg.generic"(%20, %18) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg10: f32, %arg11: f32):
        %22 = "arith.addf"(%arg10, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %23 = "arith.maximumf"(%22, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%23) : (f32) -> ()
      }) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
      "iree_tensor_ext.dispatch.tensor.store"(%21, %arg9) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 32>, static_strides = array<i64: 1, 1>}> : (tensor<8x32xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) -> ()
      "flow.return"() : () -> ()
    }, {
      %13:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%13#0, %13#1, %13#2) : (index, index, index) -> ()
    }) : (tensor<8x16xf32>) -> tensor<8x32xf32>
    %2 = "flow.dispatch.workgroups"(%1) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>):
      %5 = "arith.constant"() <{value = dense<2.500000e-01> : tensor<32x4xf32>}> : () -> tensor<32x4xf32>
      %6 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %7 = "iree_tensor_ext.dispatch.tensor.load"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 32>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>) -> tensor<8x32xf32>
      %8 = "tensor.empty"() : () -> tensor<8x4xf32>
      %9 = "linalg.fill"(%6, %8) <{operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg6: f32, %arg7: f32):
        "linalg.yield"(%arg6) : (f32) -> ()
      }) : (f32, tensor<8x4xf32>) -> tensor<8x4xf32>
      %10 = "linalg.matmul"(%7, %5, %9) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
        %11 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %12 = "arith.addf"(%arg5, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%12) : (f32) -> ()
      }) : (tensor<8x32xf32>, tensor<32x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
      "iree_tensor_ext.dispatch.tensor.store"(%10, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>) -> ()
      "flow.return"() : () -> ()
    }, {
      %4:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%4#0, %4#1, %4#2) : (index, index, index) -> ()
    }) : (tensor<8x32xf32>) -> tensor<8x4xf32>
    %3 = "hal.tensor.export"(%2) <{name = "output0", source_encoding = tensor<8x4xf32>}> : (tensor<8x4xf32>) -> !hal.buffer_view
    "util.return"(%3) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @mlp(%input0: tensor<8x16xf32>) -> (%output0: tensor<8x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()