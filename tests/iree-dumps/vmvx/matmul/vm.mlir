"builtin.module"() ({
  "vm.module"() <{sym_name = "module"}> ({
    "vm.global.ref"() <{is_mutable, sym_name = "__device_0", sym_visibility = "private", type = !vm.ref<!hal.device>}> : () -> ()
    "vm.global.ref"() <{is_mutable, sym_name = "__device_0_executable_0_matmul_dispatch_0", sym_visibility = "private", type = !vm.ref<!hal.executable>}> : () -> ()
    "vm.global.ref"() <{is_mutable, sym_name = "__matmul_memoize_result_0_device_0", sym_visibility = "private", type = !vm.ref<!hal.command_buffer>}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_hal_device_id_C6650FF277232B5A", sym_visibility = "private", value = "hal.device.id"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_local_1A8FF0278D7661D8", sym_visibility = "private", value = "local*"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_hal_executable_format_E03EECB63A2AAF52", sym_visibility = "private", value = "hal.executable.format"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_vmvx_bytecode_fb_F1ACBACD5F08C222", sym_visibility = "private", value = "vmvx-bytecode-fb"}> : () -> ()
    "vm.rodata"() <{alignment = 16 : i64, mime_type = "application/x-flatbuffers", sym_name = "matmul_dispatch_0_vmvx_bytecode_fb", sym_visibility = "private", value = dense<"0x504B03042D0000000000000021008C3F69A6FFFFFFFFFFFFFFFF090019006D6F64756C652E6662CAFE010000010010007C060000000000007C060000000000007C0600000800000049524545D0F9FFFF2400000009000000D8020000EC020000F0020000E403000000001100F403000010000000060000006D6F64756C6500000EFAFFFF0C000000140000003400000008000000000202010201020108000000000000006402000050020000400200002C0200001C02000008020000F8010000010000000400000064FAFFFF0800000030000000250000006D61746D756C5F64697370617463685F305F6D61746D756C5F36347831367833325F663332000000360000000100000000000000040000000000000007000000030000000B00000000000000160000000000000021000000000000002C0000000000000037000000000000003E0000000500000045000000050000004C00000002000000570000000200000062000000050000006D00000005000000720000000700000083000000070000008A000000070000009B00000007000000A200000007000000B300000007000000BA00000007000000CB00000007000000D200000007000000DA00000007000000E100000007000000E900000007000000F000000007000000F90000000500000009010000050000001001000005000000210100000500000028010000050000002F010000050000003F01000005000000460100000500000057010000050000005E010000050000006F01000005000000760100000500000087010000050000008E0100000500000096010000050000009F01000005000000A701000005000000AF01000005000000B901000005000000C101000005000000C801000005000000D101000005000000D801000005000000E101000005000000E801000005000000F101000005000000FA0100000500000050FCFFFF06000000020000004EFCFFFF5400000004000000080000006CFCFFFF04000000020000006AFCFFFF38000000050000000800000088FCFFFF010000000200000086FCFFFF1C000000010000000100000096FCFFFF0C000000020000000800000013000000736F75726365732F6D61746D756C2E6D6C69720005000000800000006C000000580000003C00000014000000010000007800000001000000A4000000ECFCFFFF040000001400000021766D2E6C6973743C21766D2E6275666665723E0000000010FDFFFF040000000A00000021766D2E627566666572000028FDFFFF04000000030000006936340038FDFFFF04000000030000006933320048FDFFFF04000000030000006633320058FDFFFF04000000250000006D61746D756C5F64697370617463685F305F6D61746D756C5F36347831367833325F66333200000094FDFFFF08000000180000000F000000307272726969696969696969695F76000100000004000000BCFDFFFF08000000180000000D00000062696E64696E675F636F756E7400000001000000330000000100000000000000FE01000009000000000010001A00040000020000790C09000E0000E00402000F400000000000000004000F010000000000000006000F10000000000000000A000F20000000000000000C000D0100000003000D020000000800850200008001801A028009000300000000801A028003000300000001801A0280080003000000038085010002805682000000000200000008000100090079500800040003005703009A000000000000F80000000000792C08000A000E0056B20000000002000000100001001100795010000A000300570300CA000000000000E80000000000792A0E0010001200E0340380120002002A10000600100056B20000000000792A080006000800568200000000000079560801000002000000020001000300795002000400080057080020010000000000F00100000000792C02000C0008002C02000A000E00563E01000002000000100001001100795010000A00120057120056010000000000E00100000000792A0E0010001200566E0100000002000000140001001500795014000C00160057160086010000000000D00100000000792A080014001600E0330080160018003114000A0010001600E033018016001900E033038012001600E00F1800190016001600E0340380120016002A140006001400566E010000000000792A100006001000563E010000000000792A0200060002005608010000000000798503000080018003805A000000000008000C00040008000600080004000A001000040008000C002400280004000000080000000C00000000001000140000000000000018001C00200024000000000000000000000000000000000000000000000000000000000000000000504B01021E032D0000000000000021008C3F69A6FFFFFFFFFFFFFFFF09001C0000000000000000000000FFFFFFFF6D6F64756C652E6662010018007C060000000000007C060000000000000000000000000000504B06062C000000000000002D002D000000000000000000010000000000000001000000000000005300000000000000C006000000000000504B060700000000130700000000000001000000504B0506000000000100010053000000FFFFFFFF0000"> : vector<1909xi8>}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_matmul_dispatch_0_matmul_6_D9080156D704DFCD", sym_visibility = "private", value = "matmul_dispatch_0_matmul_64x16x32_f32"}> : () -> ()
    "vm.func"() <{function_type = () -> !vm.ref<!hal.command_buffer>, inlining_policy = #util.inline.never, sym_name = "__matmul_memoize_apply", sym_visibility = "private"}> ({
      %75 = "vm.const.i32"() <{value = 13 : i32}> : () -> i32
      %76 = "vm.const.i32"() <{value = 28 : i32}> : () -> i32
      %77 = "vm.const.i32"() <{value = 2 : i32}> : () -> i32
      %78 = "vm.const.ref.zero"() : () -> !vm.ref<!hal.buffer>
      %79 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
      %80 = "vm.const.i32"() <{value = 3 : i32}> : () -> i32
      %81 = "vm.const.i32.zero"() : () -> i32
      %82 = "vm.const.i64"() <{value = 4096 : i64}> : () -> i64
      %83 = "vm.const.i64"() <{value = 2048 : i64}> : () -> i64
      %84 = "vm.const.i64"() <{value = 8192 : i64}> : () -> i64
      %85 = "vm.const.i64.zero"() : () -> i64
      %86 = "vm.const.i64"() <{value = -1 : i64}> : () -> i64
      %87 = "vm.global.load.ref"() <{global = @__device_0}> : () -> !vm.ref<!hal.device>
      %88 = "vm.global.load.ref"() <{global = @__device_0_executable_0_matmul_dispatch_0}> : () -> !vm.ref<!hal.executable>
      %89 = "vm.call"(%87, %81, %80, %86, %80) <{callee = @hal.command_buffer.create}> : (!vm.ref<!hal.device>, i32, i32, i64, i32) -> !vm.ref<!hal.command_buffer>
      %90 = "vm.const.ref.rodata"() <{rodata = @_utf8_matmul_dispatch_0_matmul_6_D9080156D704DFCD}> : () -> !vm.buffer
      %91 = "vm.call"(%88, %90) <{callee = @hal.executable.lookup.function}> {nosideeffects} : (!vm.ref<!hal.executable>, !vm.buffer) -> i64
      "vm.call.variadic"(%89, %88, %91, %79, %79, %79, %85, %81, %81, %78, %85, %84, %81, %79, %78, %85, %83, %81, %77, %78, %85, %82) <{callee = @hal.command_buffer.dispatch, segment_sizes = dense<[-1, -1, -1, -1, -1, -1, -1, 0, 3]> : vector<9xi16>, segment_types = [!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32, tuple<i32, i32, !vm.ref<!hal.buffer>, i64, i64>]}> : (!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32, i32, !vm.ref<!hal.buffer>, i64, i64, i32, i32, !vm.ref<!hal.buffer>, i64, i64, i32, i32, !vm.ref<!hal.buffer>, i64, i64) -> ()
      "vm.call"(%89, %76, %75, %85) <{callee = @hal.command_buffer.execution_barrier}> : (!vm.ref<!hal.command_buffer>, i32, i32, i64) -> ()
      "vm.call"(%89) <{callee = @hal.command_buffer.finalize}> : (!vm.ref<!hal.command_buffer>) -> ()
      "vm.return"(%89) : (!vm.ref<!hal.command_buffer>) -> ()
    }) {vm.unwind} : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "buffer"}, {vm.name = "message"}, {vm.name = "allocator"}, {vm.name = "minimum_length"}, {vm.name = "memory_types"}, {vm.name = "buffer_usage"}], function_type = (!vm.ref<!hal.buffer>, !vm.buffer, !vm.ref<!hal.allocator>, i64, i32, i32) -> (), sym_name = "hal.buffer.assert", sym_visibility = "private"}> ({
    }) : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "buffer"}, {vm.name = "source_offset"}, {vm.name = "source_length"}, {vm.name = "element_type"}, {vm.name = "encoding_type"}, {vm.name = "shape", vm.variadic}], function_type = (!vm.ref<!hal.buffer>, i64, i64, i32, i32, i64) -> !vm.ref<!hal.buffer_view>, sym_name = "hal.buffer_view.create", sym_visibility = "private"}> ({
    }) {nosideeffects} : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "buffer_view"}, {vm.name = "message"}, {vm.name = "element_type"}, {vm.name = "encoding_type"}, {vm.name = "shape", vm.variadic}], function_type = (!vm.ref<!hal.buffer_view>, !vm.buffer, i32, i32, i64) -> (), sym_name = "hal.buffer_view.assert", sym_visibility = "private"}> ({
    }) : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "buffer_view"}], function_type = (!vm.ref<!hal.buffer_view>) -> !vm.ref<!hal.buffer>, sym_name = "hal.buffer_view.buffer", sym_visibility = "private"}> ({
    }) {nosideeffects} : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "device"}, {vm.name = "modes"}, {vm.name = "command_categories"}, {vm.name = "queue_affinity"}, {vm.name = "binding_capacity"}], function_type = (!vm.ref<!hal.device>, i32, i32, i64, i32) -> !vm.ref<!hal.command_buffer>, minimum_version = 6 : i32, sym_name = "hal.command_buffer.create", sym_visibility = "private"}> ({
    }) : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "command_buffer"}], function_type = (!vm.ref<!hal.command_buffer>) -> (), sym_name = "hal.command_buffer.finalize", sym_visibility = "private"}> ({
    }) : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "command_buffer"}, {vm.name = "source_stage_mask"}, {vm.name = "target_stage_mask"}, {vm.name = "flags"}], function_type = (!vm.ref<!hal.command_buffer>, i32, i32, i64) -> (), sym_name = "hal.command_buffer.execution_barrier", sym_visibility = "private"}> ({
    }) : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "command_buffer"}, {vm.name = "executable"}, {vm.name = "function_id"}, {vm.name = "workgroup_x"}, {vm.name = "workgroup_y"}, {vm.name = "workgroup_z"}, {vm.name = "flags"}, {vm.name = "constants", vm.variadic}, {vm.name = "bindings", vm.variadic}], function_type = (!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32, tuple<i32, i32, !vm.ref<!hal.buffer>, i64, i64>) -> (), minimum_version = 7 : i32, sym_name = "hal.command_buffer.dispatch", sym_visibility = "private"}> ({
    }) : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "device"}], function_type = (!vm.ref<!hal.device>) -> !vm.ref<!hal.allocator>, sym_name = "hal.device.allocator", sym_visibility = "private"}> ({
    }) {nosideeffects} : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "device"}, {vm.name = "category"}, {vm.name = "key"}], function_type = (!vm.ref<!hal.device>, !vm.buffer, !vm.buffer) -> (i32, i64), sym_name = "hal.device.query.i64", sym_visibility = "private"}> ({
    }) {nosideeffects} : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "device"}, {vm.name = "queue_affinity"}, {vm.name = "wait_fence"}, {vm.name = "signal_fence"}, {vm.name = "pool"}, {vm.name = "memory_types"}, {vm.name = "buffer_usage"}, {vm.name = "allocation_size"}, {vm.name = "flags"}], function_type = (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, i64, i32, i32, i64, i64) -> !vm.ref<!hal.buffer>, sym_name = "hal.device.queue.alloca", sym_visibility = "private"}> ({
    }) : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "device"}, {vm.name = "queue_affinity"}, {vm.name = "wait_fence"}, {vm.name = "signal_fence"}, {vm.name = "command_buffer"}, {vm.name = "flags"}, {vm.name = "binding_table", vm.variadic}], function_type = (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.command_buffer>, i64, tuple<!vm.ref<!hal.buffer>, i64, i64>) -> (), sym_name = "hal.device.queue.execute.indirect", sym_visibility = "private"}> ({
    }) : () -> ()
    "vm.import"() <{function_type = () -> i32, sym_name = "hal.devices.count", sym_visibility = "private"}> ({
    }) {nosideeffects} : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "index"}], function_type = (i32) -> !vm.ref<!hal.device>, sym_name = "hal.devices.get", sym_visibility = "private"}> ({
    }) {nosideeffects} : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "device"}, {vm.name = "queue_affinity"}, {vm.name = "executable_format"}, {vm.name = "executable_data"}, {vm.name = "constants"}], function_type = (!vm.ref<!hal.device>, i64, !vm.buffer, !vm.buffer, !vm.buffer) -> !vm.ref<!hal.executable>, sym_name = "hal.executable.create", sym_visibility = "private"}> ({
    }) {nosideeffects} : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "executable"}, {vm.name = "function_name"}], function_type = (!vm.ref<!hal.executable>, !vm.buffer) -> i64, minimum_version = 7 : i32, sym_name = "hal.executable.lookup.function", sym_visibility = "private"}> ({
    }) {nosideeffects} : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "device"}, {vm.name = "flags"}], function_type = (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>, sym_name = "hal.fence.create", sym_visibility = "private"}> ({
    }) : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "timeout_millis"}, {vm.name = "flags"}, {vm.name = "fences", vm.variadic}], function_type = (i32, i64, !vm.ref<!hal.fence>) -> i32, sym_name = "hal.fence.await", sym_visibility = "private"}> ({
    }) {vm.yield} : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_input0_DCE99660CEB3F6B", sym_visibility = "private", value = "input0"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_tensor_FC1814BC4A58F22A", sym_visibility = "private", value = "tensor"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_input1_B898B726583C85DA", sym_visibility = "private", value = "input1"}> : () -> ()
    "vm.func"() <{function_type = (!vm.ref<!hal.buffer_view>, !vm.ref<!hal.buffer_view>) -> !vm.ref<!hal.buffer_view>, sym_name = "matmul", sym_visibility = "private"}> ({
    ^bb0(%arg0: !vm.ref<!hal.buffer_view>, %arg1: !vm.ref<!hal.buffer_view>):
      %47 = "vm.const.i32"() <{value = 16 : i32}> : () -> i32
      %48 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
      %49 = "vm.const.i32"() <{value = 553648160 : i32}> : () -> i32
      %50 = "vm.const.i32"() <{value = 3075 : i32}> : () -> i32
      %51 = "vm.const.i32"() <{value = 48 : i32}> : () -> i32
      %52 = "vm.const.i64"() <{value = 64 : i64}> : () -> i64
      %53 = "vm.const.i64"() <{value = 32 : i64}> : () -> i64
      %54 = "vm.const.i64"() <{value = 16 : i64}> : () -> i64
      %55 = "vm.const.i64"() <{value = 8192 : i64}> : () -> i64
      %56 = "vm.const.i64"() <{value = 2048 : i64}> : () -> i64
      %57 = "vm.const.i64"() <{value = 4096 : i64}> : () -> i64
      %58 = "vm.const.i64.zero"() : () -> i64
      %59 = "vm.const.i64"() <{value = -1 : i64}> : () -> i64
      %60 = "vm.const.ref.zero"() : () -> !vm.ref<!hal.fence>
      %61 = "vm.const.i32"() <{value = -1 : i32}> : () -> i32
      %62 = "vm.global.load.ref"() <{global = @__device_0}> : () -> !vm.ref<!hal.device>
      %63 = "vm.global.load.ref"() <{global = @__matmul_memoize_result_0_device_0}> : () -> !vm.ref<!hal.command_buffer>
      %64 = "vm.const.ref.rodata"() <{rodata = @_utf8_input0_DCE99660CEB3F6B}> : () -> !vm.buffer
      "vm.call.variadic"(%arg0, %64, %49, %48, %52, %53) <{callee = @hal.buffer_view.assert, segment_sizes = dense<[-1, -1, -1, -1, 2]> : vector<5xi16>, segment_types = [!vm.ref<!hal.buffer_view>, !vm.buffer, i32, i32, i64]}> : (!vm.ref<!hal.buffer_view>, !vm.buffer, i32, i32, i64, i64) -> ()
      %65 = "vm.call"(%arg0) <{callee = @hal.buffer_view.buffer}> {nosideeffects} : (!vm.ref<!hal.buffer_view>) -> !vm.ref<!hal.buffer>
      %66 = "vm.call"(%62) <{callee = @hal.device.allocator}> {nosideeffects} : (!vm.ref<!hal.device>) -> !vm.ref<!hal.allocator>
      %67 = "vm.const.ref.rodata"() <{rodata = @_utf8_tensor_FC1814BC4A58F22A}> : () -> !vm.buffer
      "vm.call"(%65, %67, %66, %55, %47, %50) <{callee = @hal.buffer.assert}> : (!vm.ref<!hal.buffer>, !vm.buffer, !vm.ref<!hal.allocator>, i64, i32, i32) -> ()
      %68 = "vm.const.ref.rodata"() <{rodata = @_utf8_input1_B898B726583C85DA}> : () -> !vm.buffer
      "vm.call.variadic"(%arg1, %68, %49, %48, %53, %54) <{callee = @hal.buffer_view.assert, segment_sizes = dense<[-1, -1, -1, -1, 2]> : vector<5xi16>, segment_types = [!vm.ref<!hal.buffer_view>, !vm.buffer, i32, i32, i64]}> : (!vm.ref<!hal.buffer_view>, !vm.buffer, i32, i32, i64, i64) -> ()
      %69 = "vm.call"(%arg1) <{callee = @hal.buffer_view.buffer}> {nosideeffects} : (!vm.ref<!hal.buffer_view>) -> !vm.ref<!hal.buffer>
      "vm.call"(%69, %67, %66, %56, %47, %50) <{callee = @hal.buffer.assert}> : (!vm.ref<!hal.buffer>, !vm.buffer, !vm.ref<!hal.allocator>, i64, i32, i32) -> ()
      %70 = "vm.call"(%62, %58) <{callee = @hal.fence.create}> : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      %71 = "vm.call"(%62, %59, %60, %70, %58, %51, %50, %57, %58) <{callee = @hal.device.queue.alloca}> : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, i64, i32, i32, i64, i64) -> !vm.ref<!hal.buffer>
      %72 = "vm.call"(%62, %58) <{callee = @hal.fence.create}> : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      "vm.call.variadic"(%62, %59, %70, %72, %63, %58, %65, %58, %55, %69, %58, %56, %71, %58, %57) <{callee = @hal.device.queue.execute.indirect, segment_sizes = dense<[-1, -1, -1, -1, -1, -1, 3]> : vector<7xi16>, segment_types = [!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.command_buffer>, i64, tuple<!vm.ref<!hal.buffer>, i64, i64>]}> : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.command_buffer>, i64, !vm.ref<!hal.buffer>, i64, i64, !vm.ref<!hal.buffer>, i64, i64, !vm.ref<!hal.buffer>, i64, i64) -> ()
      "vm.call.variadic.yieldable"(%61, %58, %72)[^bb1] <{callee = @hal.fence.await, result_types = [i32], segment_sizes = dense<[-1, -1, 1]> : vector<3xi16>, segment_types = [i32, i64, !vm.ref<!hal.fence>]}> : (i32, i64, !vm.ref<!hal.fence>) -> ()
    ^bb1(%73: i32):  // pred: ^bb0
      "vm.cond_br"(%73)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb2:  // pred: ^bb1
      %74 = "vm.call.variadic"(%71, %58, %57, %49, %48, %52, %54) <{callee = @hal.buffer_view.create, segment_sizes = dense<[-1, -1, -1, -1, -1, 2]> : vector<6xi16>, segment_types = [!vm.ref<!hal.buffer>, i64, i64, i32, i32, i64]}> {nosideeffects} : (!vm.ref<!hal.buffer>, i64, i64, i32, i32, i64, i64) -> !vm.ref<!hal.buffer_view>
      "vm.return"(%74) : (!vm.ref<!hal.buffer_view>) -> ()
    ^bb3:  // pred: ^bb1
      "vm.discard.refs"(%71) : (!vm.ref<!hal.buffer>) -> ()
      "vm.fail"(%73) <{message = "failed to wait on timepoint"}> : (i32) -> ()
    }) {iree.reflection = {iree.abi.declaration = "sync func @matmul(%input0: tensor<64x32xf32>, %input1: tensor<32x16xf32>) -> (%output0: tensor<64x16xf32>)"}, vm.unwind, vm.yield} : () -> ()
    "vm.export"() <{export_name = "matmul", function_ref = @matmul}> {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @matmul(%input0: tensor<64x32xf32>, %input1: tensor<32x16xf32>) -> (%output0: tensor<64x16xf32>)"}} : () -> ()
    "vm.export"() <{export_name = "__init", function_ref = @__init}> : () -> ()
    "vm.func"() <{function_type = () -> (), sym_name = "__init", sym_visibility = "private"}> ({
      %0 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
      %1 = "vm.const.ref.zero"() : () -> !vm.buffer
      %2 = "vm.const.i32"() <{value = 14 : i32}> : () -> i32
      %3 = "vm.const.i64"() <{value = -1 : i64}> : () -> i64
      %4 = "vm.const.i32"() <{value = 18 : i32}> : () -> i32
      %5 = "vm.const.i32.zero"() : () -> i32
      %6 = "vm.const.i64.zero"() : () -> i64
      %7 = "vm.const.i64"() <{value = 1 : i64}> : () -> i64
      %8 = "vm.const.ref.zero"() : () -> !vm.ref<!hal.device>
      %9 = "vm.call"() <{callee = @hal.devices.count}> {nosideeffects} : () -> i32
      %10 = "vm.ext.i32.i64.s"(%9) : (i32) -> i64
      "vm.br"(%6, %6, %8)[^bb1] : (i64, i64, !vm.ref<!hal.device>) -> ()
    ^bb1(%11: i64, %12: i64, %13: !vm.ref<!hal.device>):  // 2 preds: ^bb0, ^bb4
      %14 = "vm.cmp.nz.ref"(%13) : (!vm.ref<!hal.device>) -> i32
      %15 = "vm.xor.i32"(%14, %0) : (i32, i32) -> i32
      %16 = "vm.cmp.lt.i64.s"(%11, %10) : (i64, i64) -> i32
      %17 = "vm.and.i32"(%15, %16) : (i32, i32) -> i32
      "vm.cond_br"(%17)[^bb2, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb2:  // pred: ^bb1
      "vm.discard.refs"(%13) : (!vm.ref<!hal.device>) -> ()
      %18 = "vm.trunc.i64.i32"(%11) : (i64) -> i32
      %19 = "vm.call"(%18) <{callee = @hal.devices.get}> {nosideeffects} : (i32) -> !vm.ref<!hal.device>
      %20 = "vm.const.ref.rodata"() <{rodata = @_utf8_hal_device_id_C6650FF277232B5A}> : () -> !vm.buffer
      %21 = "vm.const.ref.rodata"() <{rodata = @_utf8_local_1A8FF0278D7661D8}> : () -> !vm.buffer
      %22:2 = "vm.call"(%19, %20, %21) <{callee = @hal.device.query.i64}> {nosideeffects} : (!vm.ref<!hal.device>, !vm.buffer, !vm.buffer) -> (i32, i64)
      %23 = "vm.cmp.nz.i64"(%22#1) : (i64) -> i32
      %24 = "vm.select.i32"(%22#0, %23, %5) : (i32, i32, i32) -> i32
      "vm.cond_br"(%24, %5)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
    ^bb3:  // pred: ^bb2
      %25 = "vm.const.ref.rodata"() <{rodata = @_utf8_hal_executable_format_E03EECB63A2AAF52}> : () -> !vm.buffer
      %26 = "vm.const.ref.rodata"() <{rodata = @_utf8_vmvx_bytecode_fb_F1ACBACD5F08C222}> : () -> !vm.buffer
      %27:2 = "vm.call"(%19, %25, %26) <{callee = @hal.device.query.i64}> {nosideeffects} : (!vm.ref<!hal.device>, !vm.buffer, !vm.buffer) -> (i32, i64)
      %28 = "vm.cmp.nz.i64"(%27#1) : (i64) -> i32
      %29 = "vm.select.i32"(%27#0, %28, %5) : (i32, i32, i32) -> i32
      "vm.br"(%29)[^bb4] : (i32) -> ()
    ^bb4(%30: i32):  // 2 preds: ^bb2, ^bb3
      %31 = "vm.cmp.eq.i64"(%12, %6) : (i64, i64) -> i32
      %32 = "vm.select.i64"(%30, %7, %6) : (i32, i64, i64) -> i64
      %33 = "vm.add.i64"(%12, %32) : (i64, i64) -> i64
      %34 = "vm.and.i32"(%30, %31) : (i32, i32) -> i32
      %35 = "vm.select.ref"(%34, %19, %8) : (i32, !vm.ref<!hal.device>, !vm.ref<!hal.device>) -> !vm.ref<!hal.device>
      %36 = "vm.add.i64"(%11, %7) : (i64, i64) -> i64
      "vm.br"(%36, %33, %35)[^bb1] : (i64, i64, !vm.ref<!hal.device>) -> ()
    ^bb5:  // pred: ^bb1
      "vm.discard.refs"(%8) : (!vm.ref<!hal.device>) -> ()
      "vm.cond_br"(%15)[^bb6, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb6:  // pred: ^bb5
      "vm.discard.refs"(%1, %13) : (!vm.buffer, !vm.ref<!hal.device>) -> ()
      "vm.fail"(%4) <{message = "HAL device `__device_0` not found or unavailable: #hal.device.target<\22local\22, [#hal.executable.target<\22vmvx\22, \22vmvx-bytecode-fb\22, {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = \22none\22}>]>"}> : (i32) -> ()
    ^bb7:  // pred: ^bb5
      %37 = "vm.const.ref.rodata"() <{rodata = @_utf8_hal_executable_format_E03EECB63A2AAF52}> : () -> !vm.buffer
      %38 = "vm.const.ref.rodata"() <{rodata = @_utf8_vmvx_bytecode_fb_F1ACBACD5F08C222}> : () -> !vm.buffer
      %39:2 = "vm.call"(%13, %37, %38) <{callee = @hal.device.query.i64}> {nosideeffects} : (!vm.ref<!hal.device>, !vm.buffer, !vm.buffer) -> (i32, i64)
      %40 = "vm.cmp.nz.i64"(%39#1) : (i64) -> i32
      %41 = "vm.select.i32"(%39#0, %40, %5) : (i32, i32, i32) -> i32
      %42 = "vm.select.i64"(%41, %6, %3) : (i32, i64, i64) -> i64
      %43 = "vm.cmp.eq.i64"(%42, %6) : (i64, i64) -> i32
      "vm.global.store.ref"(%13) <{global = @__device_0}> : (!vm.ref<!hal.device>) -> ()
      "vm.cond_br"(%43)[^bb8, ^bb9] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb8:  // pred: ^bb7
      %44 = "vm.const.ref.rodata"() <{rodata = @matmul_dispatch_0_vmvx_bytecode_fb}> : () -> !vm.buffer
      %45 = "vm.call"(%13, %3, %38, %44, %1) <{callee = @hal.executable.create}> {nosideeffects} : (!vm.ref<!hal.device>, i64, !vm.buffer, !vm.buffer, !vm.buffer) -> !vm.ref<!hal.executable>
      "vm.global.store.ref"(%45) <{global = @__device_0_executable_0_matmul_dispatch_0}> : (!vm.ref<!hal.executable>) -> ()
      %46 = "vm.call"() <{callee = @__matmul_memoize_apply}> : () -> !vm.ref<!hal.command_buffer>
      "vm.global.store.ref"(%46) <{global = @__matmul_memoize_result_0_device_0}> : (!vm.ref<!hal.command_buffer>) -> ()
      "vm.return"() : () -> ()
    ^bb9:  // pred: ^bb7
      "vm.discard.refs"(%1, %13, %38) : (!vm.buffer, !vm.ref<!hal.device>, !vm.buffer) -> ()
      "vm.fail"(%2) <{message = "HAL device `__device_0` does not support any variant of executable `matmul_dispatch_0`; available formats: [vmvx-bytecode-fb]"}> : (i32) -> ()
    }) {vm.unwind} : () -> ()
    "vm.module_terminator"() : () -> ()
  }) : () -> ()
}) {vm.toplevel} : () -> ()