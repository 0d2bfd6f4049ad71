"builtin.module"() ({
  "hal.executable"() <{sym_name = "mlp_linked_vmvx", sym_visibility = "private"}> ({
    "hal.executable.binary"() <{data = dense<"0x504B03042D000000000000002100D2A4F7E9FFFFFFFFFFFFFFFF090019006D6F64756C652E6662CAFE01000001001000BC09000000000000BC09000000000000BC090000080000004952454590F6FFFF2400000009000000EC02000000030000080300008004000000001100A4040000180000000D0000006C696E6B65645F6D6F64756C65000000D6F6FFFF0C00000018000000400000000A0000000002020102010201020100000A000000000000006C020000580200004802000034020000240200001002000000020000EC010000DC010000010000000400000038F7FFFF080000002C000000200000006D6C705F64697370617463685F315F6D61746D756C5F3878347833325F66333200000000330000000100000000000000040000000300000008000000000000000B00000000000000160000000000000021000000000000002C0000000000000037000000000000003F0000000000000046000000000000004E00000005000000590000000700000064000000070000006A000000090000007B00000009000000820000000900000093000000090000009A00000009000000AB00000009000000B200000009000000C300000009000000CA00000009000000D200000009000000D900000009000000E100000009000000E800000009000000F1000000070000000101000007000000080100000700000019010000070000002001000007000000270100000700000037010000070000003E010000070000004F01000007000000560100000700000067010000070000006E010000070000007F0100000700000086010000070000008E010000070000009601000007000000A001000007000000A801000007000000AF01000007000000B701000007000000BE01000007000000C701000007000000CE01000007000000D701000007000000DE0100000700000008F9FFFF080000000200000006F9FFFF70000000130000000900000024F9FFFF060000000200000022F9FFFF54000000140000000800000040F9FFFF04000000020000003EF9FFFF380000000B000000080000005CF9FFFF01000000020000005AF9FFFF1C00000004000000010000006AF9FFFF0C000000080000000800000010000000736F75726365732F6D6C702E6D6C69720000000005000000880000007400000060000000440000001C00000002000000B40000007C0000000200000028010000D4000000C8F9FFFF040000001400000021766D2E6C6973743C21766D2E6275666665723E00000000ECF9FFFF040000000A00000021766D2E627566666572000004FAFFFF04000000030000006936340014FAFFFF04000000030000006933320024FAFFFF0400000003000000663332003CFAFFFF0800000001000000200000006D6C705F64697370617463685F315F6D61746D756C5F3878347833325F6633320000000068FAFFFF04000000210000006D6C705F64697370617463685F305F6D61746D756C5F387833327831365F663332000000A0FAFFFF08000000180000000F000000307272726969696969696969695F76000100000004000000C8FAFFFF08000000180000000D00000062696E64696E675F636F756E740000000100000032000000F0FAFFFF08000000180000000F000000307272726969696969696969695F7600010000000400000018FBFFFF08000000180000000D00000062696E64696E675F636F756E7400000001000000320000000200000000000000A802000009000000000016001C000400A8020000E201000009000000000010001A00030090040000790C09000F00040000000000000000E005CDCCCC3D0200E00403000E04000F080000000000000006000F01000000000000000A000F20000000000000000C000F10000000000000000E00E0050000003F08000D010000001000850200008001806C0000090000801A028009000300000001801A028010000300000003808501000280569200000000020004000000050001007950000006000900570900AA000000000000080100000000792C00000C00100056C20000000002000400120005001300795012000C000900570900DA000000000000F80000000000792A100012001400E0340080140003002A12000A00120056C20000000000792A00000A000000569200000000000079561801000002000400000005000100795000000600090057090030010000000000EE0100000000792C00000E0010002C00000C001200564E01000002000400140005001500795014000C00090057090066010000000000DE0100000000792A120014001600567E0100000002000400180005001900795018000E00090057090096010000000000CE0100000000792A100018001A00E03301801A000900E033008016001A00E00F090008001A001A00E034008016001A002A18000A001800567E0100000000792A14000A001400564E010000000000792A00000A00000056180100000000007985010001805604020000000200040000000500010079500000060008005708001C0200000000009C0200000000792C00000C000800563402000000020004000E0005000F0079500E000C0010005710004C0200000000008C0200000000792A08000E001000E033008010001200E00A120002001200E02F030012001300E0081300120003001200E0340380100012002A0E000A000E0056340200000000792A00000A000000560402000000000079850200008003805A000000790C0900E00400000E02000F080000000000000004000F010000000000000006000F04000000000000000A000F20000000000000000C00E0050000803E01000D01000000080085000200008001801A028009000300000000801A02800800030000000180850001000280567A00000000020002000800030009007950080004000E00570E0092000000000000F00000000000792C08000A000E0056AA0000000002000200100003001100795010000A001200571200C2000000000000E00000000000792A0E0010001200E0340180120000002A10000600100056AA0000000000792A080006000800567A00000000000079560001000002000200080003000900795008000400000057000018010000000000D60100000000792C08000C000E002C08000A001000563601000002000200120003001300795012000A0000005700004E010000000000C60100000000792A10001200140056660100000002000200160003001700795016000C0000005700007E010000000000B60100000000792A0E0016001800E033008018000000E033018014001800E00F0000010018001800E0340180140018002A16000600160056660100000000792A1200060012005636010000000000792A080006000800560001000000000079850200008001805A00000000000000000008000C00040008000600080004000A001000040008000C002400280004000000080000000C00000000001000140000000000000018001C00200024000000000000000000000000000000000000000000000000000000000000000000504B01021E032D000000000000002100D2A4F7E9FFFFFFFFFFFFFFFF09001C0000000000000000000000FFFFFFFF6D6F64756C652E666201001800BC09000000000000BC090000000000000000000000000000504B06062C000000000000002D002D000000000000000000010000000000000001000000000000005300000000000000000A000000000000504B060700000000530A00000000000001000000504B0506000000000100010053000000FFFFFFFF0000"> : vector<2741xi8>, format = "vmvx-bytecode-fb", mime_type = "application/x-flatbuffers", sym_name = "vmvx_bytecode_fb"}> : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %55 = "arith.constant"() <{value = 18 : i32}> : () -> i32
    %56 = "arith.constant"() <{value = false}> : () -> i1
    %57 = "arith.constant"() <{value = 0 : index}> : () -> index
    %58 = "arith.constant"() <{value = 1 : index}> : () -> index
    %59 = "util.null"() : () -> !hal.device
    %60 = "hal.devices.count"() : () -> index
    "cf.br"(%57, %57, %59)[^bb1] : (index, index, !hal.device) -> ()
  ^bb1(%61: index, %62: index, %63: !hal.device):  // 2 preds: ^bb0, ^bb4
    %64 = "util.cmp.eq"(%63, %59) : (!hal.device, !hal.device) -> i1
    %65 = "arith.cmpi"(%61, %60) <{predicate = 2 : i64}> : (index, index) -> i1
    %66 = "arith.andi"(%64, %65) : (i1, i1) -> i1
    "cf.cond_br"(%66)[^bb2, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %67 = "hal.devices.get"(%61) : (index) -> !hal.device
    %68:2 = "hal.device.query"(%67) <{category = "hal.device.id", default_value = false, key = "local*"}> : (!hal.device) -> (i1, i1)
    "cf.cond_br"(%68#1, %56)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i1) -> ()
  ^bb3:  // pred: ^bb2
    %69:2 = "hal.device.query"(%67) <{category = "hal.executable.format", default_value = false, key = "vmvx-bytecode-fb"}> : (!hal.device) -> (i1, i1)
    "cf.br"(%69#1)[^bb4] : (i1) -> ()
  ^bb4(%70: i1):  // 2 preds: ^bb2, ^bb3
    %71 = "arith.cmpi"(%62, %57) <{predicate = 0 : i64}> : (index, index) -> i1
    %72 = "arith.select"(%70, %58, %57) : (i1, index, index) -> index
    %73 = "arith.addi"(%62, %72) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %74 = "arith.andi"(%70, %71) : (i1, i1) -> i1
    %75 = "arith.select"(%74, %67, %59) : (i1, !hal.device, !hal.device) -> !hal.device
    %76 = "arith.addi"(%61, %58) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%76, %73, %75)[^bb1] : (index, index, !hal.device) -> ()
  ^bb5:  // pred: ^bb1
    "cf.cond_br"(%64)[^bb6, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb6:  // pred: ^bb5
    "util.status.check_ok"(%55) <{message = "HAL device `__device_0` not found or unavailable: #hal.device.target<\22local\22, [#hal.executable.target<\22vmvx\22, \22vmvx-bytecode-fb\22, {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = \22none\22}>]>"}> : (i32) -> ()
    "cf.br"()[^bb7] : () -> ()
  ^bb7:  // 2 preds: ^bb5, ^bb6
    "util.global.store"(%63) <{global = @__device_0}> : (!hal.device) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__device_0_query_0_hal_executable_format_vmvx_bytecode_fb", sym_visibility = "private", type = i1}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %53 = "util.global.load"() <{global = @__device_0}> : () -> !hal.device
    %54:2 = "hal.device.query"(%53) <{category = "hal.executable.format", default_value = false, key = "vmvx-bytecode-fb"}> : (!hal.device) -> (i1, i1)
    "util.global.store"(%54#1) <{global = @__device_0_query_0_hal_executable_format_vmvx_bytecode_fb}> : (i1) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__device_0_executable_0_mlp_linked_vmvx", sym_visibility = "private", type = !hal.executable}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %42 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %43 = "arith.constant"() <{value = -1 : index}> : () -> index
    %44 = "arith.constant"() <{value = 0 : index}> : () -> index
    %45 = "arith.constant"() <{value = 14 : i32}> : () -> i32
    %46 = "util.null"() : () -> !hal.executable
    %47 = "util.global.load"() <{global = @__device_0_query_0_hal_executable_format_vmvx_bytecode_fb}> : () -> i1
    %48 = "util.global.load"() <{global = @__device_0}> : () -> !hal.device
    %49 = "arith.select"(%47, %44, %43) : (i1, index, index) -> index
    %50 = "arith.cmpi"(%49, %44) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.cond_br"(%50)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %51 = "hal.executable.create"(%48, %42) <{executable_target = @mlp_linked_vmvx::@vmvx_bytecode_fb}> : (!hal.device, i64) -> !hal.executable
    "cf.br"(%51)[^bb3] : (!hal.executable) -> ()
  ^bb2:  // pred: ^bb0
    "util.status.check_ok"(%45) <{message = "HAL device `__device_0` does not support any variant of executable `mlp_linked_vmvx`; available formats: [vmvx-bytecode-fb]"}> : (i32) -> ()
    "cf.br"(%46)[^bb3] : (!hal.executable) -> ()
  ^bb3(%52: !hal.executable):  // 2 preds: ^bb1, ^bb2
    "util.global.store"(%52) <{global = @__device_0_executable_0_mlp_linked_vmvx}> : (!hal.executable) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = () -> !hal.command_buffer, inlining_policy = #util.inline.never, sym_name = "__mlp_memoize_apply", sym_visibility = "private"}> ({
    %29 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %30 = "arith.constant"() <{value = 3 : index}> : () -> index
    %31 = "arith.constant"() <{value = 0 : index}> : () -> index
    %32 = "arith.constant"() <{value = 2 : index}> : () -> index
    %33 = "arith.constant"() <{value = 512 : index}> : () -> index
    %34 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %35 = "arith.constant"() <{value = 1 : index}> : () -> index
    %36 = "arith.constant"() <{value = 128 : index}> : () -> index
    %37 = "util.global.load"() <{global = @__device_0, is_immutable}> : () -> !hal.device
    %38 = "util.global.load"() <{global = @__device_0_executable_0_mlp_linked_vmvx, is_immutable}> : () -> !hal.executable
    %39 = "hal.command_buffer.create"(%37, %29, %30) <{command_categories = 3 : i32, modes = 0 : i32}> : (!hal.device, i64, index) -> !hal.command_buffer
    %40 = "hal.executable.lookup.function"(%38) <{entry_point = @mlp_linked_vmvx::@vmvx_bytecode_fb::@mlp_dispatch_0_matmul_8x32x16_f32}> : (!hal.executable) -> i64
    "hal.command_buffer.dispatch"(%39, %38, %40, %35, %35, %35, %31, %32, %31, %31, %33, %34) <{flags = 0 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0, 2, 2, 2>}> : (!hal.command_buffer, !hal.executable, i64, index, index, index, index, index, index, index, index, index) -> ()
    "hal.command_buffer.execution_barrier"(%39) <{flags = 0 : i64, source_stage_mask = 28 : i32, target_stage_mask = 13 : i32}> : (!hal.command_buffer) -> ()
    %41 = "hal.executable.lookup.function"(%38) <{entry_point = @mlp_linked_vmvx::@vmvx_bytecode_fb::@mlp_dispatch_1_matmul_8x4x32_f32}> : (!hal.executable) -> i64
    "hal.command_buffer.dispatch"(%39, %38, %41, %35, %35, %35, %32, %35, %31, %31, %34, %36) <{flags = 0 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0, 2, 2, 2>}> : (!hal.command_buffer, !hal.executable, i64, index, index, index, index, index, index, index, index, index) -> ()
    "hal.command_buffer.execution_barrier"(%39) <{flags = 0 : i64, source_stage_mask = 28 : i32, target_stage_mask = 13 : i32}> : (!hal.command_buffer) -> ()
    "hal.command_buffer.finalize"(%39) : (!hal.command_buffer) -> ()
    "util.return"(%39) : (!hal.command_buffer) -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__mlp_memoize_result_0_device_0", sym_visibility = "private", type = !hal.command_buffer}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %28 = "util.call"() <{callee = @__mlp_memoize_apply}> : () -> !hal.command_buffer
    "util.global.store"(%28) <{global = @__mlp_memoize_result_0_device_0}> : (!hal.command_buffer) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "mlp"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %3 = "util.null"() : () -> !hal.fence
    %4 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %5 = "arith.constant"() <{value = 128 : index}> : () -> index
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %8 = "arith.constant"() <{value = 512 : index}> : () -> index
    %9 = "arith.constant"() <{value = 16 : index}> : () -> index
    %10 = "arith.constant"() <{value = 8 : index}> : () -> index
    %11 = "hal.memory_type"() <{type = 48 : i32}> : () -> i32
    %12 = "hal.buffer_usage"() <{usage = 3075 : i32}> : () -> i32
    %13 = "util.global.load"() <{global = @__device_0, is_immutable}> : () -> !hal.device
    %14 = "util.global.load"() <{global = @__mlp_memoize_result_0_device_0, is_immutable}> : () -> !hal.command_buffer
    %15 = "hal.element_type"() <{type = f32}> : () -> i32
    %16 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %15, %16, %10, %9) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %17 = "hal.buffer_view.buffer"(%arg0) : (!hal.buffer_view) -> !hal.buffer
    %18 = "hal.device.allocator"(%13) : (!hal.device) -> !hal.allocator
    "hal.buffer.assert"(%17, %18, %8) <{buffer_usage = 3075 : i32, memory_types = 16 : i32, message = "tensor"}> : (!hal.buffer, !hal.allocator, index) -> ()
    %19 = "hal.fence.create"(%13) <{flags = 0 : i64}> : (!hal.device) -> !hal.fence
    %20 = "hal.device.queue.alloca"(%13, %4, %3, %19, %2, %11, %12, %5) <{flags = 0 : i64}> : (!hal.device, i64, !hal.fence, !hal.fence, i64, i32, i32, index) -> !hal.buffer
    %21 = "hal.fence.create"(%13) <{flags = 0 : i64}> : (!hal.device) -> !hal.fence
    %22 = "hal.device.queue.alloca"(%13, %4, %3, %21, %2, %11, %12, %7) <{flags = 0 : i64}> : (!hal.device, i64, !hal.fence, !hal.fence, i64, i32, i32, index) -> !hal.buffer
    %23 = "hal.fence.join"(%19, %21) <{flags = 0 : i64}> : (!hal.fence, !hal.fence) -> !hal.fence
    %24 = "hal.fence.create"(%13) <{flags = 0 : i64}> : (!hal.device) -> !hal.fence
    "hal.device.queue.execute.indirect"(%13, %4, %23, %24, %14, %17, %20, %22, %6, %6, %6, %8, %5, %7) <{flags = 0 : i64}> : (!hal.device, i64, !hal.fence, !hal.fence, !hal.command_buffer, !hal.buffer, !hal.buffer, !hal.buffer, index, index, index, index, index, index) -> ()
    %25 = "hal.fence.create"(%13) <{flags = 0 : i64}> : (!hal.device) -> !hal.fence
    "hal.device.queue.dealloca"(%13, %4, %24, %25, %22) <{flags = 0 : i64}> : (!hal.device, i64, !hal.fence, !hal.fence, !hal.buffer) -> ()
    %26 = "hal.fence.await"(%1, %25) <{flags = 0 : i64}> : (i32, !hal.fence) -> i32
    "util.status.check_ok"(%26) <{message = "failed to wait on timepoint"}> : (i32) -> ()
    %27 = "hal.buffer_view.create"(%20, %6, %5, %15, %16, %10, %0) : (!hal.buffer, index, index, i32, i32, index, index) -> !hal.buffer_view
    "util.return"(%27) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @mlp(%input0: tensor<8x16xf32>) -> (%output0: tensor<8x4xf32>)"}} : () -> ()
}) : () -> ()