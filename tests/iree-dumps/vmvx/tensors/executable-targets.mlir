"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "hal.executable"() <{sym_name = "add_scale_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "vmvx_bytecode_fb", target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "add_scale_dispatch_0_elementwise_32_f32", workgroup_size = [1 : index, 1 : index, 1 : index]}> ({
      ^bb0(%arg51: !hal.device):
        %102 = "arith.constant"() <{value = 1 : index}> : () -> index
        "hal.return"(%102, %102, %102) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "vm.module"() <{sym_name = "module"}> ({
          "vm.func"() <{function_type = (!vm.buffer, !vm.buffer, !vm.list<!vm.buffer>, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (), sym_name = "add_scale_dispatch_0_elementwise_32_f32", sym_visibility = "private"}> ({
          ^bb0(%arg39: !vm.buffer, %arg40: !vm.buffer, %arg41: !vm.list<!vm.buffer>, %arg42: i32, %arg43: i32, %arg44: i32, %arg45: i32, %arg46: i32, %arg47: i32, %arg48: i32, %arg49: i32, %arg50: i32):
            "vm.discard.refs"(%arg39) : (!vm.buffer) -> ()
            %84 = "vm.const.i32"() <{value = 2 : i32}> : () -> i32
            %85 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
            %86 = "vm.const.i32.zero"() : () -> i32
            %87 = "vm.const.i64"() <{value = 1 : i64}> : () -> i64
            %88 = "vm.const.i64"() <{value = 32 : i64}> : () -> i64
            %89 = "vm.const.i64.zero"() : () -> i64
            %90 = "vm.buffer.load.i32"(%arg40, %89) : (!vm.buffer, i64) -> i32
            "vm.discard.refs"(%arg40) : (!vm.buffer) -> ()
            %91 = "vm.bitcast.i32.f32"(%90) : (i32) -> f32
            %92 = "vm.list.get.ref"(%arg41, %86) : (!vm.list<!vm.buffer>, i32) -> !vm.buffer
            %93 = "vm.list.get.ref"(%arg41, %85) : (!vm.list<!vm.buffer>, i32) -> !vm.buffer
            %94 = "vm.list.get.ref"(%arg41, %84) : (!vm.list<!vm.buffer>, i32) -> !vm.buffer
            "vm.discard.refs"(%arg41) : (!vm.list<!vm.buffer>) -> ()
            "vm.br"(%89)[^bb1] : (i64) -> ()
          ^bb1(%95: i64):  // 2 preds: ^bb0, ^bb2
            %96 = "vm.cmp.lt.i64.s"(%95, %88) : (i64, i64) -> i32
            "vm.cond_br"(%96)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb2:  // pred: ^bb1
            %97 = "vm.buffer.load.f32"(%92, %95) : (!vm.buffer, i64) -> f32
            %98 = "vm.buffer.load.f32"(%93, %95) : (!vm.buffer, i64) -> f32
            %99 = "vm.add.f32"(%97, %98) : (f32, f32) -> f32
            %100 = "vm.mul.f32"(%99, %91) : (f32, f32) -> f32
            "vm.buffer.store.f32"(%94, %95, %100) : (!vm.buffer, i64, f32) -> ()
            %101 = "vm.add.i64"(%95, %87) : (i64, i64) -> i64
            "vm.br"(%101)[^bb1] : (i64) -> ()
          ^bb3:  // pred: ^bb1
            "vm.discard.refs"(%92, %93, %94) : (!vm.buffer, !vm.buffer, !vm.buffer) -> ()
            "vm.return"() : () -> ()
          }) {vm.unwind} : () -> ()
          "vm.export"() <{export_name = "add_scale_dispatch_0_elementwise_32_f32", function_ref = @add_scale_dispatch_0_elementwise_32_f32}> : () -> ()
          "vm.module_terminator"() : () -> ()
        }) : () -> ()
      }) {vm.toplevel} : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, f32) -> !hal.buffer_view, sym_name = "add_scale"}> ({
  ^bb0(%arg33: !hal.buffer_view, %arg34: !hal.buffer_view, %arg35: f32):
    %71 = "arith.constant"() <{value = 0 : index}> : () -> index
    %72 = "arith.constant"() <{value = 128 : index}> : () -> index
    %73 = "arith.constant"() <{value = 8 : index}> : () -> index
    %74 = "arith.constant"() <{value = 4 : index}> : () -> index
    %75 = "hal.element_type"() <{type = f32}> : () -> i32
    %76 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg33, %75, %76, %74, %73) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %77 = "stream.tensor.import"(%arg33, %72) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg34, %75, %76, %74, %73) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %78 = "stream.tensor.import"(%arg34, %72) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %79:2 = "stream.resource.alloca"(%72) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %80 = "arith.bitcast"(%arg35) : (f32) -> i32
    %81 = "stream.cmd.execute"(%77, %78, %79#0, %72, %72, %72, %79#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg36: !stream.resource<external>, %arg37: !stream.resource<external>, %arg38: !stream.resource<external>):
      "stream.cmd.dispatch"(%80, %arg36, %arg37, %arg38, %72, %72, %72, %71, %71, %71, %72, %72, %72) <{entry_points = [@add_scale_dispatch_0::@vmvx_bytecode_fb::@add_scale_dispatch_0_elementwise_32_f32], operandSegmentSizes = array<i32: 0, 1, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (i32, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %82 = "stream.timepoint.await"(%79#0, %72, %81) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %83 = "stream.tensor.export"(%82, %72) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%83) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @add_scale(%input0: tensor<4x8xf32>, %input1: tensor<4x8xf32>, %input2: f32) -> (%output0: tensor<4x8xf32>)"}} : () -> ()
  "hal.executable"() <{sym_name = "dynamic_sum_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "vmvx_bytecode_fb", target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "dynamic_sum_dispatch_0_reduction_D_f32", workgroup_size = [1 : index, 1 : index, 1 : index]}> ({
      ^bb0(%arg31: !hal.device, %arg32: index):
        %70 = "arith.constant"() <{value = 1 : index}> : () -> index
        "hal.return"(%70, %70, %70) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "vm.module"() <{sym_name = "module"}> ({
          "vm.func"() <{function_type = (!vm.buffer, !vm.buffer, !vm.list<!vm.buffer>, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (), sym_name = "dynamic_sum_dispatch_0_reduction_D_f32", sym_visibility = "private"}> ({
          ^bb0(%arg19: !vm.buffer, %arg20: !vm.buffer, %arg21: !vm.list<!vm.buffer>, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32, %arg28: i32, %arg29: i32, %arg30: i32):
            "vm.discard.refs"(%arg19) : (!vm.buffer) -> ()
            %50 = "vm.const.i32.zero"() : () -> i32
            %51 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
            %52 = "vm.const.i32"() <{value = 32 : i32}> : () -> i32
            %53 = "vm.const.i64"() <{value = 1 : i64}> : () -> i64
            %54 = "vm.const.f32.zero"() : () -> f32
            %55 = "vm.const.i64.zero"() : () -> i64
            %56 = "vm.buffer.load.i32"(%arg20, %55) : (!vm.buffer, i64) -> i32
            %57 = "vm.buffer.load.i32"(%arg20, %53) : (!vm.buffer, i64) -> i32
            "vm.discard.refs"(%arg20) : (!vm.buffer) -> ()
            %58 = "vm.ext.i32.i64.u"(%56) : (i32) -> i64
            %59 = "vm.ext.i32.i64.u"(%57) : (i32) -> i64
            %60 = "vm.shl.i64"(%59, %52) : (i64, i32) -> i64
            %61 = "vm.or.i64"(%58, %60) : (i64, i64) -> i64
            %62 = "vm.list.get.ref"(%arg21, %51) : (!vm.list<!vm.buffer>, i32) -> !vm.buffer
            %63 = "vm.list.get.ref"(%arg21, %50) : (!vm.list<!vm.buffer>, i32) -> !vm.buffer
            "vm.discard.refs"(%arg21) : (!vm.list<!vm.buffer>) -> ()
            "vm.buffer.store.f32"(%62, %55, %54) : (!vm.buffer, i64, f32) -> ()
            "vm.br"(%55)[^bb1] : (i64) -> ()
          ^bb1(%64: i64):  // 2 preds: ^bb0, ^bb2
            %65 = "vm.cmp.lt.i64.s"(%64, %61) : (i64, i64) -> i32
            "vm.cond_br"(%65)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb2:  // pred: ^bb1
            %66 = "vm.buffer.load.f32"(%63, %64) : (!vm.buffer, i64) -> f32
            %67 = "vm.buffer.load.f32"(%62, %55) : (!vm.buffer, i64) -> f32
            %68 = "vm.add.f32"(%66, %67) : (f32, f32) -> f32
            "vm.buffer.store.f32"(%62, %55, %68) : (!vm.buffer, i64, f32) -> ()
            %69 = "vm.add.i64"(%64, %53) : (i64, i64) -> i64
            "vm.br"(%69)[^bb1] : (i64) -> ()
          ^bb3:  // pred: ^bb1
            "vm.discard.refs"(%62, %63) : (!vm.buffer, !vm.buffer) -> ()
            "vm.return"() : () -> ()
          }) {vm.unwind} : () -> ()
          "vm.export"() <{export_name = "dynamic_sum_dispatch_0_reduction_D_f32", function_ref = @dynamic_sum_dispatch_0_reduction_D_f32}> : () -> ()
          "vm.module_terminator"() : () -> ()
        }) : () -> ()
      }) {vm.toplevel} : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "dynamic_sum"}> ({
  ^bb0(%arg16: !hal.buffer_view):
    %34 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %35 = "arith.constant"() <{value = 0 : index}> : () -> index
    %36 = "arith.constant"() <{value = 4 : index}> : () -> index
    %37 = "hal.buffer_view.dim"(%arg16) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %38 = "hal.element_type"() <{type = f32}> : () -> i32
    %39 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg16, %38, %39, %37) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %40 = "arith.muli"(%37, %36) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %41 = "stream.tensor.import"(%arg16, %37, %40) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external>
    %42:2 = "stream.resource.alloca"(%36) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %43 = "arith.index_castui"(%37) : (index) -> i64
    %44 = "arith.index_castui"(%37) : (index) -> i32
    %45 = "arith.shrui"(%43, %34) : (i64, i64) -> i64
    %46 = "arith.trunci"(%45) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %47 = "stream.cmd.execute"(%41, %42#0, %40, %36, %42#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg17: !stream.resource<external>, %arg18: !stream.resource<external>):
      "stream.cmd.dispatch"(%37, %44, %46, %arg17, %arg18, %40, %36, %35, %35, %40, %36) <{entry_points = [@dynamic_sum_dispatch_0::@vmvx_bytecode_fb::@dynamic_sum_dispatch_0_reduction_D_f32], operandSegmentSizes = array<i32: 1, 2, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (index, i32, i32, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %48 = "stream.timepoint.await"(%42#0, %36, %47) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %49 = "stream.tensor.export"(%48, %36) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<f32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%49) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @dynamic_sum(%input0: tensor<?xf32>) -> (%output0: tensor<f32>)"}} : () -> ()
  "hal.executable"() <{sym_name = "slice_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "vmvx_bytecode_fb", target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "slice_dispatch_0_slow_memcpy", workgroup_size = [1 : index, 1 : index, 1 : index]}> ({
      ^bb0(%arg15: !hal.device):
        %33 = "arith.constant"() <{value = 1 : index}> : () -> index
        "hal.return"(%33, %33, %33) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "vm.module"() <{sym_name = "module"}> ({
          "vm.func"() <{function_type = (!vm.buffer, !vm.buffer, !vm.list<!vm.buffer>, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (), sym_name = "slice_dispatch_0_slow_memcpy", sym_visibility = "private"}> ({
          ^bb0(%arg3: !vm.buffer, %arg4: !vm.buffer, %arg5: !vm.list<!vm.buffer>, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32, %arg13: i32, %arg14: i32):
            "vm.discard.refs"(%arg3, %arg4) : (!vm.buffer, !vm.buffer) -> ()
            %11 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
            %12 = "vm.const.i64"() <{value = 10 : i64}> : () -> i64
            %13 = "vm.const.i64"() <{value = 8 : i64}> : () -> i64
            %14 = "vm.const.i64"() <{value = 4 : i64}> : () -> i64
            %15 = "vm.const.i64"() <{value = 1 : i64}> : () -> i64
            %16 = "vm.const.i64"() <{value = 2 : i64}> : () -> i64
            %17 = "vm.const.i64.zero"() : () -> i64
            %18 = "vm.const.i32.zero"() : () -> i32
            %19 = "vm.list.get.ref"(%arg5, %18) : (!vm.list<!vm.buffer>, i32) -> !vm.buffer
            %20 = "vm.list.get.ref"(%arg5, %11) : (!vm.list<!vm.buffer>, i32) -> !vm.buffer
            "vm.discard.refs"(%arg5) : (!vm.list<!vm.buffer>) -> ()
            "vm.br"(%17)[^bb1] : (i64) -> ()
          ^bb1(%21: i64):  // 2 preds: ^bb0, ^bb5
            %22 = "vm.cmp.lt.i64.s"(%21, %16) : (i64, i64) -> i32
            "vm.cond_br"(%22)[^bb2, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb2:  // pred: ^bb1
            %23 = "vm.mul.i64"(%21, %13) : (i64, i64) -> i64
            %24 = "vm.mul.i64"(%21, %14) : (i64, i64) -> i64
            "vm.br"(%17)[^bb3] : (i64) -> ()
          ^bb3(%25: i64):  // 2 preds: ^bb2, ^bb4
            %26 = "vm.cmp.lt.i64.s"(%25, %14) : (i64, i64) -> i32
            "vm.cond_br"(%26)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb4:  // pred: ^bb3
            %27 = "vm.add.i64"(%23, %25) : (i64, i64) -> i64
            %28 = "vm.add.i64"(%27, %12) : (i64, i64) -> i64
            %29 = "vm.buffer.load.i32"(%19, %28) : (!vm.buffer, i64) -> i32
            %30 = "vm.add.i64"(%24, %25) : (i64, i64) -> i64
            "vm.buffer.store.i32"(%20, %30, %29) : (!vm.buffer, i64, i32) -> ()
            %31 = "vm.add.i64"(%25, %15) : (i64, i64) -> i64
            "vm.br"(%31)[^bb3] : (i64) -> ()
          ^bb5:  // pred: ^bb3
            %32 = "vm.add.i64"(%21, %15) : (i64, i64) -> i64
            "vm.br"(%32)[^bb1] : (i64) -> ()
          ^bb6:  // pred: ^bb1
            "vm.discard.refs"(%19, %20) : (!vm.buffer, !vm.buffer) -> ()
            "vm.return"() : () -> ()
          }) {vm.unwind} : () -> ()
          "vm.export"() <{export_name = "slice_dispatch_0_slow_memcpy", function_ref = @slice_dispatch_0_slow_memcpy}> : () -> ()
          "vm.module_terminator"() : () -> ()
        }) : () -> ()
      }) {vm.toplevel} : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "slice"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 32 : index}> : () -> index
    %2 = "arith.constant"() <{value = 256 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4 = "hal.element_type"() <{type = i32}> : () -> i32
    %5 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %4, %5, %3, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %6 = "stream.tensor.import"(%arg0, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x8xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %7:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %8 = "stream.cmd.execute"(%6, %7#0, %2, %1, %7#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<external>):
      "stream.cmd.dispatch"(%arg1, %arg2, %2, %1, %0, %0, %2, %1) <{entry_points = [@slice_dispatch_0::@vmvx_bytecode_fb::@slice_dispatch_0_slow_memcpy], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %9 = "stream.timepoint.await"(%7#0, %1, %8) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %10 = "stream.tensor.export"(%9, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%10) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @slice(%input0: tensor<8x8xi32>) -> (%output0: tensor<2x4xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()