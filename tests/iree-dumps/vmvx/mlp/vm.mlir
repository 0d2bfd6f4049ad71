"builtin.module"() ({
  "vm.module"() <{sym_name = "module"}> ({
    "vm.global.ref"() <{is_mutable, sym_name = "__device_0", sym_visibility = "private", type = !vm.ref<!hal.device>}> : () -> ()
    "vm.global.ref"() <{is_mutable, sym_name = "__device_0_executable_0_mlp_linked_vmvx", sym_visibility = "private", type = !vm.ref<!hal.executable>}> : () -> ()
    "vm.global.ref"() <{is_mutable, sym_name = "__mlp_memoize_result_0_device_0", sym_visibility = "private", type = !vm.ref<!hal.command_buffer>}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_hal_device_id_C6650FF277232B5A", sym_visibility = "private", value = "hal.device.id"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_local_1A8FF0278D7661D8", sym_visibility = "private", value = "local*"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_hal_executable_format_E03EECB63A2AAF52", sym_visibility = "private", value = "hal.executable.format"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_vmvx_bytecode_fb_F1ACBACD5F08C222", sym_visibility = "private", value = "vmvx-bytecode-fb"}> : () -> ()
    "vm.rodata"() <{alignment = 16 : i64, mime_type = "application/x-flatbuffers", sym_name = "mlp_linked_vmvx_vmvx_bytecode_fb", sym_visibility = "private", value = dense<"0x504B03042D000000000000002100D2A4F7E9FFFFFFFFFFFFFFFF090019006D6F64756C652E6662CAFE01000001001000BC09000000000000BC09000000000000BC090000080000004952454590F6FFFF2400000009000000EC02000000030000080300008004000000001100A4040000180000000D0000006C696E6B65645F6D6F64756C65000000D6F6FFFF0C00000018000000400000000A0000000002020102010201020100000A000000000000006C020000580200004802000034020000240200001002000000020000EC010000DC010000010000000400000038F7FFFF080000002C000000200000006D6C705F64697370617463685F315F6D61746D756C5F3878347833325F66333200000000330000000100000000000000040000000300000008000000000000000B00000000000000160000000000000021000000000000002C0000000000000037000000000000003F0000000000000046000000000000004E00000005000000590000000700000064000000070000006A000000090000007B00000009000000820000000900000093000000090000009A00000009000000AB00000009000000B200000009000000C300000009000000CA00000009000000D200000009000000D900000009000000E100000009000000E800000009000000F1000000070000000101000007000000080100000700000019010000070000002001000007000000270100000700000037010000070000003E010000070000004F01000007000000560100000700000067010000070000006E010000070000007F0100000700000086010000070000008E010000070000009601000007000000A001000007000000A801000007000000AF01000007000000B701000007000000BE01000007000000C701000007000000CE01000007000000D701000007000000DE0100000700000008F9FFFF080000000200000006F9FFFF70000000130000000900000024F9FFFF060000000200000022F9FFFF54000000140000000800000040F9FFFF04000000020000003EF9FFFF380000000B000000080000005CF9FFFF01000000020000005AF9FFFF1C00000004000000010000006AF9FFFF0C000000080000000800000010000000736F75726365732F6D6C702E6D6C69720000000005000000880000007400000060000000440000001C00000002000000B40000007C0000000200000028010000D4000000C8F9FFFF040000001400000021766D2E6C6973743C21766D2E6275666665723E00000000ECF9FFFF040000000A00000021766D2E627566666572000004FAFFFF04000000030000006936340014FAFFFF04000000030000006933320024FAFFFF0400000003000000663332003CFAFFFF0800000001000000200000006D6C705F64697370617463685F315F6D61746D756C5F3878347833325F6633320000000068FAFFFF04000000210000006D6C705F64697370617463685F305F6D61746D756C5F387833327831365F663332000000A0FAFFFF08000000180000000F000000307272726969696969696969695F76000100000004000000C8FAFFFF08000000180000000D00000062696E64696E675F636F756E740000000100000032000000F0FAFFFF08000000180000000F000000307272726969696969696969695F7600010000000400000018FBFFFF08000000180000000D00000062696E64696E675F636F756E7400000001000000320000000200000000000000A802000009000000000016001C000400A8020000E201000009000000000010001A00030090040000790C09000F00040000000000000000E005CDCCCC3D0200E00403000E04000F080000000000000006000F01000000000000000A000F20000000000000000C000F10000000000000000E00E0050000003F08000D010000001000850200008001806C0000090000801A028009000300000001801A028010000300000003808501000280569200000000020004000000050001007950000006000900570900AA000000000000080100000000792C00000C00100056C20000000002000400120005001300795012000C000900570900DA000000000000F80000000000792A100012001400E0340080140003002A12000A00120056C20000000000792A00000A000000569200000000000079561801000002000400000005000100795000000600090057090030010000000000EE0100000000792C00000E0010002C00000C001200564E01000002000400140005001500795014000C00090057090066010000000000DE0100000000792A120014001600567E0100000002000400180005001900795018000E00090057090096010000000000CE0100000000792A100018001A00E03301801A000900E033008016001A00E00F090008001A001A00E034008016001A002A18000A001800567E0100000000792A14000A001400564E010000000000792A00000A00000056180100000000007985010001805604020000000200040000000500010079500000060008005708001C0200000000009C0200000000792C00000C000800563402000000020004000E0005000F0079500E000C0010005710004C0200000000008C0200000000792A08000E001000E033008010001200E00A120002001200E02F030012001300E0081300120003001200E0340380100012002A0E000A000E0056340200000000792A00000A000000560402000000000079850200008003805A000000790C0900E00400000E02000F080000000000000004000F010000000000000006000F04000000000000000A000F20000000000000000C00E0050000803E01000D01000000080085000200008001801A028009000300000000801A02800800030000000180850001000280567A00000000020002000800030009007950080004000E00570E0092000000000000F00000000000792C08000A000E0056AA0000000002000200100003001100795010000A001200571200C2000000000000E00000000000792A0E0010001200E0340180120000002A10000600100056AA0000000000792A080006000800567A00000000000079560001000002000200080003000900795008000400000057000018010000000000D60100000000792C08000C000E002C08000A001000563601000002000200120003001300795012000A0000005700004E010000000000C60100000000792A10001200140056660100000002000200160003001700795016000C0000005700007E010000000000B60100000000792A0E0016001800E033008018000000E033018014001800E00F0000010018001800E0340180140018002A16000600160056660100000000792A1200060012005636010000000000792A080006000800560001000000000079850200008001805A00000000000000000008000C00040008000600080004000A001000040008000C002400280004000000080000000C00000000001000140000000000000018001C00200024000000000000000000000000000000000000000000000000000000000000000000504B01021E032D000000000000002100D2A4F7E9FFFFFFFFFFFFFFFF09001C0000000000000000000000FFFFFFFF6D6F64756C652E666201001800BC09000000000000BC090000000000000000000000000000504B06062C000000000000002D002D000000000000000000010000000000000001000000000000005300000000000000000A000000000000504B060700000000530A00000000000001000000504B0506000000000100010053000000FFFFFFFF0000"> : vector<2741xi8>}> : () -> ()
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
      %90 = "vm.global.load.ref"() <{global = @__device_0_executable_0_mlp_linked_vmvx}> : () -> !vm.ref<!hal.executable>
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
      %44 = "vm.const.ref.rodata"() <{rodata = @mlp_linked_vmvx_vmvx_bytecode_fb}> : () -> !vm.buffer
      %45 = "vm.call"(%13, %3, %38, %44, %1) <{callee = @hal.executable.create}> {nosideeffects} : (!vm.ref<!hal.device>, i64, !vm.buffer, !vm.buffer, !vm.buffer) -> !vm.ref<!hal.executable>
      "vm.global.store.ref"(%45) <{global = @__device_0_executable_0_mlp_linked_vmvx}> : (!vm.ref<!hal.executable>) -> ()
      %46 = "vm.call"() <{callee = @__mlp_memoize_apply}> : () -> !vm.ref<!hal.command_buffer>
      "vm.global.store.ref"(%46) <{global = @__mlp_memoize_result_0_device_0}> : (!vm.ref<!hal.command_buffer>) -> ()
      "vm.return"() : () -> ()
    ^bb9:  // pred: ^bb7
      "vm.discard.refs"(%1, %13, %38) : (!vm.buffer, !vm.ref<!hal.device>, !vm.buffer) -> ()
      "vm.fail"(%2) <{message = "HAL device `__device_0` does not support any variant of executable `mlp_linked_vmvx`; available formats: [vmvx-bytecode-fb]"}> : (i32) -> ()
    }) {vm.unwind} : () -> ()
    "vm.module_terminator"() : () -> ()
  }) : () -> ()
}) {vm.toplevel} : () -> ()