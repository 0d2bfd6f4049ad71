"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "__constant_tensor_4xi32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %31 = "arith.constant"() <{value = 0 : index}> : () -> index
    %32 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %33 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %34 = "util.buffer.constant"() <{alignment = 64 : index, value = #util.composite<64xi8, [
    dense<[5, 6, 7, 9]> : tensor<4xi32>,
    dense<0> : vector<48xi8>,
]>}> : () -> !util.buffer
    %35 = "arith.constant"() <{value = 64 : index}> : () -> index
    %36:2 = "stream.resource.try_map"(%34, %31, %35) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index) -> (i1, !stream.resource<constant>)
    "cf.cond_br"(%36#0, %33, %36#1)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, !stream.timepoint, !stream.resource<constant>) -> ()
  ^bb1:  // pred: ^bb0
    %37 = "stream.resource.alloc"(%35) <{affinity = #hal.device.affinity<@__device_0>, uninitialized}> : (index) -> !stream.resource<constant>
    %38 = "stream.file.constant"(%34, %35, %31, %35) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index, index) -> !stream.file
    %39 = "stream.file.read"(%38, %32, %37, %35, %31, %35, %33) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.file, i64, !stream.resource<constant>, index, index, index, !stream.timepoint) -> !stream.timepoint
    "cf.br"(%39, %37)[^bb2] : (!stream.timepoint, !stream.resource<constant>) -> ()
  ^bb2(%40: !stream.timepoint, %41: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %42 = "stream.timepoint.await"(%41, %35, %40) <{operandSegmentSizes = array<i32: 1, 1, 1>, sync}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    "util.global.store"(%42) <{global = @__constant_tensor_4xi32}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "hal.executable"() <{sym_name = "f_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "vmvx_bytecode_fb", target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "f_dispatch_0_elementwise_4_f32", workgroup_size = [1 : index, 1 : index, 1 : index]}> ({
      ^bb0(%arg16: !hal.device):
        %30 = "arith.constant"() <{value = 1 : index}> : () -> index
        "hal.return"(%30, %30, %30) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "vm.module"() <{sym_name = "module"}> ({
          "vm.rodata"() <{alignment = 64 : i64, sym_name = "_const", sym_visibility = "private", value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> ()
          "vm.func"() <{function_type = (!vm.buffer, !vm.buffer, !vm.list<!vm.buffer>, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (), sym_name = "f_dispatch_0_elementwise_4_f32", sym_visibility = "private"}> ({
          ^bb0(%arg4: !vm.buffer, %arg5: !vm.buffer, %arg6: !vm.list<!vm.buffer>, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32):
            "vm.discard.refs"(%arg4, %arg5) : (!vm.buffer, !vm.buffer) -> ()
            %16 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
            %17 = "vm.const.i32.zero"() : () -> i32
            %18 = "vm.const.i64.zero"() : () -> i64
            %19 = "vm.const.i64"() <{value = 4 : i64}> : () -> i64
            %20 = "vm.const.i64"() <{value = 1 : i64}> : () -> i64
            %21 = "vm.const.ref.rodata"() <{rodata = @_const}> : () -> !vm.buffer
            %22 = "vm.list.get.ref"(%arg6, %17) : (!vm.list<!vm.buffer>, i32) -> !vm.buffer
            %23 = "vm.list.get.ref"(%arg6, %16) : (!vm.list<!vm.buffer>, i32) -> !vm.buffer
            "vm.discard.refs"(%arg6) : (!vm.list<!vm.buffer>) -> ()
            "vm.br"(%18)[^bb1] : (i64) -> ()
          ^bb1(%24: i64):  // 2 preds: ^bb0, ^bb2
            %25 = "vm.cmp.lt.i64.s"(%24, %19) : (i64, i64) -> i32
            "vm.cond_br"(%25)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb2:  // pred: ^bb1
            %26 = "vm.buffer.load.f32"(%22, %24) : (!vm.buffer, i64) -> f32
            %27 = "vm.buffer.load.f32"(%21, %24) : (!vm.buffer, i64) -> f32
            %28 = "vm.add.f32"(%26, %27) : (f32, f32) -> f32
            "vm.buffer.store.f32"(%23, %24, %28) : (!vm.buffer, i64, f32) -> ()
            %29 = "vm.add.i64"(%24, %20) : (i64, i64) -> i64
            "vm.br"(%29)[^bb1] : (i64) -> ()
          ^bb3:  // pred: ^bb1
            "vm.discard.refs"(%21, %22, %23) : (!vm.buffer, !vm.buffer, !vm.buffer) -> ()
            "vm.return"() : () -> ()
          }) {vm.unwind} : () -> ()
          "vm.export"() <{export_name = "f_dispatch_0_elementwise_4_f32", function_ref = @f_dispatch_0_elementwise_4_f32}> : () -> ()
          "vm.module_terminator"() : () -> ()
        }) : () -> ()
      }) {vm.toplevel} : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "f"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "arith.constant"() <{value = 64 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5 = "util.global.load"() <{global = @__constant_tensor_4xi32, is_immutable}> : () -> !stream.resource<constant>
    %6 = "hal.element_type"() <{type = f32}> : () -> i32
    %7 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %6, %7, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %8 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %9:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %10 = "stream.cmd.execute"(%8, %5, %9#0, %4, %2, %1, %9#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<constant>, %arg3: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg1, %arg3, %4, %1, %0, %0, %4, %1) <{entry_points = [@f_dispatch_0::@vmvx_bytecode_fb::@f_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.copy"(%arg2, %2, %0, %arg3, %1, %2, %4) : (!stream.resource<constant>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %11 = "stream.timepoint.await"(%9#0, %1, %10) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %12 = "stream.resource.subview"(%11, %1, %2, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %13 = "stream.resource.subview"(%11, %1, %0, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %14 = "stream.tensor.export"(%12, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %15 = "stream.tensor.export"(%13, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%15, %14) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @f(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>, %output1: tensor<4xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()