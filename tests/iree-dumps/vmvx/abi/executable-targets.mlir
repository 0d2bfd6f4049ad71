"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "hal.executable"() <{sym_name = "scale_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "vmvx_bytecode_fb", target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "scale_dispatch_0_elementwise_4_f32", workgroup_size = [1 : index, 1 : index, 1 : index]}> ({
      ^bb0(%arg16: !hal.device):
        %26 = "arith.constant"() <{value = 1 : index}> : () -> index
        "hal.return"(%26, %26, %26) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "vm.module"() <{sym_name = "module"}> ({
          "vm.func"() <{function_type = (!vm.buffer, !vm.buffer, !vm.list<!vm.buffer>, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (), sym_name = "scale_dispatch_0_elementwise_4_f32", sym_visibility = "private"}> ({
          ^bb0(%arg4: !vm.buffer, %arg5: !vm.buffer, %arg6: !vm.list<!vm.buffer>, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32):
            "vm.discard.refs"(%arg4) : (!vm.buffer) -> ()
            %12 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
            %13 = "vm.const.i32.zero"() : () -> i32
            %14 = "vm.const.i64"() <{value = 1 : i64}> : () -> i64
            %15 = "vm.const.i64"() <{value = 4 : i64}> : () -> i64
            %16 = "vm.const.i64.zero"() : () -> i64
            %17 = "vm.buffer.load.i32"(%arg5, %16) : (!vm.buffer, i64) -> i32
            "vm.discard.refs"(%arg5) : (!vm.buffer) -> ()
            %18 = "vm.bitcast.i32.f32"(%17) : (i32) -> f32
            %19 = "vm.list.get.ref"(%arg6, %13) : (!vm.list<!vm.buffer>, i32) -> !vm.buffer
            %20 = "vm.list.get.ref"(%arg6, %12) : (!vm.list<!vm.buffer>, i32) -> !vm.buffer
            "vm.discard.refs"(%arg6) : (!vm.list<!vm.buffer>) -> ()
            "vm.br"(%16)[^bb1] : (i64) -> ()
          ^bb1(%21: i64):  // 2 preds: ^bb0, ^bb2
            %22 = "vm.cmp.lt.i64.s"(%21, %15) : (i64, i64) -> i32
            "vm.cond_br"(%22)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb2:  // pred: ^bb1
            %23 = "vm.buffer.load.f32"(%19, %21) : (!vm.buffer, i64) -> f32
            %24 = "vm.mul.f32"(%23, %18) : (f32, f32) -> f32
            "vm.buffer.store.f32"(%20, %21, %24) : (!vm.buffer, i64, f32) -> ()
            %25 = "vm.add.i64"(%21, %14) : (i64, i64) -> i64
            "vm.br"(%25)[^bb1] : (i64) -> ()
          ^bb3:  // pred: ^bb1
            "vm.discard.refs"(%19, %20) : (!vm.buffer, !vm.buffer) -> ()
            "vm.return"() : () -> ()
          }) {vm.unwind} : () -> ()
          "vm.export"() <{export_name = "scale_dispatch_0_elementwise_4_f32", function_ref = @scale_dispatch_0_elementwise_4_f32}> : () -> ()
          "vm.module_terminator"() : () -> ()
        }) : () -> ()
      }) {vm.toplevel} : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, f32) -> (!hal.buffer_view, f32), sym_name = "scale"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: f32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "hal.element_type"() <{type = f32}> : () -> i32
    %4 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %3, %4, %2) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %5 = "stream.tensor.import"(%arg0, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %6:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %7 = "arith.bitcast"(%arg1) : (f32) -> i32
    %8 = "stream.cmd.execute"(%5, %6#0, %1, %1, %6#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>):
      "stream.cmd.dispatch"(%7, %arg2, %arg3, %1, %1, %0, %0, %1, %1) <{entry_points = [@scale_dispatch_0::@vmvx_bytecode_fb::@scale_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (i32, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %9 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %10 = "stream.timepoint.await"(%6#0, %1, %8) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %11 = "stream.tensor.export"(%10, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%11, %9) : (!hal.buffer_view, f32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi = "{\22a\22:[[\22ndarray\22,\22f32\22,1,4],\22f32\22],\22r\22:[[\22ndarray\22,\22f32\22,1,4],\22f32\22],\22v\22:1}", iree.abi.declaration = "sync func @scale(%input0: tensor<4xf32>, %input1: f32) -> (%output0: tensor<4xf32>, %output1: f32)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()