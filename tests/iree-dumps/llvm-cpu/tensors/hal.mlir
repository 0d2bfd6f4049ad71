"builtin.module"() ({
  "hal.executable"() <{sym_name = "tensors_linked", sym_visibility = "private"}> ({
    "hal.executable.binary"() <{data = dense<"0x7F454C4602010100000000000000000003003E000100000000000000000000004000000000000000F80E00000000000000000000400038000700400015001300060000000400000040000000000000004000000000000000400000000000000088010000000000008801000000000000080000000000000001000000040000000000000000000000000000000000000000000000000000005806000000000000580600000000000000100000000000000100000005000000600600000000000060160000000000006016000000000000B101000000000000B101000000000000001000000000000001000000060000002008000000000000202800000000000020280000000000002002000000000000E00700000000000000100000000000000200000006000000800900000000000080290000000000008029000000000000C000000000000000C000000000000000080000000000000052E57464040000002008000000000000202800000000000020280000000000002002000000000000E007000000000000010000000000000051E574640600000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001000000120007000018000000000000110000000000000002000000020000000000000001000000000000000000000000697265655F68616C5F65786563757461626C655F6C6962726172795F717565727900000000000028280000000000000800000000000000700400000000000040280000000000000800000000000000601600000000000048280000000000000800000000000000B01600000000000050280000000000000800000000000000D017000000000000602800000000000008000000000000004005000000000000682800000000000008000000000000006805000000000000702800000000000008000000000000008F0500000000000088280000000000000800000000000000AC0500000000000098280000000000000800000000000000AC05000000000000A8280000000000000800000000000000AC05000000000000B8280000000000000800000000000000C805000000000000C0280000000000000800000000000000C805000000000000D0280000000000000800000000000000C805000000000000D8280000000000000800000000000000C805000000000000E8280000000000000800000000000000C805000000000000F0280000000000000800000000000000C80500000000000000290000000000000800000000000000202800000000000020290000000000000800000000000000402800000000000028290000000000000800000000000000800400000000000040290000000000000800000000000000602800000000000058290000000000000800000000000000802800000000000060290000000000000800000000000000B0280000000000000000000000000000000000000100000002000000030000000000008000000080000000800000008074656E736F72735F6C696E6B656400000000000000000000000001030100000001000000010000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000020201000000010000000100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000002010000000100000001000000000000000000000000000000000000000000000000000000000000000000000000000000000000006164645F7363616C655F64697370617463685F305F656C656D656E74776973655F33325F6633320064796E616D69635F73756D5F64697370617463685F305F726564756374696F6E5F445F66333200736C6963655F64697370617463685F305F736C6F775F6D656D63707900736F75726365732F74656E736F72732E6D6C697200000000000000001400000000000000017A5200017810011B0C0708900100001C0000001C000000781000005000000000410E108602430D06024B0C070800001C0000003C000000A81000001701000000410E108602430D060312010C0708001C0000005C000000A81100002200000000410E108602430D065D0C0708000000100000007C000000B81100001100000000000000000000000000000000000000554889E5488B7E18488B5620488B02488B4A08488B5210F30F10070FC6C00048C7C6FCFFFFFF662E0F1F8400000000000F284CB0100F584CB1100F59C80F294CB2104883C6044883FE1C72E431C05DC3554889E5488B4618488B5620488B08488B42084885C90F8EF0000000488B120F57C031F6660F6F0D74EDFFFF0F28157DEDFFFF4889CFEB410F1F8400000000000F54E30F55DA0F56DCF30F58C3660F70E355F30F58E0660F70EBEEF30F58EC660F70C3FFF30F58C54883C6044883C7FC4839CE0F8D960000004883FF0441B8040000004C0F4CC766410F6ED8660F70DB00660F66D94C8D04B2440F50CB41F6C101751D41F6C102752241F6C104753241F6C108748BEB42660F1F840000000000F3410F102041F6C10274DEF3410F1068040F16EC0FC6ECE20F28E541F6C10474CEF3410F1068080FC6EC300FC6E58441F6C1080F8447FFFFFFF3410F10680C0FC6ECE40FC6E524E934FFFFFF0F57C0F30F110031C05DC3CCCCCCCCCCCCCCCCCC554889E5488B4620488B08488B40080F1041280F29000F1041480F29401031C05DC3CCCCCCCCCCCCCCCCCCCCCCCCCCCC31C083FF06488D0DF4100000480F44C1C3000000000000000000000000000000060000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010000001400000000000000000000000B00000014000000000000000000000016000000140000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001E000000000000000800000000000000FBFFFF6F000000000100000000000000070000000000000038020000000000000800000000000000100200000000000009000000000000001800000000000000F9FFFF6F0000000016000000000000000600000000000000C8010000000000000B000000000000001800000000000000050000000000000010020000000000000A0000000000000023000000000000000400000000000000F80100000000000000000000000000000000000000000000011101250E1305030E1017B44219E17F19110112060000022E001101120640186E0E030E3A0B3B0B49133F19E17F190000032400030E3E0B0B0B0000042E001101120640186E0E030E3A0B3B0B49103F19E17F19000000470000000400000000000801720000002C0053000000000000006016000000000000500000000260160000000000005000000001560000000000000000010143000000034F000000050400400000000400000000000801720000002C00530000003F000000B0160000000000001701000004B016000000000000170100000156280000002800000001014300000000400000000400000000000801720000002C00530000009C000000D0170000000000002200000004D0170000000000002200000001565500000055000000010143000000006164645F7363616C655F64697370617463685F305F656C656D656E74776973655F33325F6633320064796E616D69635F73756D5F64697370617463685F305F726564756374696F6E5F445F66333200696E74002D00736C6963655F64697370617463685F305F736C6F775F6D656D6370790049524545003A0000000200000000004B000000260000006164645F7363616C655F64697370617463685F305F656C656D656E74776973655F33325F66333200000000003900000002004B000000440000002600000064796E616D69635F73756D5F64697370617463685F305F726564756374696F6E5F445F66333200000000002F00000002008F0000004400000026000000736C6963655F64697370617463685F305F736C6F775F6D656D6370790000000000160000000200000000004B00000043000000696E7400000000000E00000002004B00000044000000000000000E00000002008F00000044000000000000003B000000040019000000010101FB0E0D000101010100000001000001002D000000000000090260160000000000000105010A4A0608FF9F0B08C8020200010159000000040019000000010101FB0E0D000101010100000001000001002D0000000000000902B0160000000000000105010A030A4A0603750874030B02240106023912060375023E01030B900375024C0106030B3C060B6602020001013A000000040019000000010101FB0E0D000101010100000001000001002D0000000000000902D0170000000000000105010A03154A060B08AC0202000101495245450000000000000000000000000000000000000000000000000000000000230000000002090080290000000000000000000000000000010000001200070000180000000000001100000000000000002E64796E73796D002E68617368002E64796E737472002E72656C612E64796E002E726F64617461002E65685F6672616D65002E74657874002E646174612E72656C2E726F002E64796E616D6963002E72656C726F5F70616464696E67002E64656275675F616262726576002E64656275675F696E666F002E64656275675F737472002E64656275675F7075626E616D6573002E64656275675F7075627479706573002E64656275675F6C696E65002E636F6D6D656E74002E73796D746162002E7368737472746162002E7374727461620000697265655F68616C5F65786563757461626C655F6C6962726172795F7175657279005F44594E414D494300000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010000000B0000000200000000000000C801000000000000C801000000000000300000000000000003000000010000000800000000000000180000000000000009000000050000000200000000000000F801000000000000F80100000000000018000000000000000100000000000000040000000000000004000000000000000F000000030000000200000000000000100200000000000010020000000000002300000000000000000000000000000001000000000000000000000000000000170000000400000002000000000000003802000000000000380200000000000010020000000000000100000000000000080000000000000018000000000000002100000001000000120000000000000050040000000000005004000000000000780100000000000000000000000000001000000000000000000000000000000029000000010000000200000000000000C805000000000000C80500000000000090000000000000000000000000000000080000000000000000000000000000003300000001000000060000000000000060160000000000006006000000000000B101000000000000000000000000000010000000000000000000000000000000390000000100000003000000000000002028000000000000200800000000000060010000000000000000000000000000100000000000000000000000000000004600000006000000030000000000000080290000000000008009000000000000C0000000000000000300000000000000080000000000000010000000000000004F000000080000000300000000000000402A000000000000400A000000000000C0050000000000000000000000000000010000000000000000000000000000005E0000000100000000000000000000000000000000000000400A00000000000057000000000000000000000000000000010000000000000000000000000000006C0000000100000000000000000000000000000000000000970A000000000000D3000000000000000000000000000000010000000000000000000000000000007800000001000000300000000000000000000000000000006A0B0000000000007700000000000000000000000000000001000000000000000100000000000000830000000100000000000000000000000000000000000000E10B000000000000AE000000000000000000000000000000010000000000000000000000000000009300000001000000000000000000000000000000000000008F0C0000000000003E00000000000000000000000000000001000000000000000000000000000000A30000000100000000000000000000000000000000000000CD0C000000000000DA00000000000000000000000000000001000000000000000000000000000000AF0000000100000030000000000000000000000000000000A70D0000000000000500000000000000000000000000000001000000000000000100000000000000B80000000200000000000000000000000000000000000000B00D0000000000004800000000000000140000000200000008000000000000001800000000000000C00000000300000000000000000000000000000000000000F80D000000000000D200000000000000000000000000000001000000000000000000000000000000CA0000000300000000000000000000000000000000000000CA0E0000000000002C00000000000000000000000000000001000000000000000000000000000000"> : vector<5176xi8>, format = "embedded-elf-x86_64", mime_type = "application/x-elf", sym_name = "embedded_elf_x86_64"}> : () -> ()
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
    %116:2 = "hal.device.query"(%114) <{category = "hal.executable.format", default_value = false, key = "embedded-elf-x86_64"}> : (!hal.device) -> (i1, i1)
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
    "util.status.check_ok"(%102) <{message = "HAL device `__device_0` not found or unavailable: #hal.device.target<\22local\22, [#hal.executable.target<\22llvm-cpu\22, \22embedded-elf-x86_64\22, {cpu = \22generic\22, cpu_features = \22\22, data_layout = \22e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\22, iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = \22x86_64-unknown-unknown-eabi-elf\22}>]>"}> : (i32) -> ()
    "cf.br"()[^bb7] : () -> ()
  ^bb7:  // 2 preds: ^bb5, ^bb6
    "util.global.store"(%110) <{global = @__device_0}> : (!hal.device) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__device_0_query_0_hal_executable_format_embedded_elf_x86_64", sym_visibility = "private", type = i1}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %100 = "util.global.load"() <{global = @__device_0}> : () -> !hal.device
    %101:2 = "hal.device.query"(%100) <{category = "hal.executable.format", default_value = false, key = "embedded-elf-x86_64"}> : (!hal.device) -> (i1, i1)
    "util.global.store"(%101#1) <{global = @__device_0_query_0_hal_executable_format_embedded_elf_x86_64}> : (i1) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__device_0_executable_0_tensors_linked", sym_visibility = "private", type = !hal.executable}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %89 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %90 = "arith.constant"() <{value = -1 : index}> : () -> index
    %91 = "arith.constant"() <{value = 0 : index}> : () -> index
    %92 = "arith.constant"() <{value = 14 : i32}> : () -> i32
    %93 = "util.null"() : () -> !hal.executable
    %94 = "util.global.load"() <{global = @__device_0_query_0_hal_executable_format_embedded_elf_x86_64}> : () -> i1
    %95 = "util.global.load"() <{global = @__device_0}> : () -> !hal.device
    %96 = "arith.select"(%94, %91, %90) : (i1, index, index) -> index
    %97 = "arith.cmpi"(%96, %91) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.cond_br"(%97)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %98 = "hal.executable.create"(%95, %89) <{executable_target = @tensors_linked::@embedded_elf_x86_64}> : (!hal.device, i64) -> !hal.executable
    "cf.br"(%98)[^bb3] : (!hal.executable) -> ()
  ^bb2:  // pred: ^bb0
    "util.status.check_ok"(%92) <{message = "HAL device `__device_0` does not support any variant of executable `tensors_linked`; available formats: [embedded-elf-x86_64]"}> : (i32) -> ()
    "cf.br"(%93)[^bb3] : (!hal.executable) -> ()
  ^bb3(%99: !hal.executable):  // 2 preds: ^bb1, ^bb2
    "util.global.store"(%99) <{global = @__device_0_executable_0_tensors_linked}> : (!hal.executable) -> ()
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
    %75 = "util.global.load"() <{global = @__device_0_executable_0_tensors_linked, is_immutable}> : () -> !hal.executable
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
    %85 = "hal.executable.lookup.function"(%75) <{entry_point = @tensors_linked::@embedded_elf_x86_64::@add_scale_dispatch_0_elementwise_32_f32}> : (!hal.executable) -> i64
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
    %45 = "util.global.load"() <{global = @__device_0_executable_0_tensors_linked, is_immutable}> : () -> !hal.executable
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
    %59 = "hal.executable.lookup.function"(%45) <{entry_point = @tensors_linked::@embedded_elf_x86_64::@dynamic_sum_dispatch_0_reduction_D_f32}> : (!hal.executable) -> i64
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
    %31 = "util.global.load"() <{global = @__device_0_executable_0_tensors_linked, is_immutable}> : () -> !hal.executable
    %32 = "hal.command_buffer.create"(%30, %24, %25) <{command_categories = 3 : i32, modes = 0 : i32}> : (!hal.device, i64, index) -> !hal.command_buffer
    %33 = "hal.executable.lookup.function"(%31) <{entry_point = @tensors_linked::@embedded_elf_x86_64::@slice_dispatch_0_slow_memcpy}> : (!hal.executable) -> i64
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