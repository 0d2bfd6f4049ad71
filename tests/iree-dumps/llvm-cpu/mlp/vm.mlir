"builtin.module"() ({
  "vm.module"() <{sym_name = "module"}> ({
    "vm.global.ref"() <{is_mutable, sym_name = "__device_0", sym_visibility = "private", type = !vm.ref<!hal.device>}> : () -> ()
    "vm.global.ref"() <{is_mutable, sym_name = "__device_0_executable_0_mlp_linked", sym_visibility = "private", type = !vm.ref<!hal.executable>}> : () -> ()
    "vm.global.ref"() <{is_mutable, sym_name = "__mlp_memoize_result_0_device_0", sym_visibility = "private", type = !vm.ref<!hal.command_buffer>}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_hal_device_id_C6650FF277232B5A", sym_visibility = "private", value = "hal.device.id"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_local_1A8FF0278D7661D8", sym_visibility = "private", value = "local*"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_hal_executable_format_E03EECB63A2AAF52", sym_visibility = "private", value = "hal.executable.format"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_embedded_elf_x86_64_FF16E34B4A5F9C83", sym_visibility = "private", value = "embedded-elf-x86_64"}> : () -> ()
    "vm.rodata"() <{alignment = 16 : i64, mime_type = "application/x-elf", sym_name = "mlp_linked_embedded_elf_x86_64", sym_visibility = "private", value = dense<"0x7F454C4602010100000000000000000003003E0001000000000000000000000040000000000000006812000000000000000000004000380007004000150013000600000004000000400000000000000040000000000000004000000000000000880100000000000088010000000000000800000000000000010000000400000000000000000000000000000000000000000000000000000048050000000000004805000000000000001000000000000001000000050000005005000000000000501500000000000050150000000000009107000000000000910700000000000000100000000000000100000006000000F00C000000000000F02C000000000000F02C000000000000D001000000000000100300000000000000100000000000000200000006000000000E000000000000002E000000000000002E000000000000C000000000000000C000000000000000080000000000000052E5746404000000F00C000000000000F02C000000000000F02C000000000000D0010000000000001003000000000000010000000000000051E57464060000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000100000012000700D01C000000000000110000000000000002000000020000000000000001000000000000000000000000697265655F68616C5F65786563757461626C655F6C6962726172795F7175657279000000000000F82C0000000000000800000000000000F003000000000000082D00000000000008000000000000005015000000000000102D0000000000000800000000000000B019000000000000182D00000000000008000000000000008004000000000000202D0000000000000800000000000000A204000000000000382D0000000000000800000000000000C304000000000000482D0000000000000800000000000000C304000000000000582D0000000000000800000000000000D804000000000000602D0000000000000800000000000000D804000000000000702D0000000000000800000000000000D804000000000000782D0000000000000800000000000000D804000000000000802D0000000000000800000000000000F02C000000000000A02D0000000000000800000000000000082D000000000000A82D00000000000008000000000000000004000000000000C02D0000000000000800000000000000182D000000000000D82D0000000000000800000000000000302D000000000000E02D0000000000000800000000000000502D0000000000000000803E0000003F0000000000000000CDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3D6D6C705F6C696E6B656400000000000000000000000000000000000201000000010000000100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000002010000000100000001000000000000000000000000000000000000000000000000000000000000000000000000000000000000006D6C705F64697370617463685F305F6D61746D756C5F387833327831365F663332006D6C705F64697370617463685F315F6D61746D756C5F3878347833325F66333200736F75726365732F6D6C702E6D6C697200000000001400000000000000017A5200017810011B0C0708900100001C0000001C000000581000005704000000410E108602430D060352040C0708001C0000003C000000981400001A03000000410E108602430D060315030C070800100000005C000000981700001100000000000000000000000000000000000000554889E5488B4E20488B01488B490831D2F30F10056BEEFFFF0F57D20F1F400048C7C6FCFFFFFF450F57D2450F57C9450F57C00F57FF0F57F60F57ED0F57E40F57DB66666666662E0F1F840000000000F3440F105CB010F3440F59D8450FC6DB00450F58DAF3440F1054B050F3440F59D0450FC6D200450F58D1F3440F108CB090000000F3440F59C8450FC6C900450F58C8F3440F1084B0D0000000F3440F59C0450FC6C000440F58C7F30F10BCB010010000F30F59F80FC6FF000F58FEF30F10B4B050010000F30F59F00FC6F6000F58F5F30F10ACB090010000F30F59E80FC6ED000F58ECF30F10A4B0D0010000F30F59E00FC6E4000F58E3F30F105CB014F30F59D80FC6DB00410F58DBF3440F105CB054F3440F59D8450FC6DB00450F58DAF3440F1094B094000000F3440F59D0450FC6D200450F58D1F3440F108CB0D4000000F3440F59C8450FC6C900450F58C8F3440F1084B014010000F3440F59C0450FC6C000440F58C7F30F10BCB054010000F30F59F80FC6FF000F58FEF30F10B4B094010000F30F59F00FC6F6000F58F5F30F10ACB0D4010000F30F59E80FC6ED000F58ECF30F1064B018F30F59E00FC6E4000F58E3F30F105CB058F30F59D80FC6DB00410F58DBF3440F109CB098000000F3440F59D8450FC6DB00450F58DAF3440F10A4B0D8000000F3440F59E0450FC6E400450F58E1F3440F10ACB018010000F3440F59E8450FC6ED00450F58E8F3440F10B4B058010000F3440F59F0450FC6F600440F58F7F3440F10BCB098010000F3440F59F8450FC6FF00440F58FEF30F108CB0D8010000F30F59C80FC6C9000F58CDF3440F1054B01CF3440F59D0450FC6D200440F58D4F3440F104CB05CF3440F59C8450FC6C900440F58CBF3440F1084B09C000000F3440F59C0450FC6C000450F58C3F30F10BCB0DC000000F30F59F80FC6FF00410F58FCF30F10B4B01C010000F30F59F00FC6F600410F58F5F30F10ACB05C010000F30F59E80FC6ED00410F58EEF30F10A4B09C010000F30F59E00FC6E400410F58E7F30F109CB0DC010000F30F59D80FC6DB000F58D94883C6044883FE0C0F8244FDFFFF0F280D7DEBFFFF440F58D1440F58C9440F58C10F58F90F58F10F58E90F58E10F58D9450F28DA440F5FDA410F28CA410FC2CA03440F54D1410F55CB410F56CA450F28D9440F5FDA450F28D1450FC2D103450F54CA450F55D3450F56D1450F28D8440F5FDA450F28C8450FC2C803450F54C1450F55CB450F56C8440F28DF440F5FDA440F28C7440FC2C703410F54F8450F55C3440F56C7440F28DE440F5FDA0F28FE0FC2FE030F54F7410F55FB0F56FE440F28DD440F5FDA0F28F50FC2F5030F54EE410F55F30F56F50F28EC0F5FEA440F28DC440FC2DC03410F54E3440F55DD440F56DC0F28E30F5FE20F28EB0FC2EB030F54DD0F55EC0F56EB0F290C91440F29949180000000440F298C9100010000440F298491800100000F29BC91000200000F29B49180020000440F299C91000300000F29AC91800300004883FA1C488D52040F82CDFBFFFF31C05DC3CCCCCCCCCCCCCCCCCC554889E5488B4620488B08488B40080F57C948C7C2FCFFFFFFF30F1005FFE9FFFF0F57D20F57DB0F57E40F57ED0F57F60F57FF450F57C0660F1F840000000000F3440F104C9110F3440F59C8450FC6C900440F58C9F30F108C9190000000F30F59C80FC6C9000F58CAF30F10949110010000F30F59D00FC6D2000F58D3F30F109C9190010000F30F59D80FC6DB000F58DCF30F10A49110020000F30F59E00FC6E4000F58E5F30F10AC9190020000F30F59E80FC6ED000F58EEF30F10B49110030000F30F59F00FC6F6000F58F7F30F10BC9190030000F30F59F80FC6FF00410F58F8F3440F10449114F3440F59C0450FC6C000450F58C1F3440F108C9194000000F3440F59C8450FC6C900440F58C9F30F108C9114010000F30F59C80FC6C9000F58CAF30F10949194010000F30F59D00FC6D2000F58D3F30F109C9114020000F30F59D80FC6DB000F58DCF30F10A49194020000F30F59E00FC6E4000F58E5F30F10AC9114030000F30F59E80FC6ED000F58EEF30F10B49194030000F30F59F00FC6F6000F58F7F30F107C9118F30F59F80FC6FF00410F58F8F3440F10849198000000F3440F59C0450FC6C000450F58C1F3440F108C9118010000F3440F59C8450FC6C900440F58C9F3440F10949198010000F3440F59D0450FC6D200440F58D2F3440F109C9118020000F3440F59D8450FC6DB00440F58DBF3440F10A49198020000F3440F59E0450FC6E400440F58E4F3440F10AC9118030000F3440F59E8450FC6ED00440F58EDF3440F10B49198030000F3440F59F0450FC6F600440F58F6F30F104C911CF30F59C80FC6C9000F58CFF30F1094919C000000F30F59D00FC6D200410F58D0F30F109C911C010000F30F59D80FC6DB00410F58D9F30F10A4919C010000F30F59E00FC6E400410F58E2F30F10AC911C020000F30F59E80FC6ED00410F58EBF30F10B4919C020000F30F59F00FC6F600410F58F4F30F10BC911C030000F30F59F80FC6FF00410F58FDF3440F1084919C030000F3440F59C0450FC6C000450F58C64883C2044883FA1C0F824AFDFFFF0F29080F2950100F2958200F2960300F2968400F2970500F297860440F29407031C05DC3CCCCCCCCCCCC31C083FF06488D0DA4100000480F44C1C300000000000000000000000000000006000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000040000001000000000000000000000000400000010000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000002000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001E000000000000000800000000000000FBFFFF6F000000000100000000000000070000000000000038020000000000000800000000000000980100000000000009000000000000001800000000000000F9FFFF6F0000000011000000000000000600000000000000C8010000000000000B000000000000001800000000000000050000000000000010020000000000000A0000000000000023000000000000000400000000000000F80100000000000000000000000000000000000000000000011101250E1305030E1017B44219E17F19110112060000022E001101120640186E0E030E3A0B3B0B49133F19E17F190000032400030E3E0B0B0B0000042E001101120640186E0E030E3A0B3B0B49103F19E17F19000000470000000400000000000801490000002C00470000000000000050150000000000005704000002501500000000000057040000015600000000000000000101430000000322000000050400400000000400000000000801490000002C00470000004A000000B0190000000000001A03000004B0190000000000001A03000001562600000026000000010143000000006D6C705F64697370617463685F305F6D61746D756C5F387833327831365F66333200696E74006D6C705F64697370617463685F315F6D61746D756C5F3878347833325F663332002D004952454500340000000200000000004B000000260000006D6C705F64697370617463685F305F6D61746D756C5F387833327831365F66333200000000003300000002004B00000044000000260000006D6C705F64697370617463685F315F6D61746D756C5F3878347833325F6633320000000000160000000200000000004B00000043000000696E7400000000000E00000002004B000000440000000000000046000000040019000000010101FB0E0D000101010100000001000001002D000000000000090250150000000000000105010A4D06087006023B160602B5050E780B02C2021202020001013E000000040019000000010101FB0E0D000101010100000001000001002D0000000000000902B0190000000000000105010A4D0602330EF60B02D10512020200010149524545000000000000000000000000000000000000000000000000002300000000020900002E00000000000000000000000000000100000012000700D01C0000000000001100000000000000002E64796E73796D002E68617368002E64796E737472002E72656C612E64796E002E726F64617461002E65685F6672616D65002E74657874002E646174612E72656C2E726F002E64796E616D6963002E72656C726F5F70616464696E67002E64656275675F616262726576002E64656275675F696E666F002E64656275675F737472002E64656275675F7075626E616D6573002E64656275675F7075627479706573002E64656275675F6C696E65002E636F6D6D656E74002E73796D746162002E7368737472746162002E7374727461620000697265655F68616C5F65786563757461626C655F6C6962726172795F7175657279005F44594E414D494300000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010000000B0000000200000000000000C801000000000000C801000000000000300000000000000003000000010000000800000000000000180000000000000009000000050000000200000000000000F801000000000000F80100000000000018000000000000000100000000000000040000000000000004000000000000000F0000000300000002000000000000001002000000000000100200000000000023000000000000000000000000000000010000000000000000000000000000001700000004000000020000000000000038020000000000003802000000000000980100000000000001000000000000000800000000000000180000000000000021000000010000001200000000000000D003000000000000D003000000000000080100000000000000000000000000001000000000000000000000000000000029000000010000000200000000000000D804000000000000D80400000000000070000000000000000000000000000000080000000000000000000000000000003300000001000000060000000000000050150000000000005005000000000000910700000000000000000000000000001000000000000000000000000000000039000000010000000300000000000000F02C000000000000F00C000000000000100100000000000000000000000000001000000000000000000000000000000046000000060000000300000000000000002E000000000000000E000000000000C0000000000000000300000000000000080000000000000010000000000000004F000000080000000300000000000000C02E000000000000C00E00000000000040010000000000000000000000000000010000000000000000000000000000005E0000000100000000000000000000000000000000000000C00E00000000000057000000000000000000000000000000010000000000000000000000000000006C0000000100000000000000000000000000000000000000170F0000000000008F00000000000000000000000000000001000000000000000000000000000000780000000100000030000000000000000000000000000000A60F0000000000004E00000000000000000000000000000001000000000000000100000000000000830000000100000000000000000000000000000000000000F40F0000000000006F0000000000000000000000000000000100000000000000000000000000000093000000010000000000000000000000000000000000000063100000000000002C00000000000000000000000000000001000000000000000000000000000000A300000001000000000000000000000000000000000000008F100000000000008C00000000000000000000000000000001000000000000000000000000000000AF00000001000000300000000000000000000000000000001B110000000000000500000000000000000000000000000001000000000000000100000000000000B8000000020000000000000000000000000000000000000020110000000000004800000000000000140000000200000008000000000000001800000000000000C000000003000000000000000000000000000000000000006811000000000000D200000000000000000000000000000001000000000000000000000000000000CA00000003000000000000000000000000000000000000003A120000000000002C00000000000000000000000000000001000000000000000000000000000000"> : vector<6056xi8>}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_mlp_dispatch_0_matmul_8x32_2C946A90F4FFDD55", sym_visibility = "private", value = "mlp_dispatch_0_matmul_8x32x16_f32"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_mlp_dispatch_1_matmul_8x4x_99B423042238763E", sym_visibility = "private", value = "mlp_dispatch_1_matmul_8x4x32_f32"}> : () -> ()
    "vm.func"() <{function_type = () -> !vm.ref<!hal.command_buffer>, inlining_policy = #util.inline.never, sym_name = "__mlp_memoize_apply", sym_visibility = "private"}> ({
      %77 = "vm.const.i32"() <{value = 13 : i32}> : () -> i32
      %78 = "vm.const.i32"() <{value = 28 : i32}> : () -> i32
      %79 = "vm.const.i32"() <{value = 2 : i32}> : () -> i32
      %80 = "vm.const.ref.zero"() : () -> !vm.ref<!hal.buffer>
      %81 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
      %82 = "vm.const.i32"() <{value = 3 : i32}> : () -> i32
      %83 = "vm.const.i32.zero"() : () -> i32
      %84 = "vm.const.i64"() <{value = 128 : i64}> : () -> i64
      %85 = "vm.const.i64"() <{value = 1024 : i64}> : () -> i64
      %86 = "vm.const.i64"() <{value = 512 : i64}> : () -> i64
      %87 = "vm.const.i64.zero"() : () -> i64
      %88 = "vm.const.i64"() <{value = -1 : i64}> : () -> i64
      %89 = "vm.global.load.ref"() <{global = @__device_0}> : () -> !vm.ref<!hal.device>
      %90 = "vm.global.load.ref"() <{global = @__device_0_executable_0_mlp_linked}> : () -> !vm.ref<!hal.executable>
      %91 = "vm.call"(%89, %83, %82, %88, %82) <{callee = @hal.command_buffer.create}> : (!vm.ref<!hal.device>, i32, i32, i64, i32) -> !vm.ref<!hal.command_buffer>
      %92 = "vm.const.ref.rodata"() <{rodata = @_utf8_mlp_dispatch_0_matmul_8x32_2C946A90F4FFDD55}> : () -> !vm.buffer
      %93 = "vm.call"(%90, %92) <{callee = @hal.executable.lookup.function}> {nosideeffects} : (!vm.ref<!hal.executable>, !vm.buffer) -> i64
      "vm.call.variadic"(%91, %90, %93, %81, %81, %81, %87, %83, %83, %80, %87, %86, %83, %79, %80, %87, %85) <{callee = @hal.command_buffer.dispatch, segment_sizes = dense<[-1, -1, -1, -1, -1, -1, -1, 0, 2]> : vector<9xi16>, segment_types = [!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32, tuple<i32, i32, !vm.ref<!hal.buffer>, i64, i64>]}> : (!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32, i32, !vm.ref<!hal.buffer>, i64, i64, i32, i32, !vm.ref<!hal.buffer>, i64, i64) -> ()
      "vm.call"(%91, %78, %77, %87) <{callee = @hal.command_buffer.execution_barrier}> : (!vm.ref<!hal.command_buffer>, i32, i32, i64) -> ()
      %94 = "vm.const.ref.rodata"() <{rodata = @_utf8_mlp_dispatch_1_matmul_8x4x_99B423042238763E}> : () -> !vm.buffer
      %95 = "vm.call"(%90, %94) <{callee = @hal.executable.lookup.function}> {nosideeffects} : (!vm.ref<!hal.executable>, !vm.buffer) -> i64
      "vm.call.variadic"(%91, %90, %95, %81, %81, %81, %87, %83, %79, %80, %87, %85, %83, %81, %80, %87, %84) <{callee = @hal.command_buffer.dispatch, segment_sizes = dense<[-1, -1, -1, -1, -1, -1, -1, 0, 2]> : vector<9xi16>, segment_types = [!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32, tuple<i32, i32, !vm.ref<!hal.buffer>, i64, i64>]}> : (!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32, i32, !vm.ref<!hal.buffer>, i64, i64, i32, i32, !vm.ref<!hal.buffer>, i64, i64) -> ()
      "vm.call"(%91, %78, %77, %87) <{callee = @hal.command_buffer.execution_barrier}> : (!vm.ref<!hal.command_buffer>, i32, i32, i64) -> ()
      "vm.call"(%91) <{callee = @hal.command_buffer.finalize}> : (!vm.ref<!hal.command_buffer>) -> ()
      "vm.return"(%91) : (!vm.ref<!hal.command_buffer>) -> ()
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
    "vm.import"() <{arg_attrs = [{vm.name = "device"}, {vm.name = "queue_affinity"}, {vm.name = "wait_fence"}, {vm.name = "signal_fence"}, {vm.name = "buffer"}, {vm.name = "flags"}], function_type = (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.buffer>, i64) -> (), sym_name = "hal.device.queue.dealloca", sym_visibility = "private"}> ({
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
    "vm.import"() <{arg_attrs = [{vm.name = "flags"}, {vm.name = "fences", vm.variadic}], function_type = (i64, !vm.ref<!hal.fence>) -> !vm.ref<!hal.fence>, sym_name = "hal.fence.join", sym_visibility = "private"}> ({
    }) {nosideeffects} : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "timeout_millis"}, {vm.name = "flags"}, {vm.name = "fences", vm.variadic}], function_type = (i32, i64, !vm.ref<!hal.fence>) -> i32, sym_name = "hal.fence.await", sym_visibility = "private"}> ({
    }) {vm.yield} : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_input0_DCE99660CEB3F6B", sym_visibility = "private", value = "input0"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_tensor_FC1814BC4A58F22A", sym_visibility = "private", value = "tensor"}> : () -> ()
    "vm.func"() <{function_type = (!vm.ref<!hal.buffer_view>) -> !vm.ref<!hal.buffer_view>, sym_name = "mlp", sym_visibility = "private"}> ({
    ^bb0(%arg0: !vm.ref<!hal.buffer_view>):
      %47 = "vm.const.i32"() <{value = 16 : i32}> : () -> i32
      %48 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
      %49 = "vm.const.i32"() <{value = 553648160 : i32}> : () -> i32
      %50 = "vm.const.i32"() <{value = 3075 : i32}> : () -> i32
      %51 = "vm.const.i32"() <{value = 48 : i32}> : () -> i32
      %52 = "vm.const.i64"() <{value = 8 : i64}> : () -> i64
      %53 = "vm.const.i64"() <{value = 16 : i64}> : () -> i64
      %54 = "vm.const.i64"() <{value = 512 : i64}> : () -> i64
      %55 = "vm.const.i64"() <{value = 1024 : i64}> : () -> i64
      %56 = "vm.const.i64.zero"() : () -> i64
      %57 = "vm.const.i64"() <{value = 128 : i64}> : () -> i64
      %58 = "vm.const.i64"() <{value = -1 : i64}> : () -> i64
      %59 = "vm.const.ref.zero"() : () -> !vm.ref<!hal.fence>
      %60 = "vm.const.i32"() <{value = -1 : i32}> : () -> i32
      %61 = "vm.const.i64"() <{value = 4 : i64}> : () -> i64
      %62 = "vm.global.load.ref"() <{global = @__device_0}> : () -> !vm.ref<!hal.device>
      %63 = "vm.global.load.ref"() <{global = @__mlp_memoize_result_0_device_0}> : () -> !vm.ref<!hal.command_buffer>
      %64 = "vm.const.ref.rodata"() <{rodata = @_utf8_input0_DCE99660CEB3F6B}> : () -> !vm.buffer
      "vm.call.variadic"(%arg0, %64, %49, %48, %52, %53) <{callee = @hal.buffer_view.assert, segment_sizes = dense<[-1, -1, -1, -1, 2]> : vector<5xi16>, segment_types = [!vm.ref<!hal.buffer_view>, !vm.buffer, i32, i32, i64]}> : (!vm.ref<!hal.buffer_view>, !vm.buffer, i32, i32, i64, i64) -> ()
      %65 = "vm.call"(%arg0) <{callee = @hal.buffer_view.buffer}> {nosideeffects} : (!vm.ref<!hal.buffer_view>) -> !vm.ref<!hal.buffer>
      %66 = "vm.call"(%62) <{callee = @hal.device.allocator}> {nosideeffects} : (!vm.ref<!hal.device>) -> !vm.ref<!hal.allocator>
      %67 = "vm.const.ref.rodata"() <{rodata = @_utf8_tensor_FC1814BC4A58F22A}> : () -> !vm.buffer
      "vm.call"(%65, %67, %66, %54, %47, %50) <{callee = @hal.buffer.assert}> : (!vm.ref<!hal.buffer>, !vm.buffer, !vm.ref<!hal.allocator>, i64, i32, i32) -> ()
      %68 = "vm.call"(%62, %56) <{callee = @hal.fence.create}> : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      %69 = "vm.call"(%62, %58, %59, %68, %56, %51, %50, %57, %56) <{callee = @hal.device.queue.alloca}> : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, i64, i32, i32, i64, i64) -> !vm.ref<!hal.buffer>
      %70 = "vm.call"(%62, %56) <{callee = @hal.fence.create}> : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      %71 = "vm.call"(%62, %58, %59, %70, %56, %51, %50, %55, %56) <{callee = @hal.device.queue.alloca}> : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, i64, i32, i32, i64, i64) -> !vm.ref<!hal.buffer>
      %72 = "vm.call.variadic"(%56, %68, %70) <{callee = @hal.fence.join, segment_sizes = dense<[-1, 2]> : vector<2xi16>, segment_types = [i64, !vm.ref<!hal.fence>]}> {nosideeffects} : (i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>) -> !vm.ref<!hal.fence>
      %73 = "vm.call"(%62, %56) <{callee = @hal.fence.create}> : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      "vm.call.variadic"(%62, %58, %72, %73, %63, %56, %65, %56, %54, %69, %56, %57, %71, %56, %55) <{callee = @hal.device.queue.execute.indirect, segment_sizes = dense<[-1, -1, -1, -1, -1, -1, 3]> : vector<7xi16>, segment_types = [!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.command_buffer>, i64, tuple<!vm.ref<!hal.buffer>, i64, i64>]}> : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.command_buffer>, i64, !vm.ref<!hal.buffer>, i64, i64, !vm.ref<!hal.buffer>, i64, i64, !vm.ref<!hal.buffer>, i64, i64) -> ()
      %74 = "vm.call"(%62, %56) <{callee = @hal.fence.create}> : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      "vm.call"(%62, %58, %73, %74, %71, %56) <{callee = @hal.device.queue.dealloca}> : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.buffer>, i64) -> ()
      "vm.call.variadic.yieldable"(%60, %56, %74)[^bb1] <{callee = @hal.fence.await, result_types = [i32], segment_sizes = dense<[-1, -1, 1]> : vector<3xi16>, segment_types = [i32, i64, !vm.ref<!hal.fence>]}> : (i32, i64, !vm.ref<!hal.fence>) -> ()
    ^bb1(%75: i32):  // pred: ^bb0
      "vm.cond_br"(%75)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb2:  // pred: ^bb1
      %76 = "vm.call.variadic"(%69, %56, %57, %49, %48, %52, %61) <{callee = @hal.buffer_view.create, segment_sizes = dense<[-1, -1, -1, -1, -1, 2]> : vector<6xi16>, segment_types = [!vm.ref<!hal.buffer>, i64, i64, i32, i32, i64]}> {nosideeffects} : (!vm.ref<!hal.buffer>, i64, i64, i32, i32, i64, i64) -> !vm.ref<!hal.buffer_view>
      "vm.return"(%76) : (!vm.ref<!hal.buffer_view>) -> ()
    ^bb3:  // pred: ^bb1
      "vm.discard.refs"(%69) : (!vm.ref<!hal.buffer>) -> ()
      "vm.fail"(%75) <{message = "failed to wait on timepoint"}> : (i32) -> ()
    }) {iree.reflection = {iree.abi.declaration = "sync func @mlp(%input0: tensor<8x16xf32>) -> (%output0: tensor<8x4xf32>)"}, vm.unwind, vm.yield} : () -> ()
    "vm.export"() <{export_name = "mlp", function_ref = @mlp}> {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @mlp(%input0: tensor<8x16xf32>) -> (%output0: tensor<8x4xf32>)"}} : () -> ()
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
      %44 = "vm.const.ref.rodata"() <{rodata = @mlp_linked_embedded_elf_x86_64}> : () -> !vm.buffer
      %45 = "vm.call"(%13, %3, %38, %44, %1) <{callee = @hal.executable.create}> {nosideeffects} : (!vm.ref<!hal.device>, i64, !vm.buffer, !vm.buffer, !vm.buffer) -> !vm.ref<!hal.executable>
      "vm.global.store.ref"(%45) <{global = @__device_0_executable_0_mlp_linked}> : (!vm.ref<!hal.executable>) -> ()
      %46 = "vm.call"() <{callee = @__mlp_memoize_apply}> : () -> !vm.ref<!hal.command_buffer>
      "vm.global.store.ref"(%46) <{global = @__mlp_memoize_result_0_device_0}> : (!vm.ref<!hal.command_buffer>) -> ()
      "vm.return"() : () -> ()
    ^bb9:  // pred: ^bb7
      "vm.discard.refs"(%1, %13, %38) : (!vm.buffer, !vm.ref<!hal.device>, !vm.buffer) -> ()
      "vm.fail"(%2) <{message = "HAL device `__device_0` does not support any variant of executable `mlp_linked`; available formats: [embedded-elf-x86_64]"}> : (i32) -> ()
    }) {vm.unwind} : () -> ()
    "vm.module_terminator"() : () -> ()
  }) : () -> ()
}) {vm.toplevel} : () -> ()