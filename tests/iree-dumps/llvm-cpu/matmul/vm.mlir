"builtin.module"() ({
  "vm.module"() <{sym_name = "module"}> ({
    "vm.global.ref"() <{is_mutable, sym_name = "__device_0", sym_visibility = "private", type = !vm.ref<!hal.device>}> : () -> ()
    "vm.global.ref"() <{is_mutable, sym_name = "__device_0_executable_0_matmul_dispatch_0", sym_visibility = "private", type = !vm.ref<!hal.executable>}> : () -> ()
    "vm.global.ref"() <{is_mutable, sym_name = "__matmul_memoize_result_0_device_0", sym_visibility = "private", type = !vm.ref<!hal.command_buffer>}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_hal_device_id_C6650FF277232B5A", sym_visibility = "private", value = "hal.device.id"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_local_1A8FF0278D7661D8", sym_visibility = "private", value = "local*"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_hal_executable_format_E03EECB63A2AAF52", sym_visibility = "private", value = "hal.executable.format"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_embedded_elf_x86_64_FF16E34B4A5F9C83", sym_visibility = "private", value = "embedded-elf-x86_64"}> : () -> ()
    "vm.rodata"() <{alignment = 16 : i64, mime_type = "application/x-elf", sym_name = "matmul_dispatch_0_embedded_elf_x86_64", sym_visibility = "private", value = dense<"0x7F454C4602010100000000000000000003003E000100000000000000000000004000000000000000480C00000000000000000000400038000700400015001300060000000400000040000000000000004000000000000000400000000000000088010000000000008801000000000000080000000000000001000000040000000000000000000000000000000000000000000000000000005004000000000000500400000000000000100000000000000100000005000000500400000000000050140000000000005014000000000000A103000000000000A10300000000000000100000000000000100000006000000000800000000000000280000000000000028000000000000A001000000000000000800000000000000100000000000000200000006000000E008000000000000E028000000000000E028000000000000C000000000000000C000000000000000080000000000000052E5746404000000000800000000000000280000000000000028000000000000A0010000000000000008000000000000010000000000000051E57464060000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000100000012000700E017000000000000110000000000000002000000020000000000000001000000000000000000000000697265655F68616C5F65786563757461626C655F6C6962726172795F717565727900000000000008280000000000000800000000000000600300000000000018280000000000000800000000000000501400000000000020280000000000000800000000000000C00300000000000030280000000000000800000000000000E603000000000000482800000000000008000000000000000004000000000000502800000000000008000000000000000004000000000000602800000000000008000000000000000028000000000000802800000000000008000000000000001828000000000000882800000000000008000000000000008003000000000000A02800000000000008000000000000002028000000000000B82800000000000008000000000000002828000000000000C0280000000000000800000000000000402800000000000000000000000000006D61746D756C5F64697370617463685F30000000000000000000000000000000000000000000000000000003010000000100000001000000000000000000000000000000000000000000000000000000000000000000000000000000000000006D61746D756C5F64697370617463685F305F6D61746D756C5F36347831367833325F66333200736F75726365732F6D61746D756C2E6D6C6972000000000000001400000000000000017A5200017810011B0C0708900100001C0000001C000000301000008C03000000410E108602430D060387030C070800100000003C000000A0130000110000000000000000000000554889E5488B7620488B3E8B024889C248C1E20A48C1E00948034610B9C000000048034E084801FA4881C28C03000031F66666666666662E0F1F8400000000000F57DB48C7C7FCFFFFFF4989C80F57E40F57ED0F57F60F57FF450F57C0450F57C9450F57D266662E0F1F840000000000450F28B040FFFFFF450F286080410F2850C0410F2800F3440F10ACBA84FCFFFFF3440F109CBA88FCFFFFF30F108CBA8CFCFFFF450FC6ED00450F59EE440F58EBF30F109CBA90FCFFFFF3440F10BCBA04FDFFFF450FC6FF00450F59FE440F58FCF30F10A4BA84FDFFFF0FC6E400410F59E60F58E5F30F10ACBA04FEFFFF0FC6ED00410F59EE0F58EEF30F10B4BA84FEFFFF0FC6F600410F59F60F58F7F30F10BCBA04FFFFFF0FC6FF00410F59FE410F58F8F3440F1044BA84450FC6C000450F59C6450F58C1F3440F104CBA04450FC6C900450F59CE450F58CA450FC6DB00450F59DC450F58DDF3440F1094BA08FDFFFF450FC6D200450F59D4450F58D7F3440F10ACBA88FDFFFF450FC6ED00450F59EC440F58ECF30F10A4BA08FEFFFF0FC6E400410F59E40F58E5F30F10ACBA88FEFFFF0FC6ED00410F59EC0F58EEF30F10B4BA08FFFFFF0FC6F600410F59F40F58F7F30F107CBA880FC6FF00410F59FC410F58F8F3440F1044BA08450FC6C000450F59C4450F58C10FC6C9000F59CA410F58CBF3440F108CBA0CFDFFFF450FC6C900440F59CA450F58CAF3440F1094BA8CFDFFFF450FC6D200440F59D2450F58D5F3440F109CBA0CFEFFFF450FC6DB00440F59DA440F58DCF3440F10A4BA8CFEFFFF450FC6E400440F59E2440F58E5F3440F10ACBA0CFFFFFF450FC6ED00440F59EA440F58EEF3440F1074BA8C450FC6F600440F59F2440F58F7F3440F107CBA0C450FC6FF00440F59FA450F58F80FC6DB000F59D80F58D9F30F10A4BA10FDFFFF0FC6E4000F59E0410F58E1F30F10ACBA90FDFFFF0FC6ED000F59E8410F58EAF30F10B4BA10FEFFFF0FC6F6000F59F0410F58F3F30F10BCBA90FEFFFF0FC6FF000F59F8410F58FCF3440F1084BA10FFFFFF450FC6C000440F59C0450F58C5F3440F104CBA90450FC6C900440F59C8450F58CEF3440F1054BA10450FC6D200440F59D0450F58D74883C7044981C0000100004883FF1C0F8236FDFFFF0F291CB00F2964B0400F29ACB0800000000F29B4B0C00000000F29BCB000010000440F2984B040010000440F298CB080010000440F2994B0C00100004883C1104883FE0C488D76040F82B8FCFFFF31C05DC3CCCCCCCC31C083FF06488D0D74100000480F44C1C300000000000000000000000000000006000000000000000000000000000000000000000000000000000000000000000000000000000000010000001300000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001E000000000000000800000000000000FBFFFF6F000000000100000000000000070000000000000038020000000000000800000000000000200100000000000009000000000000001800000000000000F9FFFF6F000000000C000000000000000600000000000000C8010000000000000B000000000000001800000000000000050000000000000010020000000000000A0000000000000023000000000000000400000000000000F80100000000000000000000000000000000000000000000011101250E1305030E1017B44219E17F19110112060000022E001101120640186E0E030E3A0B3B0B49133F19E17F190000032400030E3E0B0B0B0000004700000004000000000008012C0000002C002A0000000000000050140000000000008C0300000250140000000000008C0300000156000000000000000001014300000003260000000504006D61746D756C5F64697370617463685F305F6D61746D756C5F36347831367833325F66333200696E74002D004952454500380000000200000000004B000000260000006D61746D756C5F64697370617463685F305F6D61746D756C5F36347831367833325F6633320000000000160000000200000000004B00000043000000696E74000000000042000000040019000000010101FB0E0D000101010100000001000001002D000000000000090250140000000000000105010A4A06022D1106023F13060B029A0612020200010149524545000000000000000000000000000000000000000000000000000000000000002300000000020900E02800000000000000000000000000000100000012000700E0170000000000001100000000000000002E64796E73796D002E68617368002E64796E737472002E72656C612E64796E002E726F64617461002E65685F6672616D65002E74657874002E646174612E72656C2E726F002E64796E616D6963002E72656C726F5F70616464696E67002E64656275675F616262726576002E64656275675F696E666F002E64656275675F737472002E64656275675F7075626E616D6573002E64656275675F7075627479706573002E64656275675F6C696E65002E636F6D6D656E74002E73796D746162002E7368737472746162002E7374727461620000697265655F68616C5F65786563757461626C655F6C6962726172795F7175657279005F44594E414D494300000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010000000B0000000200000000000000C801000000000000C801000000000000300000000000000003000000010000000800000000000000180000000000000009000000050000000200000000000000F801000000000000F80100000000000018000000000000000100000000000000040000000000000004000000000000000F000000030000000200000000000000100200000000000010020000000000002300000000000000000000000000000001000000000000000000000000000000170000000400000002000000000000003802000000000000380200000000000020010000000000000100000000000000080000000000000018000000000000002100000001000000020000000000000060030000000000006003000000000000A000000000000000000000000000000010000000000000000000000000000000290000000100000002000000000000000004000000000000000400000000000050000000000000000000000000000000080000000000000000000000000000003300000001000000060000000000000050140000000000005004000000000000A1030000000000000000000000000000100000000000000000000000000000003900000001000000030000000000000000280000000000000008000000000000E00000000000000000000000000000001000000000000000000000000000000046000000060000000300000000000000E028000000000000E008000000000000C0000000000000000300000000000000080000000000000010000000000000004F000000080000000300000000000000A029000000000000A00900000000000060060000000000000000000000000000010000000000000000000000000000005E0000000100000000000000000000000000000000000000A0090000000000003D000000000000000000000000000000010000000000000000000000000000006C0000000100000000000000000000000000000000000000DD090000000000004B00000000000000000000000000000001000000000000000000000000000000780000000100000030000000000000000000000000000000280A0000000000003100000000000000000000000000000001000000000000000100000000000000830000000100000000000000000000000000000000000000590A0000000000003C00000000000000000000000000000001000000000000000000000000000000930000000100000000000000000000000000000000000000950A0000000000001A00000000000000000000000000000001000000000000000000000000000000A30000000100000000000000000000000000000000000000AF0A0000000000004600000000000000000000000000000001000000000000000000000000000000AF0000000100000030000000000000000000000000000000F50A0000000000000500000000000000000000000000000001000000000000000100000000000000B80000000200000000000000000000000000000000000000000B0000000000004800000000000000140000000200000008000000000000001800000000000000C00000000300000000000000000000000000000000000000480B000000000000D200000000000000000000000000000001000000000000000000000000000000CA00000003000000000000000000000000000000000000001A0C0000000000002C00000000000000000000000000000001000000000000000000000000000000"> : vector<4488xi8>}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_matmul_dispatch_0_matmul_6_D9080156D704DFCD", sym_visibility = "private", value = "matmul_dispatch_0_matmul_64x16x32_f32"}> : () -> ()
    "vm.func"() <{function_type = () -> !vm.ref<!hal.command_buffer>, inlining_policy = #util.inline.never, sym_name = "__matmul_memoize_apply", sym_visibility = "private"}> ({
      %75 = "vm.const.i32"() <{value = 13 : i32}> : () -> i32
      %76 = "vm.const.i32"() <{value = 28 : i32}> : () -> i32
      %77 = "vm.const.i32"() <{value = 2 : i32}> : () -> i32
      %78 = "vm.const.ref.zero"() : () -> !vm.ref<!hal.buffer>
      %79 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
      %80 = "vm.const.i32"() <{value = 8 : i32}> : () -> i32
      %81 = "vm.const.i32"() <{value = 3 : i32}> : () -> i32
      %82 = "vm.const.i32.zero"() : () -> i32
      %83 = "vm.const.i64"() <{value = 4096 : i64}> : () -> i64
      %84 = "vm.const.i64"() <{value = 2048 : i64}> : () -> i64
      %85 = "vm.const.i64"() <{value = 8192 : i64}> : () -> i64
      %86 = "vm.const.i64.zero"() : () -> i64
      %87 = "vm.const.i64"() <{value = -1 : i64}> : () -> i64
      %88 = "vm.global.load.ref"() <{global = @__device_0}> : () -> !vm.ref<!hal.device>
      %89 = "vm.global.load.ref"() <{global = @__device_0_executable_0_matmul_dispatch_0}> : () -> !vm.ref<!hal.executable>
      %90 = "vm.call"(%88, %82, %81, %87, %81) <{callee = @hal.command_buffer.create}> : (!vm.ref<!hal.device>, i32, i32, i64, i32) -> !vm.ref<!hal.command_buffer>
      %91 = "vm.const.ref.rodata"() <{rodata = @_utf8_matmul_dispatch_0_matmul_6_D9080156D704DFCD}> : () -> !vm.buffer
      %92 = "vm.call"(%89, %91) <{callee = @hal.executable.lookup.function}> {nosideeffects} : (!vm.ref<!hal.executable>, !vm.buffer) -> i64
      "vm.call.variadic"(%90, %89, %92, %80, %79, %79, %86, %82, %82, %78, %86, %85, %82, %79, %78, %86, %84, %82, %77, %78, %86, %83) <{callee = @hal.command_buffer.dispatch, segment_sizes = dense<[-1, -1, -1, -1, -1, -1, -1, 0, 3]> : vector<9xi16>, segment_types = [!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32, tuple<i32, i32, !vm.ref<!hal.buffer>, i64, i64>]}> : (!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32, i32, !vm.ref<!hal.buffer>, i64, i64, i32, i32, !vm.ref<!hal.buffer>, i64, i64, i32, i32, !vm.ref<!hal.buffer>, i64, i64) -> ()
      "vm.call"(%90, %76, %75, %86) <{callee = @hal.command_buffer.execution_barrier}> : (!vm.ref<!hal.command_buffer>, i32, i32, i64) -> ()
      "vm.call"(%90) <{callee = @hal.command_buffer.finalize}> : (!vm.ref<!hal.command_buffer>) -> ()
      "vm.return"(%90) : (!vm.ref<!hal.command_buffer>) -> ()
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
      %44 = "vm.const.ref.rodata"() <{rodata = @matmul_dispatch_0_embedded_elf_x86_64}> : () -> !vm.buffer
      %45 = "vm.call"(%13, %3, %38, %44, %1) <{callee = @hal.executable.create}> {nosideeffects} : (!vm.ref<!hal.device>, i64, !vm.buffer, !vm.buffer, !vm.buffer) -> !vm.ref<!hal.executable>
      "vm.global.store.ref"(%45) <{global = @__device_0_executable_0_matmul_dispatch_0}> : (!vm.ref<!hal.executable>) -> ()
      %46 = "vm.call"() <{callee = @__matmul_memoize_apply}> : () -> !vm.ref<!hal.command_buffer>
      "vm.global.store.ref"(%46) <{global = @__matmul_memoize_result_0_device_0}> : (!vm.ref<!hal.command_buffer>) -> ()
      "vm.return"() : () -> ()
    ^bb9:  // pred: ^bb7
      "vm.discard.refs"(%1, %13, %38) : (!vm.buffer, !vm.ref<!hal.device>, !vm.buffer) -> ()
      "vm.fail"(%2) <{message = "HAL device `__device_0` does not support any variant of executable `matmul_dispatch_0`; available formats: [embedded-elf-x86_64]"}> : (i32) -> ()
    }) {vm.unwind} : () -> ()
    "vm.module_terminator"() : () -> ()
  }) : () -> ()
}) {vm.toplevel} : () -> ()