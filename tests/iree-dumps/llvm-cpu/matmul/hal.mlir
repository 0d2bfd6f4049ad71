"builtin.module"() ({
  "util.global"() <{sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %52 = "arith.constant"() <{value = 18 : i32}> : () -> i32
    %53 = "arith.constant"() <{value = false}> : () -> i1
    %54 = "arith.constant"() <{value = 0 : index}> : () -> index
    %55 = "arith.constant"() <{value = 1 : index}> : () -> index
    %56 = "util.null"() : () -> !hal.device
    %57 = "hal.devices.count"() : () -> index
    "cf.br"(%54, %54, %56)[^bb1] : (index, index, !hal.device) -> ()
  ^bb1(%58: index, %59: index, %60: !hal.device):  // 2 preds: ^bb0, ^bb4
    %61 = "util.cmp.eq"(%60, %56) : (!hal.device, !hal.device) -> i1
    %62 = "arith.cmpi"(%58, %57) <{predicate = 2 : i64}> : (index, index) -> i1
    %63 = "arith.andi"(%61, %62) : (i1, i1) -> i1
    "cf.cond_br"(%63)[^bb2, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %64 = "hal.devices.get"(%58) : (index) -> !hal.device
    %65:2 = "hal.device.query"(%64) <{category = "hal.device.id", default_value = false, key = "local*"}> : (!hal.device) -> (i1, i1)
    "cf.cond_br"(%65#1, %53)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i1) -> ()
  ^bb3:  // pred: ^bb2
    %66:2 = "hal.device.query"(%64) <{category = "hal.executable.format", default_value = false, key = "embedded-elf-x86_64"}> : (!hal.device) -> (i1, i1)
    "cf.br"(%66#1)[^bb4] : (i1) -> ()
  ^bb4(%67: i1):  // 2 preds: ^bb2, ^bb3
    %68 = "arith.cmpi"(%59, %54) <{predicate = 0 : i64}> : (index, index) -> i1
    %69 = "arith.select"(%67, %55, %54) : (i1, index, index) -> index
    %70 = "arith.addi"(%59, %69) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %71 = "arith.andi"(%67, %68) : (i1, i1) -> i1
    %72 = "arith.select"(%71, %64, %56) : (i1, !hal.device, !hal.device) -> !hal.device
    %73 = "arith.addi"(%58, %55) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%73, %70, %72)[^bb1] : (index, index, !hal.device) -> ()
  ^bb5:  // pred: ^bb1
    "cf.cond_br"(%61)[^bb6, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb6:  // pred: ^bb5
    "util.status.check_ok"(%52) <{message = "HAL device `__device_0` not found or unavailable: #hal.device.target<\22local\22, [#hal.executable.target<\22llvm-cpu\22, \22embedded-elf-x86_64\22, {cpu = \22generic\22, cpu_features = \22\22, data_layout = \22e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\22, iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = \22x86_64-unknown-unknown-eabi-elf\22}>]>"}> : (i32) -> ()
    "cf.br"()[^bb7] : () -> ()
  ^bb7:  // 2 preds: ^bb5, ^bb6
    "util.global.store"(%60) <{global = @__device_0}> : (!hal.device) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__device_0_query_0_hal_executable_format_embedded_elf_x86_64", sym_visibility = "private", type = i1}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %50 = "util.global.load"() <{global = @__device_0}> : () -> !hal.device
    %51:2 = "hal.device.query"(%50) <{category = "hal.executable.format", default_value = false, key = "embedded-elf-x86_64"}> : (!hal.device) -> (i1, i1)
    "util.global.store"(%51#1) <{global = @__device_0_query_0_hal_executable_format_embedded_elf_x86_64}> : (i1) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__device_0_executable_0_matmul_dispatch_0", sym_visibility = "private", type = !hal.executable}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %39 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %40 = "arith.constant"() <{value = -1 : index}> : () -> index
    %41 = "arith.constant"() <{value = 0 : index}> : () -> index
    %42 = "arith.constant"() <{value = 14 : i32}> : () -> i32
    %43 = "util.null"() : () -> !hal.executable
    %44 = "util.global.load"() <{global = @__device_0_query_0_hal_executable_format_embedded_elf_x86_64}> : () -> i1
    %45 = "util.global.load"() <{global = @__device_0}> : () -> !hal.device
    %46 = "arith.select"(%44, %41, %40) : (i1, index, index) -> index
    %47 = "arith.cmpi"(%46, %41) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.cond_br"(%47)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %48 = "hal.executable.create"(%45, %39) <{executable_target = @matmul_dispatch_0::@embedded_elf_x86_64}> : (!hal.device, i64) -> !hal.executable
    "cf.br"(%48)[^bb3] : (!hal.executable) -> ()
  ^bb2:  // pred: ^bb0
    "util.status.check_ok"(%42) <{message = "HAL device `__device_0` does not support any variant of executable `matmul_dispatch_0`; available formats: [embedded-elf-x86_64]"}> : (i32) -> ()
    "cf.br"(%43)[^bb3] : (!hal.executable) -> ()
  ^bb3(%49: !hal.executable):  // 2 preds: ^bb1, ^bb2
    "util.global.store"(%49) <{global = @__device_0_executable_0_matmul_dispatch_0}> : (!hal.executable) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "hal.executable"() <{sym_name = "matmul_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.binary"() <{data = dense<"0x7F454C4602010100000000000000000003003E000100000000000000000000004000000000000000480C00000000000000000000400038000700400015001300060000000400000040000000000000004000000000000000400000000000000088010000000000008801000000000000080000000000000001000000040000000000000000000000000000000000000000000000000000005004000000000000500400000000000000100000000000000100000005000000500400000000000050140000000000005014000000000000A103000000000000A10300000000000000100000000000000100000006000000000800000000000000280000000000000028000000000000A001000000000000000800000000000000100000000000000200000006000000E008000000000000E028000000000000E028000000000000C000000000000000C000000000000000080000000000000052E5746404000000000800000000000000280000000000000028000000000000A0010000000000000008000000000000010000000000000051E57464060000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000100000012000700E017000000000000110000000000000002000000020000000000000001000000000000000000000000697265655F68616C5F65786563757461626C655F6C6962726172795F717565727900000000000008280000000000000800000000000000600300000000000018280000000000000800000000000000501400000000000020280000000000000800000000000000C00300000000000030280000000000000800000000000000E603000000000000482800000000000008000000000000000004000000000000502800000000000008000000000000000004000000000000602800000000000008000000000000000028000000000000802800000000000008000000000000001828000000000000882800000000000008000000000000008003000000000000A02800000000000008000000000000002028000000000000B82800000000000008000000000000002828000000000000C0280000000000000800000000000000402800000000000000000000000000006D61746D756C5F64697370617463685F30000000000000000000000000000000000000000000000000000003010000000100000001000000000000000000000000000000000000000000000000000000000000000000000000000000000000006D61746D756C5F64697370617463685F305F6D61746D756C5F36347831367833325F66333200736F75726365732F6D61746D756C2E6D6C6972000000000000001400000000000000017A5200017810011B0C0708900100001C0000001C000000301000008C03000000410E108602430D060387030C070800100000003C000000A0130000110000000000000000000000554889E5488B7620488B3E8B024889C248C1E20A48C1E00948034610B9C000000048034E084801FA4881C28C03000031F66666666666662E0F1F8400000000000F57DB48C7C7FCFFFFFF4989C80F57E40F57ED0F57F60F57FF450F57C0450F57C9450F57D266662E0F1F840000000000450F28B040FFFFFF450F286080410F2850C0410F2800F3440F10ACBA84FCFFFFF3440F109CBA88FCFFFFF30F108CBA8CFCFFFF450FC6ED00450F59EE440F58EBF30F109CBA90FCFFFFF3440F10BCBA04FDFFFF450FC6FF00450F59FE440F58FCF30F10A4BA84FDFFFF0FC6E400410F59E60F58E5F30F10ACBA04FEFFFF0FC6ED00410F59EE0F58EEF30F10B4BA84FEFFFF0FC6F600410F59F60F58F7F30F10BCBA04FFFFFF0FC6FF00410F59FE410F58F8F3440F1044BA84450FC6C000450F59C6450F58C1F3440F104CBA04450FC6C900450F59CE450F58CA450FC6DB00450F59DC450F58DDF3440F1094BA08FDFFFF450FC6D200450F59D4450F58D7F3440F10ACBA88FDFFFF450FC6ED00450F59EC440F58ECF30F10A4BA08FEFFFF0FC6E400410F59E40F58E5F30F10ACBA88FEFFFF0FC6ED00410F59EC0F58EEF30F10B4BA08FFFFFF0FC6F600410F59F40F58F7F30F107CBA880FC6FF00410F59FC410F58F8F3440F1044BA08450FC6C000450F59C4450F58C10FC6C9000F59CA410F58CBF3440F108CBA0CFDFFFF450FC6C900440F59CA450F58CAF3440F1094BA8CFDFFFF450FC6D200440F59D2450F58D5F3440F109CBA0CFEFFFF450FC6DB00440F59DA440F58DCF3440F10A4BA8CFEFFFF450FC6E400440F59E2440F58E5F3440F10ACBA0CFFFFFF450FC6ED00440F59EA440F58EEF3440F1074BA8C450FC6F600440F59F2440F58F7F3440F107CBA0C450FC6FF00440F59FA450F58F80FC6DB000F59D80F58D9F30F10A4BA10FDFFFF0FC6E4000F59E0410F58E1F30F10ACBA90FDFFFF0FC6ED000F59E8410F58EAF30F10B4BA10FEFFFF0FC6F6000F59F0410F58F3F30F10BCBA90FEFFFF0FC6FF000F59F8410F58FCF3440F1084BA10FFFFFF450FC6C000440F59C0450F58C5F3440F104CBA90450FC6C900440F59C8450F58CEF3440F1054BA10450FC6D200440F59D0450F58D74883C7044981C0000100004883FF1C0F8236FDFFFF0F291CB00F2964B0400F29ACB0800000000F29B4B0C00000000F29BCB000010000440F2984B040010000440F298CB080010000440F2994B0C00100004883C1104883FE0C488D76040F82B8FCFFFF31C05DC3CCCCCCCC31C083FF06488D0D74100000480F44C1C300000000000000000000000000000006000000000000000000000000000000000000000000000000000000000000000000000000000000010000001300000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001E000000000000000800000000000000FBFFFF6F000000000100000000000000070000000000000038020000000000000800000000000000200100000000000009000000000000001800000000000000F9FFFF6F000000000C000000000000000600000000000000C8010000000000000B000000000000001800000000000000050000000000000010020000000000000A0000000000000023000000000000000400000000000000F80100000000000000000000000000000000000000000000011101250E1305030E1017B44219E17F19110112060000022E001101120640186E0E030E3A0B3B0B49133F19E17F190000032400030E3E0B0B0B0000004700000004000000000008012C0000002C002A0000000000000050140000000000008C0300000250140000000000008C0300000156000000000000000001014300000003260000000504006D61746D756C5F64697370617463685F305F6D61746D756C5F36347831367833325F66333200696E74002D004952454500380000000200000000004B000000260000006D61746D756C5F64697370617463685F305F6D61746D756C5F36347831367833325F6633320000000000160000000200000000004B00000043000000696E74000000000042000000040019000000010101FB0E0D000101010100000001000001002D000000000000090250140000000000000105010A4A06022D1106023F13060B029A0612020200010149524545000000000000000000000000000000000000000000000000000000000000002300000000020900E02800000000000000000000000000000100000012000700E0170000000000001100000000000000002E64796E73796D002E68617368002E64796E737472002E72656C612E64796E002E726F64617461002E65685F6672616D65002E74657874002E646174612E72656C2E726F002E64796E616D6963002E72656C726F5F70616464696E67002E64656275675F616262726576002E64656275675F696E666F002E64656275675F737472002E64656275675F7075626E616D6573002E64656275675F7075627479706573002E64656275675F6C696E65002E636F6D6D656E74002E73796D746162002E7368737472746162002E7374727461620000697265655F68616C5F65786563757461626C655F6C6962726172795F7175657279005F44594E414D494300000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010000000B0000000200000000000000C801000000000000C801000000000000300000000000000003000000010000000800000000000000180000000000000009000000050000000200000000000000F801000000000000F80100000000000018000000000000000100000000000000040000000000000004000000000000000F000000030000000200000000000000100200000000000010020000000000002300000000000000000000000000000001000000000000000000000000000000170000000400000002000000000000003802000000000000380200000000000020010000000000000100000000000000080000000000000018000000000000002100000001000000020000000000000060030000000000006003000000000000A000000000000000000000000000000010000000000000000000000000000000290000000100000002000000000000000004000000000000000400000000000050000000000000000000000000000000080000000000000000000000000000003300000001000000060000000000000050140000000000005004000000000000A1030000000000000000000000000000100000000000000000000000000000003900000001000000030000000000000000280000000000000008000000000000E00000000000000000000000000000001000000000000000000000000000000046000000060000000300000000000000E028000000000000E008000000000000C0000000000000000300000000000000080000000000000010000000000000004F000000080000000300000000000000A029000000000000A00900000000000060060000000000000000000000000000010000000000000000000000000000005E0000000100000000000000000000000000000000000000A0090000000000003D000000000000000000000000000000010000000000000000000000000000006C0000000100000000000000000000000000000000000000DD090000000000004B00000000000000000000000000000001000000000000000000000000000000780000000100000030000000000000000000000000000000280A0000000000003100000000000000000000000000000001000000000000000100000000000000830000000100000000000000000000000000000000000000590A0000000000003C00000000000000000000000000000001000000000000000000000000000000930000000100000000000000000000000000000000000000950A0000000000001A00000000000000000000000000000001000000000000000000000000000000A30000000100000000000000000000000000000000000000AF0A0000000000004600000000000000000000000000000001000000000000000000000000000000AF0000000100000030000000000000000000000000000000F50A0000000000000500000000000000000000000000000001000000000000000100000000000000B80000000200000000000000000000000000000000000000000B0000000000004800000000000000140000000200000008000000000000001800000000000000C00000000300000000000000000000000000000000000000480B000000000000D200000000000000000000000000000001000000000000000000000000000000CA00000003000000000000000000000000000000000000001A0C0000000000002C00000000000000000000000000000001000000000000000000000000000000"> : vector<4488xi8>, format = "embedded-elf-x86_64", mime_type = "application/x-elf", sym_name = "embedded_elf_x86_64"}> : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = () -> !hal.command_buffer, inlining_policy = #util.inline.never, sym_name = "__matmul_memoize_apply", sym_visibility = "private"}> ({
    %26 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %27 = "arith.constant"() <{value = 8 : index}> : () -> index
    %28 = "arith.constant"() <{value = 3 : index}> : () -> index
    %29 = "arith.constant"() <{value = 0 : index}> : () -> index
    %30 = "arith.constant"() <{value = 1 : index}> : () -> index
    %31 = "arith.constant"() <{value = 2 : index}> : () -> index
    %32 = "arith.constant"() <{value = 8192 : index}> : () -> index
    %33 = "arith.constant"() <{value = 2048 : index}> : () -> index
    %34 = "arith.constant"() <{value = 4096 : index}> : () -> index
    %35 = "util.global.load"() <{global = @__device_0, is_immutable}> : () -> !hal.device
    %36 = "util.global.load"() <{global = @__device_0_executable_0_matmul_dispatch_0, is_immutable}> : () -> !hal.executable
    %37 = "hal.command_buffer.create"(%35, %26, %28) <{command_categories = 3 : i32, modes = 0 : i32}> : (!hal.device, i64, index) -> !hal.command_buffer
    %38 = "hal.executable.lookup.function"(%36) <{entry_point = @matmul_dispatch_0::@embedded_elf_x86_64::@matmul_dispatch_0_matmul_64x16x32_f32}> : (!hal.executable) -> i64
    "hal.command_buffer.dispatch"(%37, %36, %38, %27, %30, %30, %29, %30, %31, %29, %29, %29, %32, %33, %34) <{flags = 0 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0, 3, 3, 3>}> : (!hal.command_buffer, !hal.executable, i64, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
    "hal.command_buffer.execution_barrier"(%37) <{flags = 0 : i64, source_stage_mask = 28 : i32, target_stage_mask = 13 : i32}> : (!hal.command_buffer) -> ()
    "hal.command_buffer.finalize"(%37) : (!hal.command_buffer) -> ()
    "util.return"(%37) : (!hal.command_buffer) -> ()
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