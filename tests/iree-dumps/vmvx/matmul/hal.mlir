"builtin.module"() ({
  "util.global"() <{sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %51 = "arith.constant"() <{value = 18 : i32}> : () -> i32
    %52 = "arith.constant"() <{value = false}> : () -> i1
    %53 = "arith.constant"() <{value = 0 : index}> : () -> index
    %54 = "arith.constant"() <{value = 1 : index}> : () -> index
    %55 = "util.null"() : () -> !hal.device
    %56 = "hal.devices.count"() : () -> index
    "cf.br"(%53, %53, %55)[^bb1] : (index, index, !hal.device) -> ()
  ^bb1(%57: index, %58: index, %59: !hal.device):  // 2 preds: ^bb0, ^bb4
    %60 = "util.cmp.eq"(%59, %55) : (!hal.device, !hal.device) -> i1
    %61 = "arith.cmpi"(%57, %56) <{predicate = 2 : i64}> : (index, index) -> i1
    %62 = "arith.andi"(%60, %61) : (i1, i1) -> i1
    "cf.cond_br"(%62)[^bb2, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %63 = "hal.devices.get"(%57) : (index) -> !hal.device
    %64:2 = "hal.device.query"(%63) <{category = "hal.device.id", default_value = false, key = "local*"}> : (!hal.device) -> (i1, i1)
    "cf.cond_br"(%64#1, %52)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i1) -> ()
  ^bb3:  // pred: ^bb2
    %65:2 = "hal.device.query"(%63) <{category = "hal.executable.format", default_value = false, key = "vmvx-bytecode-fb"}> : (!hal.device) -> (i1, i1)
    "cf.br"(%65#1)[^bb4] : (i1) -> ()
  ^bb4(%66: i1):  // 2 preds: ^bb2, ^bb3
    %67 = "arith.cmpi"(%58, %53) <{predicate = 0 : i64}> : (index, index) -> i1
    %68 = "arith.select"(%66, %54, %53) : (i1, index, index) -> index
    %69 = "arith.addi"(%58, %68) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %70 = "arith.andi"(%66, %67) : (i1, i1) -> i1
    %71 = "arith.select"(%70, %63, %55) : (i1, !hal.device, !hal.device) -> !hal.device
    %72 = "arith.addi"(%57, %54) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%72, %69, %71)[^bb1] : (index, index, !hal.device) -> ()
  ^bb5:  // pred: ^bb1
    "cf.cond_br"(%60)[^bb6, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb6:  // pred: ^bb5
    "util.status.check_ok"(%51) <{message = "HAL device `__device_0` not found or unavailable: #hal.device.target<\22local\22, [#hal.executable.target<\22vmvx\22, \22vmvx-bytecode-fb\22, {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = \22none\22}>]>"}> : (i32) -> ()
    "cf.br"()[^bb7] : () -> ()
  ^bb7:  // 2 preds: ^bb5, ^bb6
    "util.global.store"(%59) <{global = @__device_0}> : (!hal.device) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__device_0_query_0_hal_executable_format_vmvx_bytecode_fb", sym_visibility = "private", type = i1}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %49 = "util.global.load"() <{global = @__device_0}> : () -> !hal.device
    %50:2 = "hal.device.query"(%49) <{category = "hal.executable.format", default_value = false, key = "vmvx-bytecode-fb"}> : (!hal.device) -> (i1, i1)
    "util.global.store"(%50#1) <{global = @__device_0_query_0_hal_executable_format_vmvx_bytecode_fb}> : (i1) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__device_0_executable_0_matmul_dispatch_0", sym_visibility = "private", type = !hal.executable}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %38 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %39 = "arith.constant"() <{value = -1 : index}> : () -> index
    %40 = "arith.constant"() <{value = 0 : index}> : () -> index
    %41 = "arith.constant"() <{value = 14 : i32}> : () -> i32
    %42 = "util.null"() : () -> !hal.executable
    %43 = "util.global.load"() <{global = @__device_0_query_0_hal_executable_format_vmvx_bytecode_fb}> : () -> i1
    %44 = "util.global.load"() <{global = @__device_0}> : () -> !hal.device
    %45 = "arith.select"(%43, %40, %39) : (i1, index, index) -> index
    %46 = "arith.cmpi"(%45, %40) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.cond_br"(%46)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %47 = "hal.executable.create"(%44, %38) <{executable_target = @matmul_dispatch_0::@vmvx_bytecode_fb}> : (!hal.device, i64) -> !hal.executable
    "cf.br"(%47)[^bb3] : (!hal.executable) -> ()
  ^bb2:  // pred: ^bb0
    "util.status.check_ok"(%41) <{message = "HAL device `__device_0` does not support any variant of executable `matmul_dispatch_0`; available formats: [vmvx-bytecode-fb]"}> : (i32) -> ()
    "cf.br"(%42)[^bb3] : (!hal.executable) -> ()
  ^bb3(%48: !hal.executable):  // 2 preds: ^bb1, ^bb2
    "util.global.store"(%48) <{global = @__device_0_executable_0_matmul_dispatch_0}> : (!hal.executable) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "hal.executable"() <{sym_name = "matmul_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.binary"() <{data = dense<"0x504B03042D0000000000000021008C3F69A6FFFFFFFFFFFFFFFF090019006D6F64756C652E6662CAFE010000010010007C060000000000007C060000000000007C0600000800000049524545D0F9FFFF2400000009000000D8020000EC020000F0020000E403000000001100F403000010000000060000006D6F64756C6500000EFAFFFF0C000000140000003400000008000000000202010201020108000000000000006402000050020000400200002C0200001C02000008020000F8010000010000000400000064FAFFFF0800000030000000250000006D61746D756C5F64697370617463685F305F6D61746D756C5F36347831367833325F663332000000360000000100000000000000040000000000000007000000030000000B00000000000000160000000000000021000000000000002C0000000000000037000000000000003E0000000500000045000000050000004C00000002000000570000000200000062000000050000006D00000005000000720000000700000083000000070000008A000000070000009B00000007000000A200000007000000B300000007000000BA00000007000000CB00000007000000D200000007000000DA00000007000000E100000007000000E900000007000000F000000007000000F90000000500000009010000050000001001000005000000210100000500000028010000050000002F010000050000003F01000005000000460100000500000057010000050000005E010000050000006F01000005000000760100000500000087010000050000008E0100000500000096010000050000009F01000005000000A701000005000000AF01000005000000B901000005000000C101000005000000C801000005000000D101000005000000D801000005000000E101000005000000E801000005000000F101000005000000FA0100000500000050FCFFFF06000000020000004EFCFFFF5400000004000000080000006CFCFFFF04000000020000006AFCFFFF38000000050000000800000088FCFFFF010000000200000086FCFFFF1C000000010000000100000096FCFFFF0C000000020000000800000013000000736F75726365732F6D61746D756C2E6D6C69720005000000800000006C000000580000003C00000014000000010000007800000001000000A4000000ECFCFFFF040000001400000021766D2E6C6973743C21766D2E6275666665723E0000000010FDFFFF040000000A00000021766D2E627566666572000028FDFFFF04000000030000006936340038FDFFFF04000000030000006933320048FDFFFF04000000030000006633320058FDFFFF04000000250000006D61746D756C5F64697370617463685F305F6D61746D756C5F36347831367833325F66333200000094FDFFFF08000000180000000F000000307272726969696969696969695F76000100000004000000BCFDFFFF08000000180000000D00000062696E64696E675F636F756E7400000001000000330000000100000000000000FE01000009000000000010001A00040000020000790C09000E0000E00402000F400000000000000004000F010000000000000006000F10000000000000000A000F20000000000000000C000D0100000003000D020000000800850200008001801A028009000300000000801A028003000300000001801A0280080003000000038085010002805682000000000200000008000100090079500800040003005703009A000000000000F80000000000792C08000A000E0056B20000000002000000100001001100795010000A000300570300CA000000000000E80000000000792A0E0010001200E0340380120002002A10000600100056B20000000000792A080006000800568200000000000079560801000002000000020001000300795002000400080057080020010000000000F00100000000792C02000C0008002C02000A000E00563E01000002000000100001001100795010000A00120057120056010000000000E00100000000792A0E0010001200566E0100000002000000140001001500795014000C00160057160086010000000000D00100000000792A080014001600E0330080160018003114000A0010001600E033018016001900E033038012001600E00F1800190016001600E0340380120016002A140006001400566E010000000000792A100006001000563E010000000000792A0200060002005608010000000000798503000080018003805A000000000008000C00040008000600080004000A001000040008000C002400280004000000080000000C00000000001000140000000000000018001C00200024000000000000000000000000000000000000000000000000000000000000000000504B01021E032D0000000000000021008C3F69A6FFFFFFFFFFFFFFFF09001C0000000000000000000000FFFFFFFF6D6F64756C652E6662010018007C060000000000007C060000000000000000000000000000504B06062C000000000000002D002D000000000000000000010000000000000001000000000000005300000000000000C006000000000000504B060700000000130700000000000001000000504B0506000000000100010053000000FFFFFFFF0000"> : vector<1909xi8>, format = "vmvx-bytecode-fb", mime_type = "application/x-flatbuffers", sym_name = "vmvx_bytecode_fb"}> : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = () -> !hal.command_buffer, inlining_policy = #util.inline.never, sym_name = "__matmul_memoize_apply", sym_visibility = "private"}> ({
    %26 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %27 = "arith.constant"() <{value = 3 : index}> : () -> index
    %28 = "arith.constant"() <{value = 0 : index}> : () -> index
    %29 = "arith.constant"() <{value = 1 : index}> : () -> index
    %30 = "arith.constant"() <{value = 2 : index}> : () -> index
    %31 = "arith.constant"() <{value = 8192 : index}> : () -> index
    %32 = "arith.constant"() <{value = 2048 : index}> : () -> index
    %33 = "arith.constant"() <{value = 4096 : index}> : () -> index
    %34 = "util.global.load"() <{global = @__device_0, is_immutable}> : () -> !hal.device
    %35 = "util.global.load"() <{global = @__device_0_executable_0_matmul_dispatch_0, is_immutable}> : () -> !hal.executable
    %36 = "hal.command_buffer.create"(%34, %26, %27) <{command_categories = 3 : i32, modes = 0 : i32}> : (!hal.device, i64, index) -> !hal.command_buffer
    %37 = "hal.executable.lookup.function"(%35) <{entry_point = @matmul_dispatch_0::@vmvx_bytecode_fb::@matmul_dispatch_0_matmul_64x16x32_f32}> : (!hal.executable) -> i64
    "hal.command_buffer.dispatch"(%36, %35, %37, %29, %29, %29, %28, %29, %30, %28, %28, %28, %31, %32, %33) <{flags = 0 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0, 3, 3, 3>}> : (!hal.command_buffer, !hal.executable, i64, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
    "hal.command_buffer.execution_barrier"(%36) <{flags = 0 : i64, source_stage_mask = 28 : i32, target_stage_mask = 13 : i32}> : (!hal.command_buffer) -> ()
    "hal.command_buffer.finalize"(%36) : (!hal.command_buffer) -> ()
    "util.return"(%36) : (!hal.command_buffer) -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__matmul_memoize_result_0_device_0", sym_visibility = "private", type = !hal.command_buffer}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %25 = "util.call"() <{callee = @__matmul_memoize_apply}> : () -> !hal.command_buffer
    "util.global.store"(%25) <{global = @__matmul_memoize_result_0_device_0}> : (!hal.command_buffer) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "matmul"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "util.null"() : () -> !hal.fence
    %3 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 4096 : index}> : () -> index
    %6 = "arith.constant"() <{value = 2048 : index}> : () -> index
    %7 = "arith.constant"() <{value = 8192 : index}> : () -> index
    %8 = "arith.constant"() <{value = 16 : index}> : () -> index
    %9 = "arith.constant"() <{value = 32 : index}> : () -> index
    %10 = "arith.constant"() <{value = 64 : index}> : () -> index
    %11 = "hal.memory_type"() <{type = 48 : i32}> : () -> i32
    %12 = "hal.buffer_usage"() <{usage = 3075 : i32}> : () -> i32
    %13 = "util.global.load"() <{global = @__device_0, is_immutable}> : () -> !hal.device
    %14 = "util.global.load"() <{global = @__matmul_memoize_result_0_device_0, is_immutable}> : () -> !hal.command_buffer
    %15 = "hal.element_type"() <{type = f32}> : () -> i32
    %16 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %15, %16, %10, %9) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %17 = "hal.buffer_view.buffer"(%arg0) : (!hal.buffer_view) -> !hal.buffer
    %18 = "hal.device.allocator"(%13) : (!hal.device) -> !hal.allocator
    "hal.buffer.assert"(%17, %18, %7) <{buffer_usage = 3075 : i32, memory_types = 16 : i32, message = "tensor"}> : (!hal.buffer, !hal.allocator, index) -> ()
    "hal.buffer_view.assert"(%arg1, %15, %16, %9, %8) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %19 = "hal.buffer_view.buffer"(%arg1) : (!hal.buffer_view) -> !hal.buffer
    "hal.buffer.assert"(%19, %18, %6) <{buffer_usage = 3075 : i32, memory_types = 16 : i32, message = "tensor"}> : (!hal.buffer, !hal.allocator, index) -> ()
    %20 = "hal.fence.create"(%13) <{flags = 0 : i64}> : (!hal.device) -> !hal.fence
    %21 = "hal.device.queue.alloca"(%13, %3, %2, %20, %1, %11, %12, %5) <{flags = 0 : i64}> : (!hal.device, i64, !hal.fence, !hal.fence, i64, i32, i32, index) -> !hal.buffer
    %22 = "hal.fence.create"(%13) <{flags = 0 : i64}> : (!hal.device) -> !hal.fence
    "hal.device.queue.execute.indirect"(%13, %3, %20, %22, %14, %17, %19, %21, %4, %4, %4, %7, %6, %5) <{flags = 0 : i64}> : (!hal.device, i64, !hal.fence, !hal.fence, !hal.command_buffer, !hal.buffer, !hal.buffer, !hal.buffer, index, index, index, index, index, index) -> ()
    %23 = "hal.fence.await"(%0, %22) <{flags = 0 : i64}> : (i32, !hal.fence) -> i32
    "util.status.check_ok"(%23) <{message = "failed to wait on timepoint"}> : (i32) -> ()
    %24 = "hal.buffer_view.create"(%21, %4, %5, %15, %16, %10, %8) : (!hal.buffer, index, index, i32, i32, index, index) -> !hal.buffer_view
    "util.return"(%24) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @matmul(%input0: tensor<64x32xf32>, %input1: tensor<32x16xf32>) -> (%output0: tensor<64x16xf32>)"}} : () -> ()
}) : () -> ()