"builtin.module"() ({
  "hal.executable"() <{sym_name = "tensors_linked_vmvx", sym_visibility = "private"}> ({
    "hal.executable.binary"() <{data = dense<"0x504B03042D000000000000002100D6924A52FFFFFFFFFFFFFFFF090019006D6F64756C652E6662CAFE01000001001000FC07000000000000FC07000000000000FC070000080000004952454568F8FFFF2400000009000000D8010000EC010000F801000054040000000011008C040000180000000D0000006C696E6B65645F6D6F64756C65000000AEF8FFFF0C0000001000000020000000040000000002020104000000000000005C01000048010000380100000100000004000000F0F8FFFF08000000280000001C000000736C6963655F64697370617463685F305F736C6F775F6D656D637079000000001F00000001000000000000000400000000000000070000000300000012000000000000001D00000000000000280000000000000033000000000000003E0000000000000045000000000000004C0000000200000057000000030000006200000003000000680000000300000079000000030000008000000003000000910000000300000098000000030000009F00000003000000AF00000003000000B600000003000000C700000003000000CE00000003000000D500000003000000DC00000003000000E300000003000000EA00000003000000F100000003000000F9000000030000000001000003000000090100000300000010010000030000001CFAFFFF01000000020000001AFAFFFF1C00000016000000010000002AFAFFFF0C000000170000000800000014000000736F75726365732F74656E736F72732E6D6C69720000000005000000900000007C000000680000004C0000002400000003000000F0000000B40000008000000003000000E0010000600100000C01000094FAFFFF040000001400000021766D2E6C6973743C21766D2E6275666665723E00000000B8FAFFFF040000000A00000021766D2E6275666665720000D0FAFFFF040000000300000069363400E0FAFFFF040000000300000069333200F0FAFFFF04000000030000006633320008FBFFFF08000000020000001C000000736C6963655F64697370617463685F305F736C6F775F6D656D6370790000000038FBFFFF08000000010000002600000064796E616D69635F73756D5F64697370617463685F305F726564756374696F6E5F445F663332000068FBFFFF04000000270000006164645F7363616C655F64697370617463685F305F656C656D656E74776973655F33325F66333200A4FBFFFF08000000180000000F000000307272726969696969696969695F76000100000004000000CCFBFFFF08000000180000000D00000062696E64696E675F636F756E740000000100000032000000F4FBFFFF08000000180000000F000000307272726969696969696969695F760002000000300000000400000020FCFFFF08000000180000000E000000636F6E7374616E745F636F756E740000010000003200000048FCFFFF08000000180000000D00000062696E64696E675F636F756E74000000010000003200000070FCFFFF08000000180000000F000000307272726969696969696969695F76000200000030000000040000009CFCFFFF08000000180000000E000000636F6E7374616E745F636F756E7400000100000031000000C4FCFFFF08000000180000000D00000062696E64696E675F636F756E7400000001000000330000000300000000000000D600000009000000000004000C000400D8000000DE00000009000000000004000E000300B801000014010000080000000000070017000300D0020000790E0A000F200000000000000000000F010000000000000002000C04000D0100000005000D02000000060085010000806601800A0007008501000180E018070008001A028004000300000000801A028005000300000001801A02800600030000000380850100028056780000000002000A0004000B000500795004000000060057060090000000000000C8000000000079E033008004000600E033018004000700E00A060007000700E00C070008000700E0340380040007002A0400020004005678000000000000798503000080018003805A0000000000790E0A00E00400000F010000000000000002000D2000000001000D0100000004000C05008500010000806601800A0006006601800200070085000100018048060008004807000C003D0C0001000C003808000C000C001A028004000300000000801A02800500030000000180850001000280E03400800A000000568A0000000002000A0000000B000100795000000C000400570400A2000000000000D2000000000079E033018000000400E03300800A000500E00A040005000500E03400800A0005002A000002000000568A00000000000079850200008001805A0000000000790C09000E00000F020000000000000002000F010000000000000004000F040000000000000006000F08000000000000000A000F0A000000000000000C000D010000000800850200008001801A028009000300000000801A02800800030000000180850001000280567800000000020000000800010009007950080002000E00570E0090000000000000080100000000792C08000A000E002C08000600100056AE000000020000001200010013007950120006001400571400C6000000000000F80000000000792A0E00120014002A14000C001400660080140016002A1000120014006A0180140016002A12000400120056AE0000000000792A080004000800567800000000000079850200008001805A0000000000000008000C00040008000600080004000A001000040008000C002400280004000000080000000C00000000001000140000000000000018001C00200024000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000504B01021E032D000000000000002100D6924A52FFFFFFFFFFFFFFFF09001C0000000000000000000000FFFFFFFF6D6F64756C652E666201001800FC07000000000000FC070000000000000000000000000000504B06062C000000000000002D002D0000000000000000000100000000000000010000000000000053000000000000004008000000000000504B060700000000930800000000000001000000504B0506000000000100010053000000FFFFFFFF0000"> : vector<2293xi8>, format = "vmvx-bytecode-fb", mime_type = "application/x-flatbuffers", sym_name = "vmvx_bytecode_fb"}> : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %102 = "arith.constant"() <{value = 18 : i32}> : () -> i32
    %103 = "arith.constant"() <{value = false}> : () -> i1
    %104 = "arith.constant"() <{value = 0 : index}> : () -> index
    %105 = "arith.constant"() <{value = 1 : index}> : () -> index
    %106 = "util.null"() : () -> !hal.device
    %107 = "hal.devices.count"() : () -> index
    "cf.br"(%104, %104, %106)[^bb1] : (index, index, !hal.device) -> ()
  ^bb1(%108: index, %109: index, %110: !hal.device):  // 2 preds: ^bb0, ^bb4
    %111 = "util.cmp.eq"(%110, %106) : (!hal.device, !hal.device) -> i1
    %112 = "arith.cmpi"(%108, %107) <{predicate = 2 : i64}> : (index, index) -> i1
    %113 = "arith.andi"(%111, %112) : (i1, i1) -> i1
    "cf.cond_br"(%113)[^bb2, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %114 = "hal.devices.get"(%108) : (index) -> !hal.device
    %115:2 = "hal.device.query"(%114) <{category = "hal.device.id", default_value = false, key = "local*"}> : (!hal.device) -> (i1, i1)
    "cf.cond_br"(%115#1, %103)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i1) -> ()
  ^bb3:  // pred: ^bb2
    %116:2 = "hal.device.query"(%114) <{category = "hal.executable.format", default_value = false, key = "vmvx-bytecode-fb"}> : (!hal.device) -> (i1, i1)
    "cf.br"(%116#1)[^bb4] : (i1) -> ()
  ^bb4(%117: i1):  // 2 preds: ^bb2, ^bb3
    %118 = "arith.cmpi"(%109, %104) <{predicate = 0 : i64}> : (index, index) -> i1
    %119 = "arith.select"(%117, %105, %104) : (i1, index, index) -> index
    %120 = "arith.addi"(%109, %119) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %121 = "arith.andi"(%117, %118) : (i1, i1) -> i1
    %122 = "arith.select"(%121, %114, %106) : (i1, !hal.device, !hal.device) -> !hal.device
    %123 = "arith.addi"(%108, %105) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%123, %120, %122)[^bb1] : (index, index, !hal.device) -> ()
  ^bb5:  // pred: ^bb1
    "cf.cond_br"(%111)[^bb6, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb6:  // pred: ^bb5
    "util.status.check_ok"(%102) <{message = "HAL device `__device_0` not found or unavailable: #hal.device.target<\22local\22, [#hal.executable.target<\22vmvx\22, \22vmvx-bytecode-fb\22, {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = \22none\22}>]>"}> : (i32) -> ()
    "cf.br"()[^bb7] : () -> ()
  ^bb7:  // 2 preds: ^bb5, ^bb6
    "util.global.store"(%110) <{global = @__device_0}> : (!hal.device) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__device_0_query_0_hal_executable_format_vmvx_bytecode_fb", sym_visibility = "private", type = i1}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %100 = "util.global.load"() <{global = @__device_0}> : () -> !hal.device
    %101:2 = "hal.device.query"(%100) <{category = "hal.executable.format", default_value = false, key = "vmvx-bytecode-fb"}> : (!hal.device) -> (i1, i1)
    "util.global.store"(%101#1) <{global = @__device_0_query_0_hal_executable_format_vmvx_bytecode_fb}> : (i1) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__device_0_executable_0_tensors_linked_vmvx", sym_visibility = "private", type = !hal.executable}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %89 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %90 = "arith.constant"() <{value = -1 : index}> : () -> index
    %91 = "arith.constant"() <{value = 0 : index}> : () -> index
    %92 = "arith.constant"() <{value = 14 : i32}> : () -> i32
    %93 = "util.null"() : () -> !hal.executable
    %94 = "util.global.load"() <{global = @__device_0_query_0_hal_executable_format_vmvx_bytecode_fb}> : () -> i1
    %95 = "util.global.load"() <{global = @__device_0}> : () -> !hal.device
    %96 = "arith.select"(%94, %91, %90) : (i1, index, index) -> index
    %97 = "arith.cmpi"(%96, %91) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.cond_br"(%97)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %98 = "hal.executable.create"(%95, %89) <{executable_target = @tensors_linked_vmvx::@vmvx_bytecode_fb}> : (!hal.device, i64) -> !hal.executable
    "cf.br"(%98)[^bb3] : (!hal.executable) -> ()
  ^bb2:  // pred: ^bb0
    "util.status.check_ok"(%92) <{message = "HAL device `__device_0` does not support any variant of executable `tensors_linked_vmvx`; available formats: [vmvx-bytecode-fb]"}> : (i32) -> ()
    "cf.br"(%93)[^bb3] : (!hal.executable) -> ()
  ^bb3(%99: !hal.executable):  // 2 preds: ^bb1, ^bb2
    "util.global.store"(%99) <{global = @__device_0_executable_0_tensors_linked_vmvx}> : (!hal.executable) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, f32) -> !hal.buffer_view, sym_name = "add_scale"}> ({
  ^bb0(%arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: f32):
    %63 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %64 = "arith.constant"() <{value = 1 : index}> : () -> index
    %65 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %66 = "util.null"() : () -> !hal.fence
    %67 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %68 = "arith.constant"() <{value = 0 : index}> : () -> index
    %69 = "arith.constant"() <{value = 128 : index}> : () -> index
    %70 = "arith.constant"() <{value = 8 : index}> : () -> index
    %71 = "arith.constant"() <{value = 4 : index}> : () -> index
    %72 = "hal.memory_type"() <{type = 48 : i32}> : () -> i32
    %73 = "hal.buffer_usage"() <{usage = 3075 : i32}> : () -> i32
    %74 = "util.global.load"() <{global = @__device_0, is_immutable}> : () -> !hal.device
    %75 = "util.global.load"() <{global = @__device_0_executable_0_tensors_linked_vmvx, is_immutable}> : () -> !hal.executable
    %76 = "hal.element_type"() <{type = f32}> : () -> i32
    %77 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg2, %76, %77, %71, %70) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %78 = "hal.buffer_view.buffer"(%arg2) : (!hal.buffer_view) -> !hal.buffer
    %79 = "hal.device.allocator"(%74) : (!hal.device) -> !hal.allocator
    "hal.buffer.assert"(%78, %79, %69) <{buffer_usage = 3075 : i32, memory_types = 16 : i32, message = "tensor"}> : (!hal.buffer, !hal.allocator, index) -> ()
    "hal.buffer_view.assert"(%arg3, %76, %77, %71, %70) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %80 = "hal.buffer_view.buffer"(%arg3) : (!hal.buffer_view) -> !hal.buffer
    "hal.buffer.assert"(%80, %79, %69) <{buffer_usage = 3075 : i32, memory_types = 16 : i32, message = "tensor"}> : (!hal.buffer, !hal.allocator, index) -> ()
    %81 = "hal.fence.create"(%74) <{flags = 0 : i64}> : (!hal.device) -> !hal.fence
    %82 = "hal.device.queue.alloca"(%74, %67, %66, %81, %65, %72, %73, %69) <{flags = 0 : i64}> : (!hal.device, i64, !hal.fence, !hal.fence, i64, i32, i32, index) -> !hal.buffer
    %83 = "arith.bitcast"(%arg4) : (f32) -> i32
    %84 = "hal.command_buffer.create"(%74, %67) <{command_categories = 3 : i32, modes = 1 : i32}> : (!hal.device, i64) -> !hal.command_buffer
    %85 = "hal.executable.lookup.function"(%75) <{entry_point = @tensors_linked_vmvx::@vmvx_bytecode_fb::@add_scale_dispatch_0_elementwise_32_f32}> : (!hal.executable) -> i64
    "hal.command_buffer.dispatch"(%84, %75, %85, %64, %64, %64, %83, %78, %80, %82, %68, %68, %68, %69, %69, %69) <{flags = 0 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 3, 3, 3>}> : (!hal.command_buffer, !hal.executable, i64, index, index, index, i32, !hal.buffer, !hal.buffer, !hal.buffer, index, index, index, index, index, index) -> ()
    "hal.command_buffer.execution_barrier"(%84) <{flags = 0 : i64, source_stage_mask = 28 : i32, target_stage_mask = 13 : i32}> : (!hal.command_buffer) -> ()
    "hal.command_buffer.finalize"(%84) : (!hal.command_buffer) -> ()
    %86 = "hal.fence.create"(%74) <{flags = 0 : i64}> : (!hal.device) -> !hal.fence
    "hal.device.queue.execute"(%74, %67, %81, %86, %84) <{flags = 0 : i64}> : (!hal.device, i64, !hal.fence, !hal.fence, !hal.command_buffer) -> ()
    %87 = "hal.fence.await"(%63, %86) <{flags = 0 : i64}> : (i32, !hal.fence) -> i32
    "util.status.check_ok"(%87) <{message = "failed to wait on timepoint"}> : (i32) -> ()
    %88 = "hal.buffer_view.create"(%82, %68, %69, %76, %77, %71, %70) : (!hal.buffer, index, index, i32, i32, index, index) -> !hal.buffer_view
    "util.return"(%88) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @add_scale(%input0: tensor<4x8xf32>, %input1: tensor<4x8xf32>, %input2: f32) -> (%output0: tensor<4x8xf32>)"}} : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "dynamic_sum"}> ({
  ^bb0(%arg1: !hal.buffer_view):
    %34 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %35 = "arith.constant"() <{value = 1 : index}> : () -> index
    %36 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %37 = "util.null"() : () -> !hal.fence
    %38 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %39 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %40 = "arith.constant"() <{value = 0 : index}> : () -> index
    %41 = "arith.constant"() <{value = 4 : index}> : () -> index
    %42 = "hal.memory_type"() <{type = 48 : i32}> : () -> i32
    %43 = "hal.buffer_usage"() <{usage = 3075 : i32}> : () -> i32
    %44 = "util.global.load"() <{global = @__device_0, is_immutable}> : () -> !hal.device
    %45 = "util.global.load"() <{global = @__device_0_executable_0_tensors_linked_vmvx, is_immutable}> : () -> !hal.executable
    %46 = "hal.buffer_view.dim"(%arg1) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %47 = "hal.element_type"() <{type = f32}> : () -> i32
    %48 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg1, %47, %48, %46) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %49 = "arith.muli"(%46, %41) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %50 = "hal.buffer_view.buffer"(%arg1) : (!hal.buffer_view) -> !hal.buffer
    %51 = "hal.device.allocator"(%44) : (!hal.device) -> !hal.allocator
    "hal.buffer.assert"(%50, %51, %49) <{buffer_usage = 3075 : i32, memory_types = 16 : i32, message = "tensor"}> : (!hal.buffer, !hal.allocator, index) -> ()
    %52 = "hal.fence.create"(%44) <{flags = 0 : i64}> : (!hal.device) -> !hal.fence
    %53 = "hal.device.queue.alloca"(%44, %38, %37, %52, %36, %42, %43, %41) <{flags = 0 : i64}> : (!hal.device, i64, !hal.fence, !hal.fence, i64, i32, i32, index) -> !hal.buffer
    %54 = "arith.index_castui"(%46) : (index) -> i64
    %55 = "arith.index_castui"(%46) : (index) -> i32
    %56 = "arith.shrui"(%54, %39) : (i64, i64) -> i64
    %57 = "arith.trunci"(%56) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %58 = "hal.command_buffer.create"(%44, %38) <{command_categories = 3 : i32, modes = 1 : i32}> : (!hal.device, i64) -> !hal.command_buffer
    %59 = "hal.executable.lookup.function"(%45) <{entry_point = @tensors_linked_vmvx::@vmvx_bytecode_fb::@dynamic_sum_dispatch_0_reduction_D_f32}> : (!hal.executable) -> i64
    "hal.command_buffer.dispatch"(%58, %45, %59, %35, %35, %35, %55, %57, %50, %53, %40, %40, %49, %41) <{flags = 0 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 2, 2, 2, 2>}> : (!hal.command_buffer, !hal.executable, i64, index, index, index, i32, i32, !hal.buffer, !hal.buffer, index, index, index, index) -> ()
    "hal.command_buffer.execution_barrier"(%58) <{flags = 0 : i64, source_stage_mask = 28 : i32, target_stage_mask = 13 : i32}> : (!hal.command_buffer) -> ()
    "hal.command_buffer.finalize"(%58) : (!hal.command_buffer) -> ()
    %60 = "hal.fence.create"(%44) <{flags = 0 : i64}> : (!hal.device) -> !hal.fence
    "hal.device.queue.execute"(%44, %38, %52, %60, %58) <{flags = 0 : i64}> : (!hal.device, i64, !hal.fence, !hal.fence, !hal.command_buffer) -> ()
    %61 = "hal.fence.await"(%34, %60) <{flags = 0 : i64}> : (i32, !hal.fence) -> i32
    "util.status.check_ok"(%61) <{message = "failed to wait on timepoint"}> : (i32) -> ()
    %62 = "hal.buffer_view.create"(%53, %40, %41, %47, %48) : (!hal.buffer, index, index, i32, i32) -> !hal.buffer_view
    "util.return"(%62) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @dynamic_sum(%input0: tensor<?xf32>) -> (%output0: tensor<f32>)"}} : () -> ()
  "util.func"() <{function_type = () -> !hal.command_buffer, inlining_policy = #util.inline.never, sym_name = "__slice_memoize_apply", sym_visibility = "private"}> ({
    %24 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %25 = "arith.constant"() <{value = 2 : index}> : () -> index
    %26 = "arith.constant"() <{value = 0 : index}> : () -> index
    %27 = "arith.constant"() <{value = 1 : index}> : () -> index
    %28 = "arith.constant"() <{value = 256 : index}> : () -> index
    %29 = "arith.constant"() <{value = 32 : index}> : () -> index
    %30 = "util.global.load"() <{global = @__device_0, is_immutable}> : () -> !hal.device
    %31 = "util.global.load"() <{global = @__device_0_executable_0_tensors_linked_vmvx, is_immutable}> : () -> !hal.executable
    %32 = "hal.command_buffer.create"(%30, %24, %25) <{command_categories = 3 : i32, modes = 0 : i32}> : (!hal.device, i64, index) -> !hal.command_buffer
    %33 = "hal.executable.lookup.function"(%31) <{entry_point = @tensors_linked_vmvx::@vmvx_bytecode_fb::@slice_dispatch_0_slow_memcpy}> : (!hal.executable) -> i64
    "hal.command_buffer.dispatch"(%32, %31, %33, %27, %27, %27, %26, %27, %26, %26, %28, %29) <{flags = 0 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0, 2, 2, 2>}> : (!hal.command_buffer, !hal.executable, i64, index, index, index, index, index, index, index, index, index) -> ()
    "hal.command_buffer.execution_barrier"(%32) <{flags = 0 : i64, source_stage_mask = 28 : i32, target_stage_mask = 13 : i32}> : (!hal.command_buffer) -> ()
    "hal.command_buffer.finalize"(%32) : (!hal.command_buffer) -> ()
    "util.return"(%32) : (!hal.command_buffer) -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__slice_memoize_result_0_device_0", sym_visibility = "private", type = !hal.command_buffer}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %23 = "util.call"() <{callee = @__slice_memoize_apply}> : () -> !hal.command_buffer
    "util.global.store"(%23) <{global = @__slice_memoize_result_0_device_0}> : (!hal.command_buffer) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "slice"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %4 = "util.null"() : () -> !hal.fence
    %5 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = 32 : index}> : () -> index
    %8 = "arith.constant"() <{value = 256 : index}> : () -> index
    %9 = "arith.constant"() <{value = 8 : index}> : () -> index
    %10 = "hal.memory_type"() <{type = 48 : i32}> : () -> i32
    %11 = "hal.buffer_usage"() <{usage = 3075 : i32}> : () -> i32
    %12 = "util.global.load"() <{global = @__device_0, is_immutable}> : () -> !hal.device
    %13 = "util.global.load"() <{global = @__slice_memoize_result_0_device_0, is_immutable}> : () -> !hal.command_buffer
    %14 = "hal.element_type"() <{type = i32}> : () -> i32
    %15 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %14, %15, %9, %9) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %16 = "hal.buffer_view.buffer"(%arg0) : (!hal.buffer_view) -> !hal.buffer
    %17 = "hal.device.allocator"(%12) : (!hal.device) -> !hal.allocator
    "hal.buffer.assert"(%16, %17, %8) <{buffer_usage = 3075 : i32, memory_types = 16 : i32, message = "tensor"}> : (!hal.buffer, !hal.allocator, index) -> ()
    %18 = "hal.fence.create"(%12) <{flags = 0 : i64}> : (!hal.device) -> !hal.fence
    %19 = "hal.device.queue.alloca"(%12, %5, %4, %18, %3, %10, %11, %7) <{flags = 0 : i64}> : (!hal.device, i64, !hal.fence, !hal.fence, i64, i32, i32, index) -> !hal.buffer
    %20 = "hal.fence.create"(%12) <{flags = 0 : i64}> : (!hal.device) -> !hal.fence
    "hal.device.queue.execute.indirect"(%12, %5, %18, %20, %13, %16, %19, %6, %6, %8, %7) <{flags = 0 : i64}> : (!hal.device, i64, !hal.fence, !hal.fence, !hal.command_buffer, !hal.buffer, !hal.buffer, index, index, index, index) -> ()
    %21 = "hal.fence.await"(%2, %20) <{flags = 0 : i64}> : (i32, !hal.fence) -> i32
    "util.status.check_ok"(%21) <{message = "failed to wait on timepoint"}> : (i32) -> ()
    %22 = "hal.buffer_view.create"(%19, %6, %7, %14, %15, %1, %0) : (!hal.buffer, index, index, i32, i32, index, index) -> !hal.buffer_view
    "util.return"(%22) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @slice(%input0: tensor<8x8xi32>) -> (%output0: tensor<2x4xi32>)"}} : () -> ()
}) : () -> ()