"builtin.module"() ({
  "util.global"() <{sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %38 = "arith.constant"() <{value = 18 : i32}> : () -> i32
    %39 = "arith.constant"() <{value = false}> : () -> i1
    %40 = "arith.constant"() <{value = 0 : index}> : () -> index
    %41 = "arith.constant"() <{value = 1 : index}> : () -> index
    %42 = "util.null"() : () -> !hal.device
    %43 = "hal.devices.count"() : () -> index
    "cf.br"(%40, %40, %42)[^bb1] : (index, index, !hal.device) -> ()
  ^bb1(%44: index, %45: index, %46: !hal.device):  // 2 preds: ^bb0, ^bb4
    %47 = "util.cmp.eq"(%46, %42) : (!hal.device, !hal.device) -> i1
    %48 = "arith.cmpi"(%44, %43) <{predicate = 2 : i64}> : (index, index) -> i1
    %49 = "arith.andi"(%47, %48) : (i1, i1) -> i1
    "cf.cond_br"(%49)[^bb2, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %50 = "hal.devices.get"(%44) : (index) -> !hal.device
    %51:2 = "hal.device.query"(%50) <{category = "hal.device.id", default_value = false, key = "local*"}> : (!hal.device) -> (i1, i1)
    "cf.cond_br"(%51#1, %39)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i1) -> ()
  ^bb3:  // pred: ^bb2
    %52:2 = "hal.device.query"(%50) <{category = "hal.executable.format", default_value = false, key = "vmvx-bytecode-fb"}> : (!hal.device) -> (i1, i1)
    "cf.br"(%52#1)[^bb4] : (i1) -> ()
  ^bb4(%53: i1):  // 2 preds: ^bb2, ^bb3
    %54 = "arith.cmpi"(%45, %40) <{predicate = 0 : i64}> : (index, index) -> i1
    %55 = "arith.select"(%53, %41, %40) : (i1, index, index) -> index
    %56 = "arith.addi"(%45, %55) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %57 = "arith.andi"(%53, %54) : (i1, i1) -> i1
    %58 = "arith.select"(%57, %50, %42) : (i1, !hal.device, !hal.device) -> !hal.device
    %59 = "arith.addi"(%44, %41) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%59, %56, %58)[^bb1] : (index, index, !hal.device) -> ()
  ^bb5:  // pred: ^bb1
    "cf.cond_br"(%47)[^bb6, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb6:  // pred: ^bb5
    "util.status.check_ok"(%38) <{message = "HAL device `__device_0` not found or unavailable: #hal.device.target<\22local\22, [#hal.executable.target<\22vmvx\22, \22vmvx-bytecode-fb\22, {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = \22none\22}>]>"}> : (i32) -> ()
    "cf.br"()[^bb7] : () -> ()
  ^bb7:  // 2 preds: ^bb5, ^bb6
    "util.global.store"(%46) <{global = @__device_0}> : (!hal.device) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__device_0_query_0_hal_executable_format_vmvx_bytecode_fb", sym_visibility = "private", type = i1}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %36 = "util.global.load"() <{global = @__device_0}> : () -> !hal.device
    %37:2 = "hal.device.query"(%36) <{category = "hal.executable.format", default_value = false, key = "vmvx-bytecode-fb"}> : (!hal.device) -> (i1, i1)
    "util.global.store"(%37#1) <{global = @__device_0_query_0_hal_executable_format_vmvx_bytecode_fb}> : (i1) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__device_0_executable_0_scale_dispatch_0", sym_visibility = "private", type = !hal.executable}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %25 = "util.null"() : () -> !hal.executable
    %26 = "arith.constant"() <{value = 14 : i32}> : () -> i32
    %27 = "arith.constant"() <{value = 0 : index}> : () -> index
    %28 = "arith.constant"() <{value = -1 : index}> : () -> index
    %29 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %30 = "util.global.load"() <{global = @__device_0_query_0_hal_executable_format_vmvx_bytecode_fb}> : () -> i1
    %31 = "util.global.load"() <{global = @__device_0}> : () -> !hal.device
    %32 = "arith.select"(%30, %27, %28) : (i1, index, index) -> index
    %33 = "arith.cmpi"(%32, %27) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.cond_br"(%33)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %34 = "hal.executable.create"(%31, %29) <{executable_target = @scale_dispatch_0::@vmvx_bytecode_fb}> : (!hal.device, i64) -> !hal.executable
    "cf.br"(%34)[^bb3] : (!hal.executable) -> ()
  ^bb2:  // pred: ^bb0
    "util.status.check_ok"(%26) <{message = "HAL device `__device_0` does not support any variant of executable `scale_dispatch_0`; available formats: [vmvx-bytecode-fb]"}> : (i32) -> ()
    "cf.br"(%25)[^bb3] : (!hal.executable) -> ()
  ^bb3(%35: !hal.executable):  // 2 preds: ^bb1, ^bb2
    "util.global.store"(%35) <{global = @__device_0_executable_0_scale_dispatch_0}> : (!hal.executable) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "hal.executable"() <{sym_name = "scale_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.binary"() <{data = dense<"0x504B03042D000000000000002100866DF88CFFFFFFFFFFFFFFFF090019006D6F64756C652E6662CAFE010000010010003C040000000000003C040000000000003C040000080000004952454518FCFFFF2400000009000000B0010000C4010000C8010000E402000000001100F402000010000000060000006D6F64756C65000056FCFFFF0C000000140000002C00000006000000000202010201000006000000000000003C010000280100001801000004010000F40000000100000004000000A4FCFFFF080000002C000000220000007363616C655F64697370617463685F305F656C656D656E74776973655F345F663332000016000000010000000000000004000000000000000F000000000000001A000000000000001D0000000000000024000000000000002A00000001000000310000000100000036000000010000003C00000001000000470000000300000052000000030000005800000003000000690000000300000070000000030000008100000003000000890000000500000091000000030000009900000003000000A000000003000000A900000003000000B0000000030000008CFDFFFF04000000010000008AFDFFFF38000000070000000A000000A8FDFFFF0200000001000000A6FDFFFF1C0000000500000008000000B6FDFFFF0C000000010000000100000010000000736F75726365732F6162692E6D6C69720000000005000000800000006C000000580000003C00000014000000010000007800000001000000A00000000CFEFFFF040000001400000021766D2E6C6973743C21766D2E6275666665723E0000000030FEFFFF040000000A00000021766D2E627566666572000048FEFFFF04000000030000006936340058FEFFFF04000000030000006933320068FEFFFF04000000030000006633320078FEFFFF04000000220000007363616C655F64697370617463685F305F656C656D656E74776973655F345F6633320000B0FEFFFF08000000180000000F000000307272726969696969696969695F7600020000003000000004000000DCFEFFFF08000000180000000E000000636F6E7374616E745F636F756E740000010000003100000004FFFFFF08000000180000000D00000062696E64696E675F636F756E7400000001000000320000000100000000000000B400000009000000000004000C000300B8000000790E0A000F040000000000000000000F010000000000000002000C04000D0100000005008500010000806601800A0006008501000180E018060007001A028004000300000000801A0280050003000000018085000100028056680000000002000A0004000B000500795004000000060057060080000000000000A8000000000079E033008004000600E00C060007000600E0340180040006002A040002000400566800000000000079850200008001805A0000000000000008000C00040008000600080004000A001000040008000C002400280004000000080000000C00000000001000140000000000000018001C002000240000000000000000000000000000000000000000000000000000000000000000000000000000000000504B01021E032D000000000000002100866DF88CFFFFFFFFFFFFFFFF09001C0000000000000000000000FFFFFFFF6D6F64756C652E6662010018003C040000000000003C040000000000000000000000000000504B06062C000000000000002D002D0000000000000000000100000000000000010000000000000053000000000000008004000000000000504B060700000000D30400000000000001000000504B0506000000000100010053000000FFFFFFFF0000"> : vector<1333xi8>, format = "vmvx-bytecode-fb", mime_type = "application/x-flatbuffers", sym_name = "vmvx_bytecode_fb"}> : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, f32) -> (!hal.buffer_view, f32), sym_name = "scale"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: f32):
    %0 = "hal.buffer_usage"() <{usage = 3075 : i32}> : () -> i32
    %1 = "hal.memory_type"() <{type = 48 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %6 = "util.null"() : () -> !hal.fence
    %7 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %10 = "util.global.load"() <{global = @__device_0, is_immutable}> : () -> !hal.device
    %11 = "util.global.load"() <{global = @__device_0_executable_0_scale_dispatch_0, is_immutable}> : () -> !hal.executable
    %12 = "hal.element_type"() <{type = f32}> : () -> i32
    %13 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %12, %13, %2) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %14 = "hal.buffer_view.buffer"(%arg0) : (!hal.buffer_view) -> !hal.buffer
    %15 = "hal.device.allocator"(%10) : (!hal.device) -> !hal.allocator
    "hal.buffer.assert"(%14, %15, %3) <{buffer_usage = 3075 : i32, memory_types = 16 : i32, message = "tensor"}> : (!hal.buffer, !hal.allocator, index) -> ()
    %16 = "hal.fence.create"(%10) <{flags = 0 : i64}> : (!hal.device) -> !hal.fence
    %17 = "hal.device.queue.alloca"(%10, %5, %6, %16, %7, %1, %0, %3) <{flags = 0 : i64}> : (!hal.device, i64, !hal.fence, !hal.fence, i64, i32, i32, index) -> !hal.buffer
    %18 = "arith.bitcast"(%arg1) : (f32) -> i32
    %19 = "hal.command_buffer.create"(%10, %5) <{command_categories = 3 : i32, modes = 1 : i32}> : (!hal.device, i64) -> !hal.command_buffer
    %20 = "hal.executable.lookup.function"(%11) <{entry_point = @scale_dispatch_0::@vmvx_bytecode_fb::@scale_dispatch_0_elementwise_4_f32}> : (!hal.executable) -> i64
    "hal.command_buffer.dispatch"(%19, %11, %20, %8, %8, %8, %18, %14, %17, %4, %4, %3, %3) <{flags = 0 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 2, 2, 2>}> : (!hal.command_buffer, !hal.executable, i64, index, index, index, i32, !hal.buffer, !hal.buffer, index, index, index, index) -> ()
    "hal.command_buffer.execution_barrier"(%19) <{flags = 0 : i64, source_stage_mask = 28 : i32, target_stage_mask = 13 : i32}> : (!hal.command_buffer) -> ()
    "hal.command_buffer.finalize"(%19) : (!hal.command_buffer) -> ()
    %21 = "hal.fence.create"(%10) <{flags = 0 : i64}> : (!hal.device) -> !hal.fence
    "hal.device.queue.execute"(%10, %5, %16, %21, %19) <{flags = 0 : i64}> : (!hal.device, i64, !hal.fence, !hal.fence, !hal.command_buffer) -> ()
    %22 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %23 = "hal.fence.await"(%9, %21) <{flags = 0 : i64}> : (i32, !hal.fence) -> i32
    "util.status.check_ok"(%23) <{message = "failed to wait on timepoint"}> : (i32) -> ()
    %24 = "hal.buffer_view.create"(%17, %4, %3, %12, %13, %2) : (!hal.buffer, index, index, i32, i32, index) -> !hal.buffer_view
    "util.return"(%24, %22) : (!hal.buffer_view, f32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi = "{\22a\22:[[\22ndarray\22,\22f32\22,1,4],\22f32\22],\22r\22:[[\22ndarray\22,\22f32\22,1,4],\22f32\22],\22v\22:1}", iree.abi.declaration = "sync func @scale(%input0: tensor<4xf32>, %input1: f32) -> (%output0: tensor<4xf32>, %output1: f32)"}} : () -> ()
}) : () -> ()