"builtin.module"() ({
  "vm.module"() <{sym_name = "module"}> ({
    "vm.global.ref"() <{is_mutable, sym_name = "__device_0", sym_visibility = "private", type = !vm.ref<!hal.device>}> : () -> ()
    "vm.global.ref"() <{is_mutable, sym_name = "__device_0_executable_0_tensors_linked", sym_visibility = "private", type = !vm.ref<!hal.executable>}> : () -> ()
    "vm.global.ref"() <{is_mutable, sym_name = "__slice_memoize_result_0_device_0", sym_visibility = "private", type = !vm.ref<!hal.command_buffer>}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_hal_device_id_C6650FF277232B5A", sym_visibility = "private", value = "hal.device.id"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_local_1A8FF0278D7661D8", sym_visibility = "private", value = "local*"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_hal_executable_format_E03EECB63A2AAF52", sym_visibility = "private", value = "hal.executable.format"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_embedded_elf_x86_64_FF16E34B4A5F9C83", sym_visibility = "private", value = "embedded-elf-x86_64"}> : () -> ()
    "vm.rodata"() <{alignment = 16 : i64, mime_type = "application/x-elf", sym_name = "tensors_linked_embedded_elf_x86_64", sym_visibility = "private", value = dense<"0x7F454C4602010100000000000000000003003E000100000000000000000000004000000000000000F80E00000000000000000000400038000700400015001300060000000400000040000000000000004000000000000000400000000000000088010000000000008801000000000000080000000000000001000000040000000000000000000000000000000000000000000000000000005806000000000000580600000000000000100000000000000100000005000000600600000000000060160000000000006016000000000000B101000000000000B101000000000000001000000000000001000000060000002008000000000000202800000000000020280000000000002002000000000000E00700000000000000100000000000000200000006000000800900000000000080290000000000008029000000000000C000000000000000C000000000000000080000000000000052E57464040000002008000000000000202800000000000020280000000000002002000000000000E007000000000000010000000000000051E574640600000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001000000120007000018000000000000110000000000000002000000020000000000000001000000000000000000000000697265655F68616C5F65786563757461626C655F6C6962726172795F717565727900000000000028280000000000000800000000000000700400000000000040280000000000000800000000000000601600000000000048280000000000000800000000000000B01600000000000050280000000000000800000000000000D017000000000000602800000000000008000000000000004005000000000000682800000000000008000000000000006805000000000000702800000000000008000000000000008F0500000000000088280000000000000800000000000000AC0500000000000098280000000000000800000000000000AC05000000000000A8280000000000000800000000000000AC05000000000000B8280000000000000800000000000000C805000000000000C0280000000000000800000000000000C805000000000000D0280000000000000800000000000000C805000000000000D8280000000000000800000000000000C805000000000000E8280000000000000800000000000000C805000000000000F0280000000000000800000000000000C80500000000000000290000000000000800000000000000202800000000000020290000000000000800000000000000402800000000000028290000000000000800000000000000800400000000000040290000000000000800000000000000602800000000000058290000000000000800000000000000802800000000000060290000000000000800000000000000B0280000000000000000000000000000000000000100000002000000030000000000008000000080000000800000008074656E736F72735F6C696E6B656400000000000000000000000001030100000001000000010000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000020201000000010000000100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000002010000000100000001000000000000000000000000000000000000000000000000000000000000000000000000000000000000006164645F7363616C655F64697370617463685F305F656C656D656E74776973655F33325F6633320064796E616D69635F73756D5F64697370617463685F305F726564756374696F6E5F445F66333200736C6963655F64697370617463685F305F736C6F775F6D656D63707900736F75726365732F74656E736F72732E6D6C697200000000000000001400000000000000017A5200017810011B0C0708900100001C0000001C000000781000005000000000410E108602430D06024B0C070800001C0000003C000000A81000001701000000410E108602430D060312010C0708001C0000005C000000A81100002200000000410E108602430D065D0C0708000000100000007C000000B81100001100000000000000000000000000000000000000554889E5488B7E18488B5620488B02488B4A08488B5210F30F10070FC6C00048C7C6FCFFFFFF662E0F1F8400000000000F284CB0100F584CB1100F59C80F294CB2104883C6044883FE1C72E431C05DC3554889E5488B4618488B5620488B08488B42084885C90F8EF0000000488B120F57C031F6660F6F0D74EDFFFF0F28157DEDFFFF4889CFEB410F1F8400000000000F54E30F55DA0F56DCF30F58C3660F70E355F30F58E0660F70EBEEF30F58EC660F70C3FFF30F58C54883C6044883C7FC4839CE0F8D960000004883FF0441B8040000004C0F4CC766410F6ED8660F70DB00660F66D94C8D04B2440F50CB41F6C101751D41F6C102752241F6C104753241F6C108748BEB42660F1F840000000000F3410F102041F6C10274DEF3410F1068040F16EC0FC6ECE20F28E541F6C10474CEF3410F1068080FC6EC300FC6E58441F6C1080F8447FFFFFFF3410F10680C0FC6ECE40FC6E524E934FFFFFF0F57C0F30F110031C05DC3CCCCCCCCCCCCCCCCCC554889E5488B4620488B08488B40080F1041280F29000F1041480F29401031C05DC3CCCCCCCCCCCCCCCCCCCCCCCCCCCC31C083FF06488D0DF4100000480F44C1C3000000000000000000000000000000060000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010000001400000000000000000000000B00000014000000000000000000000016000000140000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001E000000000000000800000000000000FBFFFF6F000000000100000000000000070000000000000038020000000000000800000000000000100200000000000009000000000000001800000000000000F9FFFF6F0000000016000000000000000600000000000000C8010000000000000B000000000000001800000000000000050000000000000010020000000000000A0000000000000023000000000000000400000000000000F80100000000000000000000000000000000000000000000011101250E1305030E1017B44219E17F19110112060000022E001101120640186E0E030E3A0B3B0B49133F19E17F190000032400030E3E0B0B0B0000042E001101120640186E0E030E3A0B3B0B49103F19E17F19000000470000000400000000000801720000002C0053000000000000006016000000000000500000000260160000000000005000000001560000000000000000010143000000034F000000050400400000000400000000000801720000002C00530000003F000000B0160000000000001701000004B016000000000000170100000156280000002800000001014300000000400000000400000000000801720000002C00530000009C000000D0170000000000002200000004D0170000000000002200000001565500000055000000010143000000006164645F7363616C655F64697370617463685F305F656C656D656E74776973655F33325F6633320064796E616D69635F73756D5F64697370617463685F305F726564756374696F6E5F445F66333200696E74002D00736C6963655F64697370617463685F305F736C6F775F6D656D6370790049524545003A0000000200000000004B000000260000006164645F7363616C655F64697370617463685F305F656C656D656E74776973655F33325F66333200000000003900000002004B000000440000002600000064796E616D69635F73756D5F64697370617463685F305F726564756374696F6E5F445F66333200000000002F00000002008F0000004400000026000000736C6963655F64697370617463685F305F736C6F775F6D656D6370790000000000160000000200000000004B00000043000000696E7400000000000E00000002004B00000044000000000000000E00000002008F00000044000000000000003B000000040019000000010101FB0E0D000101010100000001000001002D000000000000090260160000000000000105010A4A0608FF9F0B08C8020200010159000000040019000000010101FB0E0D000101010100000001000001002D0000000000000902B0160000000000000105010A030A4A0603750874030B02240106023912060375023E01030B900375024C0106030B3C060B6602020001013A000000040019000000010101FB0E0D000101010100000001000001002D0000000000000902D0170000000000000105010A03154A060B08AC0202000101495245450000000000000000000000000000000000000000000000000000000000230000000002090080290000000000000000000000000000010000001200070000180000000000001100000000000000002E64796E73796D002E68617368002E64796E737472002E72656C612E64796E002E726F64617461002E65685F6672616D65002E74657874002E646174612E72656C2E726F002E64796E616D6963002E72656C726F5F70616464696E67002E64656275675F616262726576002E64656275675F696E666F002E64656275675F737472002E64656275675F7075626E616D6573002E64656275675F7075627479706573002E64656275675F6C696E65002E636F6D6D656E74002E73796D746162002E7368737472746162002E7374727461620000697265655F68616C5F65786563757461626C655F6C6962726172795F7175657279005F44594E414D494300000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010000000B0000000200000000000000C801000000000000C801000000000000300000000000000003000000010000000800000000000000180000000000000009000000050000000200000000000000F801000000000000F80100000000000018000000000000000100000000000000040000000000000004000000000000000F000000030000000200000000000000100200000000000010020000000000002300000000000000000000000000000001000000000000000000000000000000170000000400000002000000000000003802000000000000380200000000000010020000000000000100000000000000080000000000000018000000000000002100000001000000120000000000000050040000000000005004000000000000780100000000000000000000000000001000000000000000000000000000000029000000010000000200000000000000C805000000000000C80500000000000090000000000000000000000000000000080000000000000000000000000000003300000001000000060000000000000060160000000000006006000000000000B101000000000000000000000000000010000000000000000000000000000000390000000100000003000000000000002028000000000000200800000000000060010000000000000000000000000000100000000000000000000000000000004600000006000000030000000000000080290000000000008009000000000000C0000000000000000300000000000000080000000000000010000000000000004F000000080000000300000000000000402A000000000000400A000000000000C0050000000000000000000000000000010000000000000000000000000000005E0000000100000000000000000000000000000000000000400A00000000000057000000000000000000000000000000010000000000000000000000000000006C0000000100000000000000000000000000000000000000970A000000000000D3000000000000000000000000000000010000000000000000000000000000007800000001000000300000000000000000000000000000006A0B0000000000007700000000000000000000000000000001000000000000000100000000000000830000000100000000000000000000000000000000000000E10B000000000000AE000000000000000000000000000000010000000000000000000000000000009300000001000000000000000000000000000000000000008F0C0000000000003E00000000000000000000000000000001000000000000000000000000000000A30000000100000000000000000000000000000000000000CD0C000000000000DA00000000000000000000000000000001000000000000000000000000000000AF0000000100000030000000000000000000000000000000A70D0000000000000500000000000000000000000000000001000000000000000100000000000000B80000000200000000000000000000000000000000000000B00D0000000000004800000000000000140000000200000008000000000000001800000000000000C00000000300000000000000000000000000000000000000F80D000000000000D200000000000000000000000000000001000000000000000000000000000000CA0000000300000000000000000000000000000000000000CA0E0000000000002C00000000000000000000000000000001000000000000000000000000000000"> : vector<5176xi8>}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_input0_DCE99660CEB3F6B", sym_visibility = "private", value = "input0"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_tensor_FC1814BC4A58F22A", sym_visibility = "private", value = "tensor"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_input1_B898B726583C85DA", sym_visibility = "private", value = "input1"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_add_scale_dispatch_0_eleme_1F6AB85B131CF0B2", sym_visibility = "private", value = "add_scale_dispatch_0_elementwise_32_f32"}> : () -> ()
    "vm.func"() <{function_type = (!vm.ref<!hal.buffer_view>, !vm.ref<!hal.buffer_view>, f32) -> !vm.ref<!hal.buffer_view>, sym_name = "add_scale", sym_visibility = "private"}> ({
    ^bb0(%arg2: !vm.ref<!hal.buffer_view>, %arg3: !vm.ref<!hal.buffer_view>, %arg4: f32):
      %122 = "vm.const.i32"() <{value = 13 : i32}> : () -> i32
      %123 = "vm.const.i32"() <{value = 28 : i32}> : () -> i32
      %124 = "vm.const.i32.zero"() : () -> i32
      %125 = "vm.const.i32"() <{value = 3 : i32}> : () -> i32
      %126 = "vm.const.i32"() <{value = 16 : i32}> : () -> i32
      %127 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
      %128 = "vm.const.i32"() <{value = 553648160 : i32}> : () -> i32
      %129 = "vm.const.i32"() <{value = 3075 : i32}> : () -> i32
      %130 = "vm.const.i32"() <{value = 48 : i32}> : () -> i32
      %131 = "vm.const.i64"() <{value = 4 : i64}> : () -> i64
      %132 = "vm.const.i64"() <{value = 8 : i64}> : () -> i64
      %133 = "vm.const.i64"() <{value = 128 : i64}> : () -> i64
      %134 = "vm.const.i64.zero"() : () -> i64
      %135 = "vm.const.i64"() <{value = -1 : i64}> : () -> i64
      %136 = "vm.const.ref.zero"() : () -> !vm.ref<!hal.fence>
      %137 = "vm.const.i32"() <{value = -1 : i32}> : () -> i32
      %138 = "vm.global.load.ref"() <{global = @__device_0}> : () -> !vm.ref<!hal.device>
      %139 = "vm.global.load.ref"() <{global = @__device_0_executable_0_tensors_linked}> : () -> !vm.ref<!hal.executable>
      %140 = "vm.const.ref.rodata"() <{rodata = @_utf8_input0_DCE99660CEB3F6B}> : () -> !vm.buffer
      "vm.call.variadic"(%arg2, %140, %128, %127, %131, %132) <{callee = @hal.buffer_view.assert, segment_sizes = dense<[-1, -1, -1, -1, 2]> : vector<5xi16>, segment_types = [!vm.ref<!hal.buffer_view>, !vm.buffer, i32, i32, i64]}> : (!vm.ref<!hal.buffer_view>, !vm.buffer, i32, i32, i64, i64) -> ()
      %141 = "vm.call"(%arg2) <{callee = @hal.buffer_view.buffer}> {nosideeffects} : (!vm.ref<!hal.buffer_view>) -> !vm.ref<!hal.buffer>
      %142 = "vm.call"(%138) <{callee = @hal.device.allocator}> {nosideeffects} : (!vm.ref<!hal.device>) -> !vm.ref<!hal.allocator>
      %143 = "vm.const.ref.rodata"() <{rodata = @_utf8_tensor_FC1814BC4A58F22A}> : () -> !vm.buffer
      "vm.call"(%141, %143, %142, %133, %126, %129) <{callee = @hal.buffer.assert}> : (!vm.ref<!hal.buffer>, !vm.buffer, !vm.ref<!hal.allocator>, i64, i32, i32) -> ()
      %144 = "vm.const.ref.rodata"() <{rodata = @_utf8_input1_B898B726583C85DA}> : () -> !vm.buffer
      "vm.call.variadic"(%arg3, %144, %128, %127, %131, %132) <{callee = @hal.buffer_view.assert, segment_sizes = dense<[-1, -1, -1, -1, 2]> : vector<5xi16>, segment_types = [!vm.ref<!hal.buffer_view>, !vm.buffer, i32, i32, i64]}> : (!vm.ref<!hal.buffer_view>, !vm.buffer, i32, i32, i64, i64) -> ()
      %145 = "vm.call"(%arg3) <{callee = @hal.buffer_view.buffer}> {nosideeffects} : (!vm.ref<!hal.buffer_view>) -> !vm.ref<!hal.buffer>
      "vm.call"(%145, %143, %142, %133, %126, %129) <{callee = @hal.buffer.assert}> : (!vm.ref<!hal.buffer>, !vm.buffer, !vm.ref<!hal.allocator>, i64, i32, i32) -> ()
      %146 = "vm.call"(%138, %134) <{callee = @hal.fence.create}> : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      %147 = "vm.call"(%138, %135, %136, %146, %134, %130, %129, %133, %134) <{callee = @hal.device.queue.alloca}> : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, i64, i32, i32, i64, i64) -> !vm.ref<!hal.buffer>
      %148 = "vm.bitcast.f32.i32"(%arg4) : (f32) -> i32
      %149 = "vm.call"(%138, %127, %125, %135, %124) <{callee = @hal.command_buffer.create}> : (!vm.ref<!hal.device>, i32, i32, i64, i32) -> !vm.ref<!hal.command_buffer>
      %150 = "vm.const.ref.rodata"() <{rodata = @_utf8_add_scale_dispatch_0_eleme_1F6AB85B131CF0B2}> : () -> !vm.buffer
      %151 = "vm.call"(%139, %150) <{callee = @hal.executable.lookup.function}> {nosideeffects} : (!vm.ref<!hal.executable>, !vm.buffer) -> i64
      "vm.call.variadic"(%149, %139, %151, %127, %127, %127, %134, %148, %124, %124, %141, %134, %133, %124, %124, %145, %134, %133, %124, %124, %147, %134, %133) <{callee = @hal.command_buffer.dispatch, segment_sizes = dense<[-1, -1, -1, -1, -1, -1, -1, 1, 3]> : vector<9xi16>, segment_types = [!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32, tuple<i32, i32, !vm.ref<!hal.buffer>, i64, i64>]}> : (!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32, i32, i32, !vm.ref<!hal.buffer>, i64, i64, i32, i32, !vm.ref<!hal.buffer>, i64, i64, i32, i32, !vm.ref<!hal.buffer>, i64, i64) -> ()
      "vm.call"(%149, %123, %122, %134) <{callee = @hal.command_buffer.execution_barrier}> : (!vm.ref<!hal.command_buffer>, i32, i32, i64) -> ()
      "vm.call"(%149) <{callee = @hal.command_buffer.finalize}> : (!vm.ref<!hal.command_buffer>) -> ()
      %152 = "vm.call"(%138, %134) <{callee = @hal.fence.create}> : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      "vm.call"(%138, %135, %146, %152, %149, %134) <{callee = @hal.device.queue.execute}> : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.command_buffer>, i64) -> ()
      "vm.call.variadic.yieldable"(%137, %134, %152)[^bb1] <{callee = @hal.fence.await, result_types = [i32], segment_sizes = dense<[-1, -1, 1]> : vector<3xi16>, segment_types = [i32, i64, !vm.ref<!hal.fence>]}> : (i32, i64, !vm.ref<!hal.fence>) -> ()
    ^bb1(%153: i32):  // pred: ^bb0
      "vm.cond_br"(%153)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb2:  // pred: ^bb1
      %154 = "vm.call.variadic"(%147, %134, %133, %128, %127, %131, %132) <{callee = @hal.buffer_view.create, segment_sizes = dense<[-1, -1, -1, -1, -1, 2]> : vector<6xi16>, segment_types = [!vm.ref<!hal.buffer>, i64, i64, i32, i32, i64]}> {nosideeffects} : (!vm.ref<!hal.buffer>, i64, i64, i32, i32, i64, i64) -> !vm.ref<!hal.buffer_view>
      "vm.return"(%154) : (!vm.ref<!hal.buffer_view>) -> ()
    ^bb3:  // pred: ^bb1
      "vm.discard.refs"(%147) : (!vm.ref<!hal.buffer>) -> ()
      "vm.fail"(%153) <{message = "failed to wait on timepoint"}> : (i32) -> ()
    }) {iree.reflection = {iree.abi.declaration = "sync func @add_scale(%input0: tensor<4x8xf32>, %input1: tensor<4x8xf32>, %input2: f32) -> (%output0: tensor<4x8xf32>)"}, vm.unwind, vm.yield} : () -> ()
    "vm.export"() <{export_name = "add_scale", function_ref = @add_scale}> {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @add_scale(%input0: tensor<4x8xf32>, %input1: tensor<4x8xf32>, %input2: f32) -> (%output0: tensor<4x8xf32>)"}} : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_dynamic_sum_dispatch_0_red_433E557B199BC74", sym_visibility = "private", value = "dynamic_sum_dispatch_0_reduction_D_f32"}> : () -> ()
    "vm.func"() <{function_type = (!vm.ref<!hal.buffer_view>) -> !vm.ref<!hal.buffer_view>, sym_name = "dynamic_sum", sym_visibility = "private"}> ({
    ^bb0(%arg1: !vm.ref<!hal.buffer_view>):
      %88 = "vm.const.i32"() <{value = 13 : i32}> : () -> i32
      %89 = "vm.const.i32"() <{value = 28 : i32}> : () -> i32
      %90 = "vm.const.i32"() <{value = 3 : i32}> : () -> i32
      %91 = "vm.const.i32"() <{value = 32 : i32}> : () -> i32
      %92 = "vm.const.i32"() <{value = 16 : i32}> : () -> i32
      %93 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
      %94 = "vm.const.i32"() <{value = 553648160 : i32}> : () -> i32
      %95 = "vm.const.i32.zero"() : () -> i32
      %96 = "vm.const.i32"() <{value = 3075 : i32}> : () -> i32
      %97 = "vm.const.i32"() <{value = 48 : i32}> : () -> i32
      %98 = "vm.const.i64"() <{value = 4 : i64}> : () -> i64
      %99 = "vm.const.i64.zero"() : () -> i64
      %100 = "vm.const.i64"() <{value = -1 : i64}> : () -> i64
      %101 = "vm.const.ref.zero"() : () -> !vm.ref<!hal.fence>
      %102 = "vm.const.i32"() <{value = -1 : i32}> : () -> i32
      %103 = "vm.global.load.ref"() <{global = @__device_0}> : () -> !vm.ref<!hal.device>
      %104 = "vm.global.load.ref"() <{global = @__device_0_executable_0_tensors_linked}> : () -> !vm.ref<!hal.executable>
      %105 = "vm.call"(%arg1, %95) <{callee = @hal.buffer_view.dim}> {nosideeffects} : (!vm.ref<!hal.buffer_view>, i32) -> i64
      %106 = "vm.const.ref.rodata"() <{rodata = @_utf8_input0_DCE99660CEB3F6B}> : () -> !vm.buffer
      "vm.call.variadic"(%arg1, %106, %94, %93, %105) <{callee = @hal.buffer_view.assert, segment_sizes = dense<[-1, -1, -1, -1, 1]> : vector<5xi16>, segment_types = [!vm.ref<!hal.buffer_view>, !vm.buffer, i32, i32, i64]}> : (!vm.ref<!hal.buffer_view>, !vm.buffer, i32, i32, i64) -> ()
      %107 = "vm.mul.i64"(%105, %98) : (i64, i64) -> i64
      %108 = "vm.call"(%arg1) <{callee = @hal.buffer_view.buffer}> {nosideeffects} : (!vm.ref<!hal.buffer_view>) -> !vm.ref<!hal.buffer>
      %109 = "vm.call"(%103) <{callee = @hal.device.allocator}> {nosideeffects} : (!vm.ref<!hal.device>) -> !vm.ref<!hal.allocator>
      %110 = "vm.const.ref.rodata"() <{rodata = @_utf8_tensor_FC1814BC4A58F22A}> : () -> !vm.buffer
      "vm.call"(%108, %110, %109, %107, %92, %96) <{callee = @hal.buffer.assert}> : (!vm.ref<!hal.buffer>, !vm.buffer, !vm.ref<!hal.allocator>, i64, i32, i32) -> ()
      %111 = "vm.call"(%103, %99) <{callee = @hal.fence.create}> : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      %112 = "vm.call"(%103, %100, %101, %111, %99, %97, %96, %98, %99) <{callee = @hal.device.queue.alloca}> : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, i64, i32, i32, i64, i64) -> !vm.ref<!hal.buffer>
      %113 = "vm.trunc.i64.i32"(%105) : (i64) -> i32
      %114 = "vm.shr.i64.u"(%105, %91) : (i64, i32) -> i64
      %115 = "vm.trunc.i64.i32"(%114) : (i64) -> i32
      %116 = "vm.call"(%103, %93, %90, %100, %95) <{callee = @hal.command_buffer.create}> : (!vm.ref<!hal.device>, i32, i32, i64, i32) -> !vm.ref<!hal.command_buffer>
      %117 = "vm.const.ref.rodata"() <{rodata = @_utf8_dynamic_sum_dispatch_0_red_433E557B199BC74}> : () -> !vm.buffer
      %118 = "vm.call"(%104, %117) <{callee = @hal.executable.lookup.function}> {nosideeffects} : (!vm.ref<!hal.executable>, !vm.buffer) -> i64
      "vm.call.variadic"(%116, %104, %118, %93, %93, %93, %99, %113, %115, %95, %95, %108, %99, %107, %95, %95, %112, %99, %98) <{callee = @hal.command_buffer.dispatch, segment_sizes = dense<[-1, -1, -1, -1, -1, -1, -1, 2, 2]> : vector<9xi16>, segment_types = [!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32, tuple<i32, i32, !vm.ref<!hal.buffer>, i64, i64>]}> : (!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32, i32, i32, i32, !vm.ref<!hal.buffer>, i64, i64, i32, i32, !vm.ref<!hal.buffer>, i64, i64) -> ()
      "vm.call"(%116, %89, %88, %99) <{callee = @hal.command_buffer.execution_barrier}> : (!vm.ref<!hal.command_buffer>, i32, i32, i64) -> ()
      "vm.call"(%116) <{callee = @hal.command_buffer.finalize}> : (!vm.ref<!hal.command_buffer>) -> ()
      %119 = "vm.call"(%103, %99) <{callee = @hal.fence.create}> : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      "vm.call"(%103, %100, %111, %119, %116, %99) <{callee = @hal.device.queue.execute}> : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.command_buffer>, i64) -> ()
      "vm.call.variadic.yieldable"(%102, %99, %119)[^bb1] <{callee = @hal.fence.await, result_types = [i32], segment_sizes = dense<[-1, -1, 1]> : vector<3xi16>, segment_types = [i32, i64, !vm.ref<!hal.fence>]}> : (i32, i64, !vm.ref<!hal.fence>) -> ()
    ^bb1(%120: i32):  // pred: ^bb0
      "vm.cond_br"(%120)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb2:  // pred: ^bb1
      %121 = "vm.call.variadic"(%112, %99, %98, %94, %93) <{callee = @hal.buffer_view.create, segment_sizes = dense<[-1, -1, -1, -1, -1, 0]> : vector<6xi16>, segment_types = [!vm.ref<!hal.buffer>, i64, i64, i32, i32, i64]}> {nosideeffects} : (!vm.ref<!hal.buffer>, i64, i64, i32, i32) -> !vm.ref<!hal.buffer_view>
      "vm.return"(%121) : (!vm.ref<!hal.buffer_view>) -> ()
    ^bb3:  // pred: ^bb1
      "vm.discard.refs"(%112) : (!vm.ref<!hal.buffer>) -> ()
      "vm.fail"(%120) <{message = "failed to wait on timepoint"}> : (i32) -> ()
    }) {iree.reflection = {iree.abi.declaration = "sync func @dynamic_sum(%input0: tensor<?xf32>) -> (%output0: tensor<f32>)"}, vm.unwind, vm.yield} : () -> ()
    "vm.export"() <{export_name = "dynamic_sum", function_ref = @dynamic_sum}> {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @dynamic_sum(%input0: tensor<?xf32>) -> (%output0: tensor<f32>)"}} : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_slice_dispatch_0_slow_memc_337AA3A3A1FB2C66", sym_visibility = "private", value = "slice_dispatch_0_slow_memcpy"}> : () -> ()
    "vm.func"() <{function_type = () -> !vm.ref<!hal.command_buffer>, inlining_policy = #util.inline.never, sym_name = "__slice_memoize_apply", sym_visibility = "private"}> ({
      %72 = "vm.const.i32"() <{value = 13 : i32}> : () -> i32
      %73 = "vm.const.i32"() <{value = 28 : i32}> : () -> i32
      %74 = "vm.const.ref.zero"() : () -> !vm.ref<!hal.buffer>
      %75 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
      %76 = "vm.const.i32"() <{value = 2 : i32}> : () -> i32
      %77 = "vm.const.i32"() <{value = 3 : i32}> : () -> i32
      %78 = "vm.const.i32.zero"() : () -> i32
      %79 = "vm.const.i64"() <{value = 32 : i64}> : () -> i64
      %80 = "vm.const.i64"() <{value = 256 : i64}> : () -> i64
      %81 = "vm.const.i64.zero"() : () -> i64
      %82 = "vm.const.i64"() <{value = -1 : i64}> : () -> i64
      %83 = "vm.global.load.ref"() <{global = @__device_0}> : () -> !vm.ref<!hal.device>
      %84 = "vm.global.load.ref"() <{global = @__device_0_executable_0_tensors_linked}> : () -> !vm.ref<!hal.executable>
      %85 = "vm.call"(%83, %78, %77, %82, %76) <{callee = @hal.command_buffer.create}> : (!vm.ref<!hal.device>, i32, i32, i64, i32) -> !vm.ref<!hal.command_buffer>
      %86 = "vm.const.ref.rodata"() <{rodata = @_utf8_slice_dispatch_0_slow_memc_337AA3A3A1FB2C66}> : () -> !vm.buffer
      %87 = "vm.call"(%84, %86) <{callee = @hal.executable.lookup.function}> {nosideeffects} : (!vm.ref<!hal.executable>, !vm.buffer) -> i64
      "vm.call.variadic"(%85, %84, %87, %75, %75, %75, %81, %78, %78, %74, %81, %80, %78, %75, %74, %81, %79) <{callee = @hal.command_buffer.dispatch, segment_sizes = dense<[-1, -1, -1, -1, -1, -1, -1, 0, 2]> : vector<9xi16>, segment_types = [!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32, tuple<i32, i32, !vm.ref<!hal.buffer>, i64, i64>]}> : (!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32, i32, !vm.ref<!hal.buffer>, i64, i64, i32, i32, !vm.ref<!hal.buffer>, i64, i64) -> ()
      "vm.call"(%85, %73, %72, %81) <{callee = @hal.command_buffer.execution_barrier}> : (!vm.ref<!hal.command_buffer>, i32, i32, i64) -> ()
      "vm.call"(%85) <{callee = @hal.command_buffer.finalize}> : (!vm.ref<!hal.command_buffer>) -> ()
      "vm.return"(%85) : (!vm.ref<!hal.command_buffer>) -> ()
    }) {vm.unwind} : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "buffer"}, {vm.name = "message"}, {vm.name = "allocator"}, {vm.name = "minimum_length"}, {vm.name = "memory_types"}, {vm.name = "buffer_usage"}], function_type = (!vm.ref<!hal.buffer>, !vm.buffer, !vm.ref<!hal.allocator>, i64, i32, i32) -> (), sym_name = "hal.buffer.assert", sym_visibility = "private"}> ({
    }) : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "buffer"}, {vm.name = "source_offset"}, {vm.name = "source_length"}, {vm.name = "element_type"}, {vm.name = "encoding_type"}, {vm.name = "shape", vm.variadic}], function_type = (!vm.ref<!hal.buffer>, i64, i64, i32, i32, i64) -> !vm.ref<!hal.buffer_view>, sym_name = "hal.buffer_view.create", sym_visibility = "private"}> ({
    }) {nosideeffects} : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "buffer_view"}, {vm.name = "message"}, {vm.name = "element_type"}, {vm.name = "encoding_type"}, {vm.name = "shape", vm.variadic}], function_type = (!vm.ref<!hal.buffer_view>, !vm.buffer, i32, i32, i64) -> (), sym_name = "hal.buffer_view.assert", sym_visibility = "private"}> ({
    }) : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "buffer_view"}], function_type = (!vm.ref<!hal.buffer_view>) -> !vm.ref<!hal.buffer>, sym_name = "hal.buffer_view.buffer", sym_visibility = "private"}> ({
    }) {nosideeffects} : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "buffer_view"}, {vm.name = "index"}], function_type = (!vm.ref<!hal.buffer_view>, i32) -> i64, sym_name = "hal.buffer_view.dim", sym_visibility = "private"}> ({
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
    "vm.import"() <{arg_attrs = [{vm.name = "device"}, {vm.name = "queue_affinity"}, {vm.name = "wait_fence"}, {vm.name = "signal_fence"}, {vm.name = "command_buffer"}, {vm.name = "flags"}], function_type = (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.command_buffer>, i64) -> (), sym_name = "hal.device.queue.execute", sym_visibility = "private"}> ({
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
    "vm.func"() <{function_type = (!vm.ref<!hal.buffer_view>) -> !vm.ref<!hal.buffer_view>, sym_name = "slice", sym_visibility = "private"}> ({
    ^bb0(%arg0: !vm.ref<!hal.buffer_view>):
      %47 = "vm.const.i32"() <{value = 16 : i32}> : () -> i32
      %48 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
      %49 = "vm.const.i32"() <{value = 268435488 : i32}> : () -> i32
      %50 = "vm.const.i32"() <{value = 3075 : i32}> : () -> i32
      %51 = "vm.const.i32"() <{value = 48 : i32}> : () -> i32
      %52 = "vm.const.i64"() <{value = 8 : i64}> : () -> i64
      %53 = "vm.const.i64"() <{value = 256 : i64}> : () -> i64
      %54 = "vm.const.i64"() <{value = 32 : i64}> : () -> i64
      %55 = "vm.const.i64.zero"() : () -> i64
      %56 = "vm.const.i64"() <{value = -1 : i64}> : () -> i64
      %57 = "vm.const.ref.zero"() : () -> !vm.ref<!hal.fence>
      %58 = "vm.const.i32"() <{value = -1 : i32}> : () -> i32
      %59 = "vm.const.i64"() <{value = 2 : i64}> : () -> i64
      %60 = "vm.const.i64"() <{value = 4 : i64}> : () -> i64
      %61 = "vm.global.load.ref"() <{global = @__device_0}> : () -> !vm.ref<!hal.device>
      %62 = "vm.global.load.ref"() <{global = @__slice_memoize_result_0_device_0}> : () -> !vm.ref<!hal.command_buffer>
      %63 = "vm.const.ref.rodata"() <{rodata = @_utf8_input0_DCE99660CEB3F6B}> : () -> !vm.buffer
      "vm.call.variadic"(%arg0, %63, %49, %48, %52, %52) <{callee = @hal.buffer_view.assert, segment_sizes = dense<[-1, -1, -1, -1, 2]> : vector<5xi16>, segment_types = [!vm.ref<!hal.buffer_view>, !vm.buffer, i32, i32, i64]}> : (!vm.ref<!hal.buffer_view>, !vm.buffer, i32, i32, i64, i64) -> ()
      %64 = "vm.call"(%arg0) <{callee = @hal.buffer_view.buffer}> {nosideeffects} : (!vm.ref<!hal.buffer_view>) -> !vm.ref<!hal.buffer>
      %65 = "vm.call"(%61) <{callee = @hal.device.allocator}> {nosideeffects} : (!vm.ref<!hal.device>) -> !vm.ref<!hal.allocator>
      %66 = "vm.const.ref.rodata"() <{rodata = @_utf8_tensor_FC1814BC4A58F22A}> : () -> !vm.buffer
      "vm.call"(%64, %66, %65, %53, %47, %50) <{callee = @hal.buffer.assert}> : (!vm.ref<!hal.buffer>, !vm.buffer, !vm.ref<!hal.allocator>, i64, i32, i32) -> ()
      %67 = "vm.call"(%61, %55) <{callee = @hal.fence.create}> : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      %68 = "vm.call"(%61, %56, %57, %67, %55, %51, %50, %54, %55) <{callee = @hal.device.queue.alloca}> : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, i64, i32, i32, i64, i64) -> !vm.ref<!hal.buffer>
      %69 = "vm.call"(%61, %55) <{callee = @hal.fence.create}> : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      "vm.call.variadic"(%61, %56, %67, %69, %62, %55, %64, %55, %53, %68, %55, %54) <{callee = @hal.device.queue.execute.indirect, segment_sizes = dense<[-1, -1, -1, -1, -1, -1, 2]> : vector<7xi16>, segment_types = [!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.command_buffer>, i64, tuple<!vm.ref<!hal.buffer>, i64, i64>]}> : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.command_buffer>, i64, !vm.ref<!hal.buffer>, i64, i64, !vm.ref<!hal.buffer>, i64, i64) -> ()
      "vm.call.variadic.yieldable"(%58, %55, %69)[^bb1] <{callee = @hal.fence.await, result_types = [i32], segment_sizes = dense<[-1, -1, 1]> : vector<3xi16>, segment_types = [i32, i64, !vm.ref<!hal.fence>]}> : (i32, i64, !vm.ref<!hal.fence>) -> ()
    ^bb1(%70: i32):  // pred: ^bb0
      "vm.cond_br"(%70)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb2:  // pred: ^bb1
      %71 = "vm.call.variadic"(%68, %55, %54, %49, %48, %59, %60) <{callee = @hal.buffer_view.create, segment_sizes = dense<[-1, -1, -1, -1, -1, 2]> : vector<6xi16>, segment_types = [!vm.ref<!hal.buffer>, i64, i64, i32, i32, i64]}> {nosideeffects} : (!vm.ref<!hal.buffer>, i64, i64, i32, i32, i64, i64) -> !vm.ref<!hal.buffer_view>
      "vm.return"(%71) : (!vm.ref<!hal.buffer_view>) -> ()
    ^bb3:  // pred: ^bb1
      "vm.discard.refs"(%68) : (!vm.ref<!hal.buffer>) -> ()
      "vm.fail"(%70) <{message = "failed to wait on timepoint"}> : (i32) -> ()
    }) {iree.reflection = {iree.abi.declaration = "sync func @slice(%input0: tensor<8x8xi32>) -> (%output0: tensor<2x4xi32>)"}, vm.unwind, vm.yield} : () -> ()
    "vm.export"() <{export_name = "slice", function_ref = @slice}> {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @slice(%input0: tensor<8x8xi32>) -> (%output0: tensor<2x4xi32>)"}} : () -> ()
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
      %26 = "vm.const.ref.rodata"() <{rodata = @_utf8_embedded_elf_x86_64_FF16E34B4A5F9C83}> : () -> !vm.buffer
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
      "vm.fail"(%4) <{message = "HAL device `__device_0` not found or unavailable: #hal.device.target<\22local\22, [#hal.executable.target<\22llvm-cpu\22, \22embedded-elf-x86_64\22, {cpu = \22generic\22, cpu_features = \22\22, data_layout = \22e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\22, iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = \22x86_64-unknown-unknown-eabi-elf\22}>]>"}> : (i32) -> ()
    ^bb7:  // pred: ^bb5
      %37 = "vm.const.ref.rodata"() <{rodata = @_utf8_hal_executable_format_E03EECB63A2AAF52}> : () -> !vm.buffer
      %38 = "vm.const.ref.rodata"() <{rodata = @_utf8_embedded_elf_x86_64_FF16E34B4A5F9C83}> : () -> !vm.buffer
      %39:2 = "vm.call"(%13, %37, %38) <{callee = @hal.device.query.i64}> {nosideeffects} : (!vm.ref<!hal.device>, !vm.buffer, !vm.buffer) -> (i32, i64)
      %40 = "vm.cmp.nz.i64"(%39#1) : (i64) -> i32
      %41 = "vm.select.i32"(%39#0, %40, %5) : (i32, i32, i32) -> i32
      %42 = "vm.select.i64"(%41, %6, %3) : (i32, i64, i64) -> i64
      %43 = "vm.cmp.eq.i64"(%42, %6) : (i64, i64) -> i32
      "vm.global.store.ref"(%13) <{global = @__device_0}> : (!vm.ref<!hal.device>) -> ()
      "vm.cond_br"(%43)[^bb8, ^bb9] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb8:  // pred: ^bb7
      %44 = "vm.const.ref.rodata"() <{rodata = @tensors_linked_embedded_elf_x86_64}> : () -> !vm.buffer
      %45 = "vm.call"(%13, %3, %38, %44, %1) <{callee = @hal.executable.create}> {nosideeffects} : (!vm.ref<!hal.device>, i64, !vm.buffer, !vm.buffer, !vm.buffer) -> !vm.ref<!hal.executable>
      "vm.global.store.ref"(%45) <{global = @__device_0_executable_0_tensors_linked}> : (!vm.ref<!hal.executable>) -> ()
      %46 = "vm.call"() <{callee = @__slice_memoize_apply}> : () -> !vm.ref<!hal.command_buffer>
      "vm.global.store.ref"(%46) <{global = @__slice_memoize_result_0_device_0}> : (!vm.ref<!hal.command_buffer>) -> ()
      "vm.return"() : () -> ()
    ^bb9:  // pred: ^bb7
      "vm.discard.refs"(%1, %13, %38) : (!vm.buffer, !vm.ref<!hal.device>, !vm.buffer) -> ()
      "vm.fail"(%2) <{message = "HAL device `__device_0` does not support any variant of executable `tensors_linked`; available formats: [embedded-elf-x86_64]"}> : (i32) -> ()
    }) {vm.unwind} : () -> ()
    "vm.module_terminator"() : () -> ()
  }) : () -> ()
}) {vm.toplevel} : () -> ()