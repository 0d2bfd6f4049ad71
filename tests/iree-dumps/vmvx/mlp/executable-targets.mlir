"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "hal.executable"() <{sym_name = "mlp_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "vmvx_bytecode_fb", target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "mlp_dispatch_0_matmul_8x32x16_f32", workgroup_size = [1 : index, 1 : index, 1 : index]}> ({
      ^bb0(%arg29: !hal.device):
        %102 = "arith.constant"() <{value = 1 : index}> : () -> index
        "hal.return"(%102, %102, %102) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "vm.module"() <{sym_name = "module"}> ({
          "vm.func"() <{function_type = (!vm.buffer, !vm.buffer, !vm.list<!vm.buffer>, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (), sym_name = "mlp_dispatch_0_matmul_8x32x16_f32", sym_visibility = "private"}> ({
          ^bb0(%arg17: !vm.buffer, %arg18: !vm.buffer, %arg19: !vm.list<!vm.buffer>, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32, %arg28: i32):
            "vm.discard.refs"(%arg17, %arg18) : (!vm.buffer, !vm.buffer) -> ()
            %52 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
            %53 = "vm.const.f32"() <{value = 5.000000e-01 : f32}> : () -> f32
            %54 = "vm.const.i64"() <{value = 16 : i64}> : () -> i64
            %55 = "vm.const.i64"() <{value = 32 : i64}> : () -> i64
            %56 = "vm.const.i64"() <{value = 1 : i64}> : () -> i64
            %57 = "vm.const.i64"() <{value = 8 : i64}> : () -> i64
            %58 = "vm.const.i64.zero"() : () -> i64
            %59 = "vm.const.f32.zero"() : () -> f32
            %60 = "vm.const.f32"() <{value = 1.000000e-01 : f32}> : () -> f32
            %61 = "vm.const.i64"() <{value = 1024 : i64}> : () -> i64
            %62 = "vm.const.i32.zero"() : () -> i32
            %63 = "vm.buffer.alloc"(%61, %62) : (i64, i32) -> !vm.buffer
            %64 = "vm.list.get.ref"(%arg19, %62) : (!vm.list<!vm.buffer>, i32) -> !vm.buffer
            %65 = "vm.list.get.ref"(%arg19, %52) : (!vm.list<!vm.buffer>, i32) -> !vm.buffer
            "vm.discard.refs"(%arg19) : (!vm.list<!vm.buffer>) -> ()
            "vm.br"(%58)[^bb1] : (i64) -> ()
          ^bb1(%66: i64):  // 2 preds: ^bb0, ^bb5
            %67 = "vm.cmp.lt.i64.s"(%66, %57) : (i64, i64) -> i32
            "vm.cond_br"(%67)[^bb2, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb2:  // pred: ^bb1
            %68 = "vm.mul.i64"(%66, %55) : (i64, i64) -> i64
            "vm.br"(%58)[^bb3] : (i64) -> ()
          ^bb3(%69: i64):  // 2 preds: ^bb2, ^bb4
            %70 = "vm.cmp.lt.i64.s"(%69, %55) : (i64, i64) -> i32
            "vm.cond_br"(%70)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb4:  // pred: ^bb3
            %71 = "vm.add.i64"(%68, %69) : (i64, i64) -> i64
            "vm.buffer.store.f32"(%63, %71, %59) : (!vm.buffer, i64, f32) -> ()
            %72 = "vm.add.i64"(%69, %56) : (i64, i64) -> i64
            "vm.br"(%72)[^bb3] : (i64) -> ()
          ^bb5:  // pred: ^bb3
            %73 = "vm.add.i64"(%66, %56) : (i64, i64) -> i64
            "vm.br"(%73)[^bb1] : (i64) -> ()
          ^bb6:  // pred: ^bb1
            "vm.br"(%58)[^bb7] : (i64) -> ()
          ^bb7(%74: i64):  // 2 preds: ^bb6, ^bb14
            %75 = "vm.cmp.lt.i64.s"(%74, %57) : (i64, i64) -> i32
            "vm.cond_br"(%75)[^bb8, ^bb15] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb8:  // pred: ^bb7
            %76 = "vm.mul.i64"(%74, %54) : (i64, i64) -> i64
            %77 = "vm.mul.i64"(%74, %55) : (i64, i64) -> i64
            "vm.br"(%58)[^bb9] : (i64) -> ()
          ^bb9(%78: i64):  // 2 preds: ^bb8, ^bb13
            %79 = "vm.cmp.lt.i64.s"(%78, %55) : (i64, i64) -> i32
            "vm.cond_br"(%79)[^bb10, ^bb14] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb10:  // pred: ^bb9
            %80 = "vm.add.i64"(%77, %78) : (i64, i64) -> i64
            "vm.br"(%58)[^bb11] : (i64) -> ()
          ^bb11(%81: i64):  // 2 preds: ^bb10, ^bb12
            %82 = "vm.cmp.lt.i64.s"(%81, %54) : (i64, i64) -> i32
            "vm.cond_br"(%82)[^bb12, ^bb13] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb12:  // pred: ^bb11
            %83 = "vm.add.i64"(%76, %81) : (i64, i64) -> i64
            %84 = "vm.buffer.load.f32"(%64, %83) : (!vm.buffer, i64) -> f32
            %85 = "vm.buffer.load.f32"(%63, %80) : (!vm.buffer, i64) -> f32
            %86 = "vm.fma.f32"(%84, %53, %85) : (f32, f32, f32) -> f32
            "vm.buffer.store.f32"(%63, %80, %86) : (!vm.buffer, i64, f32) -> ()
            %87 = "vm.add.i64"(%81, %56) : (i64, i64) -> i64
            "vm.br"(%87)[^bb11] : (i64) -> ()
          ^bb13:  // pred: ^bb11
            %88 = "vm.add.i64"(%78, %56) : (i64, i64) -> i64
            "vm.br"(%88)[^bb9] : (i64) -> ()
          ^bb14:  // pred: ^bb9
            %89 = "vm.add.i64"(%74, %56) : (i64, i64) -> i64
            "vm.br"(%89)[^bb7] : (i64) -> ()
          ^bb15:  // pred: ^bb7
            "vm.discard.refs"(%64) : (!vm.buffer) -> ()
            "vm.br"(%58)[^bb16] : (i64) -> ()
          ^bb16(%90: i64):  // 2 preds: ^bb15, ^bb20
            %91 = "vm.cmp.lt.i64.s"(%90, %57) : (i64, i64) -> i32
            "vm.cond_br"(%91)[^bb17, ^bb21] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb17:  // pred: ^bb16
            %92 = "vm.mul.i64"(%90, %55) : (i64, i64) -> i64
            "vm.br"(%58)[^bb18] : (i64) -> ()
          ^bb18(%93: i64):  // 2 preds: ^bb17, ^bb19
            %94 = "vm.cmp.lt.i64.s"(%93, %55) : (i64, i64) -> i32
            "vm.cond_br"(%94)[^bb19, ^bb20] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb19:  // pred: ^bb18
            %95 = "vm.add.i64"(%92, %93) : (i64, i64) -> i64
            %96 = "vm.buffer.load.f32"(%63, %95) : (!vm.buffer, i64) -> f32
            %97 = "vm.add.f32"(%96, %60) : (f32, f32) -> f32
            %98 = "vm.cmp.lt.f32.u"(%59, %97) : (f32, f32) -> i32
            %99 = "vm.select.f32"(%98, %97, %59) : (i32, f32, f32) -> f32
            "vm.buffer.store.f32"(%65, %95, %99) : (!vm.buffer, i64, f32) -> ()
            %100 = "vm.add.i64"(%93, %56) : (i64, i64) -> i64
            "vm.br"(%100)[^bb18] : (i64) -> ()
          ^bb20:  // pred: ^bb18
            %101 = "vm.add.i64"(%90, %56) : (i64, i64) -> i64
            "vm.br"(%101)[^bb16] : (i64) -> ()
          ^bb21:  // pred: ^bb16
            "vm.discard.refs"(%63, %65) : (!vm.buffer, !vm.buffer) -> ()
            "vm.return"() : () -> ()
          }) {vm.unwind} : () -> ()
          "vm.export"() <{export_name = "mlp_dispatch_0_matmul_8x32x16_f32", function_ref = @mlp_dispatch_0_matmul_8x32x16_f32}> : () -> ()
          "vm.module_terminator"() : () -> ()
        }) : () -> ()
      }) {vm.toplevel} : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "hal.executable"() <{sym_name = "mlp_dispatch_1", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "vmvx_bytecode_fb", target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "mlp_dispatch_1_matmul_8x4x32_f32", workgroup_size = [1 : index, 1 : index, 1 : index]}> ({
      ^bb0(%arg16: !hal.device):
        %51 = "arith.constant"() <{value = 1 : index}> : () -> index
        "hal.return"(%51, %51, %51) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "vm.module"() <{sym_name = "module"}> ({
          "vm.func"() <{function_type = (!vm.buffer, !vm.buffer, !vm.list<!vm.buffer>, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (), sym_name = "mlp_dispatch_1_matmul_8x4x32_f32", sym_visibility = "private"}> ({
          ^bb0(%arg4: !vm.buffer, %arg5: !vm.buffer, %arg6: !vm.list<!vm.buffer>, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32):
            "vm.discard.refs"(%arg4, %arg5) : (!vm.buffer, !vm.buffer) -> ()
            %16 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
            %17 = "vm.const.f32"() <{value = 2.500000e-01 : f32}> : () -> f32
            %18 = "vm.const.i64"() <{value = 32 : i64}> : () -> i64
            %19 = "vm.const.i64"() <{value = 4 : i64}> : () -> i64
            %20 = "vm.const.i64"() <{value = 1 : i64}> : () -> i64
            %21 = "vm.const.i64"() <{value = 8 : i64}> : () -> i64
            %22 = "vm.const.i64.zero"() : () -> i64
            %23 = "vm.const.f32.zero"() : () -> f32
            %24 = "vm.const.i32.zero"() : () -> i32
            %25 = "vm.list.get.ref"(%arg6, %24) : (!vm.list<!vm.buffer>, i32) -> !vm.buffer
            %26 = "vm.list.get.ref"(%arg6, %16) : (!vm.list<!vm.buffer>, i32) -> !vm.buffer
            "vm.discard.refs"(%arg6) : (!vm.list<!vm.buffer>) -> ()
            "vm.br"(%22)[^bb1] : (i64) -> ()
          ^bb1(%27: i64):  // 2 preds: ^bb0, ^bb5
            %28 = "vm.cmp.lt.i64.s"(%27, %21) : (i64, i64) -> i32
            "vm.cond_br"(%28)[^bb2, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb2:  // pred: ^bb1
            %29 = "vm.mul.i64"(%27, %19) : (i64, i64) -> i64
            "vm.br"(%22)[^bb3] : (i64) -> ()
          ^bb3(%30: i64):  // 2 preds: ^bb2, ^bb4
            %31 = "vm.cmp.lt.i64.s"(%30, %19) : (i64, i64) -> i32
            "vm.cond_br"(%31)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb4:  // pred: ^bb3
            %32 = "vm.add.i64"(%29, %30) : (i64, i64) -> i64
            "vm.buffer.store.f32"(%26, %32, %23) : (!vm.buffer, i64, f32) -> ()
            %33 = "vm.add.i64"(%30, %20) : (i64, i64) -> i64
            "vm.br"(%33)[^bb3] : (i64) -> ()
          ^bb5:  // pred: ^bb3
            %34 = "vm.add.i64"(%27, %20) : (i64, i64) -> i64
            "vm.br"(%34)[^bb1] : (i64) -> ()
          ^bb6:  // pred: ^bb1
            "vm.br"(%22)[^bb7] : (i64) -> ()
          ^bb7(%35: i64):  // 2 preds: ^bb6, ^bb14
            %36 = "vm.cmp.lt.i64.s"(%35, %21) : (i64, i64) -> i32
            "vm.cond_br"(%36)[^bb8, ^bb15] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb8:  // pred: ^bb7
            %37 = "vm.mul.i64"(%35, %18) : (i64, i64) -> i64
            %38 = "vm.mul.i64"(%35, %19) : (i64, i64) -> i64
            "vm.br"(%22)[^bb9] : (i64) -> ()
          ^bb9(%39: i64):  // 2 preds: ^bb8, ^bb13
            %40 = "vm.cmp.lt.i64.s"(%39, %19) : (i64, i64) -> i32
            "vm.cond_br"(%40)[^bb10, ^bb14] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb10:  // pred: ^bb9
            %41 = "vm.add.i64"(%38, %39) : (i64, i64) -> i64
            "vm.br"(%22)[^bb11] : (i64) -> ()
          ^bb11(%42: i64):  // 2 preds: ^bb10, ^bb12
            %43 = "vm.cmp.lt.i64.s"(%42, %18) : (i64, i64) -> i32
            "vm.cond_br"(%43)[^bb12, ^bb13] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb12:  // pred: ^bb11
            %44 = "vm.add.i64"(%37, %42) : (i64, i64) -> i64
            %45 = "vm.buffer.load.f32"(%25, %44) : (!vm.buffer, i64) -> f32
            %46 = "vm.buffer.load.f32"(%26, %41) : (!vm.buffer, i64) -> f32
            %47 = "vm.fma.f32"(%45, %17, %46) : (f32, f32, f32) -> f32
            "vm.buffer.store.f32"(%26, %41, %47) : (!vm.buffer, i64, f32) -> ()
            %48 = "vm.add.i64"(%42, %20) : (i64, i64) -> i64
            "vm.br"(%48)[^bb11] : (i64) -> ()
          ^bb13:  // pred: ^bb11
            %49 = "vm.add.i64"(%39, %20) : (i64, i64) -> i64
            "vm.br"(%49)[^bb9] : (i64) -> ()
          ^bb14:  // pred: ^bb9
            %50 = "vm.add.i64"(%35, %20) : (i64, i64) -> i64
            "vm.br"(%50)[^bb7] : (i64) -> ()
          ^bb15:  // pred: ^bb7
            "vm.discard.refs"(%25, %26) : (!vm.buffer, !vm.buffer) -> ()
            "vm.return"() : () -> ()
          }) {vm.unwind} : () -> ()
          "vm.export"() <{export_name = "mlp_dispatch_1_matmul_8x4x32_f32", function_ref = @mlp_dispatch_1_matmul_8x4x32_f32}> : () -> ()
          "vm.module_terminator"() : () -> ()
        }) : () -> ()
      }) {vm.toplevel} : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "mlp"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 128 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %3 = "arith.constant"() <{value = 512 : index}> : () -> index
    %4 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5 = "arith.constant"() <{value = 8 : index}> : () -> index
    %6 = "hal.element_type"() <{type = f32}> : () -> i32
    %7 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %6, %7, %5, %4) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %8 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x16xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %9:2 = "stream.resource.alloca"(%0) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %10:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %11 = "stream.timepoint.join"(%9#1, %10#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %12 = "stream.cmd.execute"(%8, %9#0, %10#0, %3, %0, %2, %11) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<external>, %arg3: !stream.resource<transient>):
      "stream.cmd.dispatch"(%arg1, %arg3, %3, %2, %1, %1, %3, %2) <{entry_points = [@mlp_dispatch_0::@vmvx_bytecode_fb::@mlp_dispatch_0_matmul_8x32x16_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg3, %arg2, %2, %0, %1, %1, %2, %0) <{entry_points = [@mlp_dispatch_1::@vmvx_bytecode_fb::@mlp_dispatch_1_matmul_8x4x32_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %13 = "stream.resource.dealloca"(%10#0, %2, %12) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %14 = "stream.timepoint.await"(%9#0, %0, %13) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %15 = "stream.tensor.export"(%14, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%15) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @mlp(%input0: tensor<8x16xf32>) -> (%output0: tensor<8x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()