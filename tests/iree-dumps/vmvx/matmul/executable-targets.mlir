"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "hal.executable"() <{sym_name = "matmul_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "vmvx_bytecode_fb", target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "matmul_dispatch_0_matmul_64x16x32_f32", workgroup_size = [1 : index, 1 : index, 1 : index]}> ({
      ^bb0(%arg17: !hal.device):
        %53 = "arith.constant"() <{value = 1 : index}> : () -> index
        "hal.return"(%53, %53, %53) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "vm.module"() <{sym_name = "module"}> ({
          "vm.func"() <{function_type = (!vm.buffer, !vm.buffer, !vm.list<!vm.buffer>, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (), sym_name = "matmul_dispatch_0_matmul_64x16x32_f32", sym_visibility = "private"}> ({
          ^bb0(%arg5: !vm.buffer, %arg6: !vm.buffer, %arg7: !vm.list<!vm.buffer>, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32, %arg16: i32):
            "vm.discard.refs"(%arg5, %arg6) : (!vm.buffer, !vm.buffer) -> ()
            %15 = "vm.const.i32"() <{value = 2 : i32}> : () -> i32
            %16 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
            %17 = "vm.const.i64"() <{value = 32 : i64}> : () -> i64
            %18 = "vm.const.i64"() <{value = 16 : i64}> : () -> i64
            %19 = "vm.const.i64"() <{value = 1 : i64}> : () -> i64
            %20 = "vm.const.i64"() <{value = 64 : i64}> : () -> i64
            %21 = "vm.const.f32.zero"() : () -> f32
            %22 = "vm.const.i64.zero"() : () -> i64
            %23 = "vm.const.i32.zero"() : () -> i32
            %24 = "vm.list.get.ref"(%arg7, %23) : (!vm.list<!vm.buffer>, i32) -> !vm.buffer
            %25 = "vm.list.get.ref"(%arg7, %16) : (!vm.list<!vm.buffer>, i32) -> !vm.buffer
            %26 = "vm.list.get.ref"(%arg7, %15) : (!vm.list<!vm.buffer>, i32) -> !vm.buffer
            "vm.discard.refs"(%arg7) : (!vm.list<!vm.buffer>) -> ()
            "vm.br"(%22)[^bb1] : (i64) -> ()
          ^bb1(%27: i64):  // 2 preds: ^bb0, ^bb5
            %28 = "vm.cmp.lt.i64.s"(%27, %20) : (i64, i64) -> i32
            "vm.cond_br"(%28)[^bb2, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb2:  // pred: ^bb1
            %29 = "vm.mul.i64"(%27, %18) : (i64, i64) -> i64
            "vm.br"(%22)[^bb3] : (i64) -> ()
          ^bb3(%30: i64):  // 2 preds: ^bb2, ^bb4
            %31 = "vm.cmp.lt.i64.s"(%30, %18) : (i64, i64) -> i32
            "vm.cond_br"(%31)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb4:  // pred: ^bb3
            %32 = "vm.add.i64"(%29, %30) : (i64, i64) -> i64
            "vm.buffer.store.f32"(%26, %32, %21) : (!vm.buffer, i64, f32) -> ()
            %33 = "vm.add.i64"(%30, %19) : (i64, i64) -> i64
            "vm.br"(%33)[^bb3] : (i64) -> ()
          ^bb5:  // pred: ^bb3
            %34 = "vm.add.i64"(%27, %19) : (i64, i64) -> i64
            "vm.br"(%34)[^bb1] : (i64) -> ()
          ^bb6:  // pred: ^bb1
            "vm.br"(%22)[^bb7] : (i64) -> ()
          ^bb7(%35: i64):  // 2 preds: ^bb6, ^bb14
            %36 = "vm.cmp.lt.i64.s"(%35, %20) : (i64, i64) -> i32
            "vm.cond_br"(%36)[^bb8, ^bb15] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb8:  // pred: ^bb7
            %37 = "vm.mul.i64"(%35, %17) : (i64, i64) -> i64
            %38 = "vm.mul.i64"(%35, %18) : (i64, i64) -> i64
            "vm.br"(%22)[^bb9] : (i64) -> ()
          ^bb9(%39: i64):  // 2 preds: ^bb8, ^bb13
            %40 = "vm.cmp.lt.i64.s"(%39, %18) : (i64, i64) -> i32
            "vm.cond_br"(%40)[^bb10, ^bb14] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb10:  // pred: ^bb9
            %41 = "vm.add.i64"(%38, %39) : (i64, i64) -> i64
            "vm.br"(%22)[^bb11] : (i64) -> ()
          ^bb11(%42: i64):  // 2 preds: ^bb10, ^bb12
            %43 = "vm.cmp.lt.i64.s"(%42, %17) : (i64, i64) -> i32
            "vm.cond_br"(%43)[^bb12, ^bb13] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
          ^bb12:  // pred: ^bb11
            %44 = "vm.add.i64"(%37, %42) : (i64, i64) -> i64
            %45 = "vm.buffer.load.f32"(%24, %44) : (!vm.buffer, i64) -> f32
            %46 = "vm.fma.i64"(%42, %18, %39) : (i64, i64, i64) -> i64
            %47 = "vm.buffer.load.f32"(%25, %46) : (!vm.buffer, i64) -> f32
            %48 = "vm.buffer.load.f32"(%26, %41) : (!vm.buffer, i64) -> f32
            %49 = "vm.fma.f32"(%45, %47, %48) : (f32, f32, f32) -> f32
            "vm.buffer.store.f32"(%26, %41, %49) : (!vm.buffer, i64, f32) -> ()
            %50 = "vm.add.i64"(%42, %19) : (i64, i64) -> i64
            "vm.br"(%50)[^bb11] : (i64) -> ()
          ^bb13:  // pred: ^bb11
            %51 = "vm.add.i64"(%39, %19) : (i64, i64) -> i64
            "vm.br"(%51)[^bb9] : (i64) -> ()
          ^bb14:  // pred: ^bb9
            %52 = "vm.add.i64"(%35, %19) : (i64, i64) -> i64
            "vm.br"(%52)[^bb7] : (i64) -> ()
          ^bb15:  // pred: ^bb7
            "vm.discard.refs"(%24, %25, %26) : (!vm.buffer, !vm.buffer, !vm.buffer) -> ()
            "vm.return"() : () -> ()
          }) {vm.unwind} : () -> ()
          "vm.export"() <{export_name = "matmul_dispatch_0_matmul_64x16x32_f32", function_ref = @matmul_dispatch_0_matmul_64x16x32_f32}> : () -> ()
          "vm.module_terminator"() : () -> ()
        }) : () -> ()
      }) {vm.toplevel} : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "matmul"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4096 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2048 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8192 : index}> : () -> index
    %4 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5 = "arith.constant"() <{value = 32 : index}> : () -> index
    %6 = "arith.constant"() <{value = 64 : index}> : () -> index
    %7 = "hal.element_type"() <{type = f32}> : () -> i32
    %8 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %7, %8, %6, %5) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %9 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<64x32xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %7, %8, %5, %4) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %10 = "stream.tensor.import"(%arg1, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<32x16xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %11:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %12 = "stream.cmd.execute"(%9, %10, %11#0, %3, %2, %1, %11#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>, %arg4: !stream.resource<external>):
      "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %3, %2, %1, %0, %0, %0, %3, %2, %1) <{entry_points = [@matmul_dispatch_0::@vmvx_bytecode_fb::@matmul_dispatch_0_matmul_64x16x32_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %13 = "stream.timepoint.await"(%11#0, %1, %12) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %14 = "stream.tensor.export"(%13, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<64x16xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%14) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @matmul(%input0: tensor<64x32xf32>, %input1: tensor<32x16xf32>) -> (%output0: tensor<64x16xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()