"builtin.module"() ({
  "vm.module"() <{sym_name = "module"}> ({
    "vm.global.ref"() <{is_mutable, sym_name = "__device_0", sym_visibility = "private", type = !vm.ref<!hal.device>}> : () -> ()
    "vm.global.ref"() <{is_mutable, sym_name = "__device_0_executable_0_tensors_linked_vmvx", sym_visibility = "private", type = !vm.ref<!hal.executable>}> : () -> ()
    "vm.global.ref"() <{is_mutable, sym_name = "__slice_memoize_result_0_device_0", sym_visibility = "private", type = !vm.ref<!hal.command_buffer>}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_hal_device_id_C6650FF277232B5A", sym_visibility = "private", value = "hal.device.id"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_local_1A8FF0278D7661D8", sym_visibility = "private", value = "local*"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_hal_executable_format_E03EECB63A2AAF52", sym_visibility = "private", value = "hal.executable.format"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_vmvx_bytecode_fb_F1ACBACD5F08C222", sym_visibility = "private", value = "vmvx-bytecode-fb"}> : () -> ()
    "vm.rodata"() <{alignment = 16 : i64, mime_type = "application/x-flatbuffers", sym_name = "tensors_linked_vmvx_vmvx_bytecode_fb", sym_visibility = "private", value = dense<"0x504B03042D000000000000002100D6924A52FFFFFFFFFFFFFFFF090019006D6F64756C652E6662CAFE01000001001000FC07000000000000FC07000000000000FC070000080000004952454568F8FFFF2400000009000000D8010000EC010000F801000054040000000011008C040000180000000D0000006C696E6B65645F6D6F64756C65000000AEF8FFFF0C0000001000000020000000040000000002020104000000000000005C01000048010000380100000100000004000000F0F8FFFF08000000280000001C000000736C6963655F64697370617463685F305F736C6F775F6D656D637079000000001F00000001000000000000000400000000000000070000000300000012000000000000001D00000000000000280000000000000033000000000000003E0000000000000045000000000000004C0000000200000057000000030000006200000003000000680000000300000079000000030000008000000003000000910000000300000098000000030000009F00000003000000AF00000003000000B600000003000000C700000003000000CE00000003000000D500000003000000DC00000003000000E300000003000000EA00000003000000F100000003000000F9000000030000000001000003000000090100000300000010010000030000001CFAFFFF01000000020000001AFAFFFF1C00000016000000010000002AFAFFFF0C000000170000000800000014000000736F75726365732F74656E736F72732E6D6C69720000000005000000900000007C000000680000004C0000002400000003000000F0000000B40000008000000003000000E0010000600100000C01000094FAFFFF040000001400000021766D2E6C6973743C21766D2E6275666665723E00000000B8FAFFFF040000000A00000021766D2E6275666665720000D0FAFFFF040000000300000069363400E0FAFFFF040000000300000069333200F0FAFFFF04000000030000006633320008FBFFFF08000000020000001C000000736C6963655F64697370617463685F305F736C6F775F6D656D6370790000000038FBFFFF08000000010000002600000064796E616D69635F73756D5F64697370617463685F305F726564756374696F6E5F445F663332000068FBFFFF04000000270000006164645F7363616C655F64697370617463685F305F656C656D656E74776973655F33325F66333200A4FBFFFF08000000180000000F000000307272726969696969696969695F76000100000004000000CCFBFFFF08000000180000000D00000062696E64696E675F636F756E740000000100000032000000F4FBFFFF08000000180000000F000000307272726969696969696969695F760002000000300000000400000020FCFFFF08000000180000000E000000636F6E7374616E745F636F756E740000010000003200000048FCFFFF08000000180000000D00000062696E64696E675F636F756E74000000010000003200000070FCFFFF08000000180000000F000000307272726969696969696969695F76000200000030000000040000009CFCFFFF08000000180000000E000000636F6E7374616E745F636F756E7400000100000031000000C4FCFFFF08000000180000000D00000062696E64696E675F636F756E7400000001000000330000000300000000000000D600000009000000000004000C000400D8000000DE00000009000000000004000E000300B801000014010000080000000000070017000300D0020000790E0A000F200000000000000000000F010000000000000002000C04000D0100000005000D02000000060085010000806601800A0007008501000180E018070008001A028004000300000000801A028005000300000001801A02800600030000000380850100028056780000000002000A0004000B000500795004000000060057060090000000000000C8000000000079E033008004000600E033018004000700E00A060007000700E00C070008000700E0340380040007002A0400020004005678000000000000798503000080018003805A0000000000790E0A00E00400000F010000000000000002000D2000000001000D0100000004000C05008500010000806601800A0006006601800200070085000100018048060008004807000C003D0C0001000C003808000C000C001A028004000300000000801A02800500030000000180850001000280E03400800A000000568A0000000002000A0000000B000100795000000C000400570400A2000000000000D2000000000079E033018000000400E03300800A000500E00A040005000500E03400800A0005002A000002000000568A00000000000079850200008001805A0000000000790C09000E00000F020000000000000002000F010000000000000004000F040000000000000006000F08000000000000000A000F0A000000000000000C000D010000000800850200008001801A028009000300000000801A02800800030000000180850001000280567800000000020000000800010009007950080002000E00570E0090000000000000080100000000792C08000A000E002C08000600100056AE000000020000001200010013007950120006001400571400C6000000000000F80000000000792A0E00120014002A14000C001400660080140016002A1000120014006A0180140016002A12000400120056AE0000000000792A080004000800567800000000000079850200008001805A0000000000000008000C00040008000600080004000A001000040008000C002400280004000000080000000C00000000001000140000000000000018001C00200024000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000504B01021E032D000000000000002100D6924A52FFFFFFFFFFFFFFFF09001C0000000000000000000000FFFFFFFF6D6F64756C652E666201001800FC07000000000000FC070000000000000000000000000000504B06062C000000000000002D002D0000000000000000000100000000000000010000000000000053000000000000004008000000000000504B060700000000930800000000000001000000504B0506000000000100010053000000FFFFFFFF0000"> : vector<2293xi8>}> : () -> ()
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
      %139 = "vm.global.load.ref"() <{global = @__device_0_executable_0_tensors_linked_vmvx}> : () -> !vm.ref<!hal.executable>
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
      %104 = "vm.global.load.ref"() <{global = @__device_0_executable_0_tensors_linked_vmvx}> : () -> !vm.ref<!hal.executable>
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
      %84 = "vm.global.load.ref"() <{global = @__device_0_executable_0_tensors_linked_vmvx}> : () -> !vm.ref<!hal.executable>
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
      %44 = "vm.const.ref.rodata"() <{rodata = @tensors_linked_vmvx_vmvx_bytecode_fb}> : () -> !vm.buffer
      %45 = "vm.call"(%13, %3, %38, %44, %1) <{callee = @hal.executable.create}> {nosideeffects} : (!vm.ref<!hal.device>, i64, !vm.buffer, !vm.buffer, !vm.buffer) -> !vm.ref<!hal.executable>
      "vm.global.store.ref"(%45) <{global = @__device_0_executable_0_tensors_linked_vmvx}> : (!vm.ref<!hal.executable>) -> ()
      %46 = "vm.call"() <{callee = @__slice_memoize_apply}> : () -> !vm.ref<!hal.command_buffer>
      "vm.global.store.ref"(%46) <{global = @__slice_memoize_result_0_device_0}> : (!vm.ref<!hal.command_buffer>) -> ()
      "vm.return"() : () -> ()
    ^bb9:  // pred: ^bb7
      "vm.discard.refs"(%1, %13, %38) : (!vm.buffer, !vm.ref<!hal.device>, !vm.buffer) -> ()
      "vm.fail"(%2) <{message = "HAL device `__device_0` does not support any variant of executable `tensors_linked_vmvx`; available formats: [vmvx-bytecode-fb]"}> : (i32) -> ()
    }) {vm.unwind} : () -> ()
    "vm.module_terminator"() : () -> ()
  }) : () -> ()
}) {vm.toplevel} : () -> ()