"builtin.module"() ({
  "vm.module"() <{sym_name = "module"}> ({
    "vm.global.ref"() <{is_mutable, sym_name = "__device_0", sym_visibility = "private", type = !vm.ref<!hal.device>}> : () -> ()
    "vm.global.ref"() <{is_mutable, sym_name = "__device_0_executable_0_f_dispatch_0", sym_visibility = "private", type = !vm.ref<!hal.executable>}> : () -> ()
    "vm.global.ref"() <{is_mutable, sym_name = "__constant_tensor_4xi32", sym_visibility = "private", type = !vm.ref<!hal.buffer>}> : () -> ()
    "vm.global.ref"() <{is_mutable, sym_name = "__f_memoize_result_0_device_0", sym_visibility = "private", type = !vm.ref<!hal.command_buffer>}> : () -> ()
    "vm.rodata"() <{alignment = 64 : i64, sym_name = "_const", sym_visibility = "private", value = #util.composite<64xi8, [
    dense<[5, 6, 7, 9]> : tensor<4xi32>,
    dense<0> : vector<48xi8>,
]>}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_hal_device_id_C6650FF277232B5A", sym_visibility = "private", value = "hal.device.id"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_local_1A8FF0278D7661D8", sym_visibility = "private", value = "local*"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_hal_executable_format_E03EECB63A2AAF52", sym_visibility = "private", value = "hal.executable.format"}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_vmvx_bytecode_fb_F1ACBACD5F08C222", sym_visibility = "private", value = "vmvx-bytecode-fb"}> : () -> ()
    "vm.rodata"() <{alignment = 16 : i64, mime_type = "application/x-flatbuffers", sym_name = "f_dispatch_0_vmvx_bytecode_fb", sym_visibility = "private", value = dense<"0x504B03042D0000000000000021008F4B5857FFFFFFFFFFFFFFFF090019006D6F64756C652E6662CAFE010000010010003C040000000000003C040000000000003C04000008000000495245452AFCFFFF280000000900000084010000980100009C010000A0010000CC02000000001100DC02000010000000060000006D6F64756C6500006CFCFFFF0C0000001000000020000000040000000002020104000000000000000C010000F8000000E80000000100000004000000AEFCFFFF08000000280000001E000000665F64697370617463685F305F656C656D656E74776973655F345F66333200001500000001000000000000000C0000000000000017000000000000001A000000000000001D0000000000000024000000000000002C0000000000000033000000010000003E0000000300000049000000030000004E0000000300000057000000030000005E000000030000006F0000000300000077000000030000007F0000000300000087000000030000008F0000000300000096000000030000009F00000003000000A8000000030000008AFDFFFF020000000100000088FDFFFF1C000000050000000800000098FDFFFF0C000000020000000100000016000000736F75726365732F636F6E7374616E74732E6D6C6972000005000000880000007400000060000000440000001C000000010000008000000001000000A400000001000000EC000000FAFDFFFF040000001400000021766D2E6C6973743C21766D2E6275666665723E000000001EFEFFFF040000000A00000021766D2E627566666572000036FEFFFF04000000030000006936340046FEFFFF04000000030000006933320056FEFFFF04000000030000006633320066FEFFFF040000001E000000665F64697370617463685F305F656C656D656E74776973655F345F66333200009AFEFFFF08000000180000000F000000307272726969696969696969695F76000100000004000000C2FEFFFF08000000180000000D00000062696E64696E675F636F756E740000000100000032000000F4FEFFFF04000000100000000000803F0000004000004040000080400000000000000000000000000000000000000000000000000000000000000000000000000100000000000000AC00000009000000000004000C000400B0000000790F01000000000000000A000F040000000000000000000E02000C04000D0100000005008500020000800180110000000000801A028004000300000001801A028005000300000003808501000280565600000000000079500200000004005704006E0000000000009E000000000079E033018002000400E033008002000500E00A040005000500E0340380020005002A02000A0002005656000000000000798503000080018003805A000000000000000A00080000000000040008000C00040008000600080004000A001000040008000C0024002C0004000000080000000C0000000000100014001800000000001C0020002400280000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000504B01021E032D0000000000000021008F4B5857FFFFFFFFFFFFFFFF09001C0000000000000000000000FFFFFFFF6D6F64756C652E6662010018003C040000000000003C040000000000000000000000000000504B06062C000000000000002D002D0000000000000000000100000000000000010000000000000053000000000000008004000000000000504B060700000000D30400000000000001000000504B0506000000000100010053000000FFFFFFFF0000"> : vector<1333xi8>}> : () -> ()
    "vm.rodata"() <{alignment = 1 : i64, sym_name = "_utf8_f_dispatch_0_elementwise_4_34824765C0105F50", sym_visibility = "private", value = "f_dispatch_0_elementwise_4_f32"}> : () -> ()
    "vm.func"() <{function_type = () -> !vm.ref<!hal.command_buffer>, inlining_policy = #util.inline.never, sym_name = "__f_memoize_apply", sym_visibility = "private"}> ({
      %91 = "vm.const.i32"() <{value = 13 : i32}> : () -> i32
      %92 = "vm.const.i32"() <{value = 28 : i32}> : () -> i32
      %93 = "vm.const.ref.zero"() : () -> !vm.ref<!hal.buffer>
      %94 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
      %95 = "vm.const.i32"() <{value = 2 : i32}> : () -> i32
      %96 = "vm.const.i32"() <{value = 3 : i32}> : () -> i32
      %97 = "vm.const.i32.zero"() : () -> i32
      %98 = "vm.const.i64"() <{value = 64 : i64}> : () -> i64
      %99 = "vm.const.i64"() <{value = 128 : i64}> : () -> i64
      %100 = "vm.const.i64"() <{value = 16 : i64}> : () -> i64
      %101 = "vm.const.i64.zero"() : () -> i64
      %102 = "vm.const.i64"() <{value = -1 : i64}> : () -> i64
      %103 = "vm.global.load.ref"() <{global = @__device_0}> : () -> !vm.ref<!hal.device>
      %104 = "vm.global.load.ref"() <{global = @__constant_tensor_4xi32}> : () -> !vm.ref<!hal.buffer>
      %105 = "vm.global.load.ref"() <{global = @__device_0_executable_0_f_dispatch_0}> : () -> !vm.ref<!hal.executable>
      %106 = "vm.call"(%103, %97, %96, %102, %95) <{callee = @hal.command_buffer.create}> : (!vm.ref<!hal.device>, i32, i32, i64, i32) -> !vm.ref<!hal.command_buffer>
      %107 = "vm.const.ref.rodata"() <{rodata = @_utf8_f_dispatch_0_elementwise_4_34824765C0105F50}> : () -> !vm.buffer
      %108 = "vm.call"(%105, %107) <{callee = @hal.executable.lookup.function}> {nosideeffects} : (!vm.ref<!hal.executable>, !vm.buffer) -> i64
      "vm.call.variadic"(%106, %105, %108, %94, %94, %94, %101, %97, %97, %93, %101, %100, %97, %94, %93, %101, %99) <{callee = @hal.command_buffer.dispatch, segment_sizes = dense<[-1, -1, -1, -1, -1, -1, -1, 0, 2]> : vector<9xi16>, segment_types = [!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32, tuple<i32, i32, !vm.ref<!hal.buffer>, i64, i64>]}> : (!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32, i32, !vm.ref<!hal.buffer>, i64, i64, i32, i32, !vm.ref<!hal.buffer>, i64, i64) -> ()
      "vm.call"(%106, %97, %94, %104, %101, %93, %98, %100, %101) <{callee = @hal.command_buffer.copy_buffer}> : (!vm.ref<!hal.command_buffer>, i32, i32, !vm.ref<!hal.buffer>, i64, !vm.ref<!hal.buffer>, i64, i64, i64) -> ()
      "vm.call"(%106, %92, %91, %101) <{callee = @hal.command_buffer.execution_barrier}> : (!vm.ref<!hal.command_buffer>, i32, i32, i64) -> ()
      "vm.call"(%106) <{callee = @hal.command_buffer.finalize}> : (!vm.ref<!hal.command_buffer>) -> ()
      "vm.return"(%106) : (!vm.ref<!hal.command_buffer>) -> ()
    }) {vm.unwind} : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "device"}, {vm.name = "queue_affinity"}, {vm.name = "access"}, {vm.name = "buffer"}, {vm.name = "offset"}, {vm.name = "length"}, {vm.name = "flags"}], function_type = (!vm.ref<!hal.device>, i64, i32, !vm.buffer, i64, i64, i32) -> !vm.ref<!hal.file>, sym_name = "hal.ex.file.from_memory", sym_visibility = "private"}> ({
    }) : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "allocator"}, {vm.name = "queue_affinity"}, {vm.name = "memory_types"}, {vm.name = "buffer_usage"}, {vm.name = "allocation_size"}], function_type = (!vm.ref<!hal.allocator>, i64, i32, i32, i64) -> !vm.ref<!hal.buffer>, sym_name = "hal.allocator.allocate", sym_visibility = "private"}> ({
    }) : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "allocator"}, {vm.name = "try"}, {vm.name = "queue_affinity"}, {vm.name = "memory_types"}, {vm.name = "buffer_usage"}, {vm.name = "source"}, {vm.name = "offset"}, {vm.name = "length"}], function_type = (!vm.ref<!hal.allocator>, i32, i64, i32, i32, !vm.buffer, i64, i64) -> !vm.ref<!hal.buffer>, sym_name = "hal.allocator.import", sym_visibility = "private"}> ({
    }) : () -> ()
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
    "vm.import"() <{arg_attrs = [{vm.name = "command_buffer"}, {vm.name = "source_buffer_slot"}, {vm.name = "target_buffer_slot"}, {vm.name = "source_buffer"}, {vm.name = "source_offset"}, {vm.name = "target_buffer"}, {vm.name = "target_offset"}, {vm.name = "length"}, {vm.name = "flags"}], function_type = (!vm.ref<!hal.command_buffer>, i32, i32, !vm.ref<!hal.buffer>, i64, !vm.ref<!hal.buffer>, i64, i64, i64) -> (), sym_name = "hal.command_buffer.copy_buffer", sym_visibility = "private"}> ({
    }) : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "command_buffer"}, {vm.name = "executable"}, {vm.name = "function_id"}, {vm.name = "workgroup_x"}, {vm.name = "workgroup_y"}, {vm.name = "workgroup_z"}, {vm.name = "flags"}, {vm.name = "constants", vm.variadic}, {vm.name = "bindings", vm.variadic}], function_type = (!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32, tuple<i32, i32, !vm.ref<!hal.buffer>, i64, i64>) -> (), minimum_version = 7 : i32, sym_name = "hal.command_buffer.dispatch", sym_visibility = "private"}> ({
    }) : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "device"}], function_type = (!vm.ref<!hal.device>) -> !vm.ref<!hal.allocator>, sym_name = "hal.device.allocator", sym_visibility = "private"}> ({
    }) {nosideeffects} : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "device"}, {vm.name = "category"}, {vm.name = "key"}], function_type = (!vm.ref<!hal.device>, !vm.buffer, !vm.buffer) -> (i32, i64), sym_name = "hal.device.query.i64", sym_visibility = "private"}> ({
    }) {nosideeffects} : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "device"}, {vm.name = "queue_affinity"}, {vm.name = "wait_fence"}, {vm.name = "signal_fence"}, {vm.name = "pool"}, {vm.name = "memory_types"}, {vm.name = "buffer_usage"}, {vm.name = "allocation_size"}, {vm.name = "flags"}], function_type = (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, i64, i32, i32, i64, i64) -> !vm.ref<!hal.buffer>, sym_name = "hal.device.queue.alloca", sym_visibility = "private"}> ({
    }) : () -> ()
    "vm.import"() <{arg_attrs = [{vm.name = "device"}, {vm.name = "queue_affinity"}, {vm.name = "wait_fence"}, {vm.name = "signal_fence"}, {vm.name = "source_file"}, {vm.name = "source_offset"}, {vm.name = "target_buffer"}, {vm.name = "target_offset"}, {vm.name = "length"}, {vm.name = "flags"}], function_type = (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.file>, i64, !vm.ref<!hal.buffer>, i64, i64, i64) -> (), sym_name = "hal.device.queue.read", sym_visibility = "private"}> ({
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
    "vm.func"() <{function_type = (!vm.ref<!hal.buffer_view>) -> (!vm.ref<!hal.buffer_view>, !vm.ref<!hal.buffer_view>), sym_name = "f", sym_visibility = "private"}> ({
    ^bb0(%arg0: !vm.ref<!hal.buffer_view>):
      %65 = "vm.const.i32"() <{value = 268435488 : i32}> : () -> i32
      %66 = "vm.const.i32"() <{value = 16 : i32}> : () -> i32
      %67 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
      %68 = "vm.const.i32"() <{value = 553648160 : i32}> : () -> i32
      %69 = "vm.const.i32"() <{value = 3075 : i32}> : () -> i32
      %70 = "vm.const.i32"() <{value = 48 : i32}> : () -> i32
      %71 = "vm.const.i64"() <{value = 16 : i64}> : () -> i64
      %72 = "vm.const.i64"() <{value = 4 : i64}> : () -> i64
      %73 = "vm.const.i64"() <{value = 64 : i64}> : () -> i64
      %74 = "vm.const.i64"() <{value = 128 : i64}> : () -> i64
      %75 = "vm.const.i64.zero"() : () -> i64
      %76 = "vm.const.i64"() <{value = -1 : i64}> : () -> i64
      %77 = "vm.const.ref.zero"() : () -> !vm.ref<!hal.fence>
      %78 = "vm.const.i32"() <{value = -1 : i32}> : () -> i32
      %79 = "vm.global.load.ref"() <{global = @__device_0}> : () -> !vm.ref<!hal.device>
      %80 = "vm.global.load.ref"() <{global = @__f_memoize_result_0_device_0}> : () -> !vm.ref<!hal.command_buffer>
      %81 = "vm.const.ref.rodata"() <{rodata = @_utf8_input0_DCE99660CEB3F6B}> : () -> !vm.buffer
      "vm.call.variadic"(%arg0, %81, %68, %67, %72) <{callee = @hal.buffer_view.assert, segment_sizes = dense<[-1, -1, -1, -1, 1]> : vector<5xi16>, segment_types = [!vm.ref<!hal.buffer_view>, !vm.buffer, i32, i32, i64]}> : (!vm.ref<!hal.buffer_view>, !vm.buffer, i32, i32, i64) -> ()
      %82 = "vm.call"(%arg0) <{callee = @hal.buffer_view.buffer}> {nosideeffects} : (!vm.ref<!hal.buffer_view>) -> !vm.ref<!hal.buffer>
      %83 = "vm.call"(%79) <{callee = @hal.device.allocator}> {nosideeffects} : (!vm.ref<!hal.device>) -> !vm.ref<!hal.allocator>
      %84 = "vm.const.ref.rodata"() <{rodata = @_utf8_tensor_FC1814BC4A58F22A}> : () -> !vm.buffer
      "vm.call"(%82, %84, %83, %71, %66, %69) <{callee = @hal.buffer.assert}> : (!vm.ref<!hal.buffer>, !vm.buffer, !vm.ref<!hal.allocator>, i64, i32, i32) -> ()
      %85 = "vm.call"(%79, %75) <{callee = @hal.fence.create}> : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      %86 = "vm.call"(%79, %76, %77, %85, %75, %70, %69, %74, %75) <{callee = @hal.device.queue.alloca}> : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, i64, i32, i32, i64, i64) -> !vm.ref<!hal.buffer>
      %87 = "vm.call"(%79, %75) <{callee = @hal.fence.create}> : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      "vm.call.variadic"(%79, %76, %85, %87, %80, %75, %82, %75, %71, %86, %75, %74) <{callee = @hal.device.queue.execute.indirect, segment_sizes = dense<[-1, -1, -1, -1, -1, -1, 2]> : vector<7xi16>, segment_types = [!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.command_buffer>, i64, tuple<!vm.ref<!hal.buffer>, i64, i64>]}> : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.command_buffer>, i64, !vm.ref<!hal.buffer>, i64, i64, !vm.ref<!hal.buffer>, i64, i64) -> ()
      "vm.call.variadic.yieldable"(%78, %75, %87)[^bb1] <{callee = @hal.fence.await, result_types = [i32], segment_sizes = dense<[-1, -1, 1]> : vector<3xi16>, segment_types = [i32, i64, !vm.ref<!hal.fence>]}> : (i32, i64, !vm.ref<!hal.fence>) -> ()
    ^bb1(%88: i32):  // pred: ^bb0
      "vm.cond_br"(%88)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb2:  // pred: ^bb1
      %89 = "vm.call.variadic"(%86, %73, %71, %65, %67, %72) <{callee = @hal.buffer_view.create, segment_sizes = dense<[-1, -1, -1, -1, -1, 1]> : vector<6xi16>, segment_types = [!vm.ref<!hal.buffer>, i64, i64, i32, i32, i64]}> {nosideeffects} : (!vm.ref<!hal.buffer>, i64, i64, i32, i32, i64) -> !vm.ref<!hal.buffer_view>
      %90 = "vm.call.variadic"(%86, %75, %71, %68, %67, %72) <{callee = @hal.buffer_view.create, segment_sizes = dense<[-1, -1, -1, -1, -1, 1]> : vector<6xi16>, segment_types = [!vm.ref<!hal.buffer>, i64, i64, i32, i32, i64]}> {nosideeffects} : (!vm.ref<!hal.buffer>, i64, i64, i32, i32, i64) -> !vm.ref<!hal.buffer_view>
      "vm.return"(%90, %89) : (!vm.ref<!hal.buffer_view>, !vm.ref<!hal.buffer_view>) -> ()
    ^bb3:  // pred: ^bb1
      "vm.discard.refs"(%86) : (!vm.ref<!hal.buffer>) -> ()
      "vm.fail"(%88) <{message = "failed to wait on timepoint"}> : (i32) -> ()
    }) {iree.reflection = {iree.abi.declaration = "sync func @f(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>, %output1: tensor<4xi32>)"}, vm.unwind, vm.yield} : () -> ()
    "vm.export"() <{export_name = "f", function_ref = @f}> {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @f(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>, %output1: tensor<4xi32>)"}} : () -> ()
    "vm.export"() <{export_name = "__init", function_ref = @__init}> : () -> ()
    "vm.func"() <{function_type = () -> (), sym_name = "__init", sym_visibility = "private"}> ({
      %0 = "vm.const.ref.zero"() : () -> !vm.buffer
      %1 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
      %2 = "vm.const.ref.zero"() : () -> !vm.ref<!hal.device>
      %3 = "vm.const.i64"() <{value = 1 : i64}> : () -> i64
      %4 = "vm.const.i32"() <{value = 18 : i32}> : () -> i32
      %5 = "vm.const.i64"() <{value = -1 : i64}> : () -> i64
      %6 = "vm.const.i32"() <{value = 14 : i32}> : () -> i32
      %7 = "vm.const.i32"() <{value = -1 : i32}> : () -> i32
      %8 = "vm.const.i32.zero"() : () -> i32
      %9 = "vm.const.i64.zero"() : () -> i64
      %10 = "vm.const.ref.zero"() : () -> !vm.ref<!hal.fence>
      %11 = "vm.const.i32"() <{value = 48 : i32}> : () -> i32
      %12 = "vm.const.i32"() <{value = 527363 : i32}> : () -> i32
      %13 = "vm.const.i64"() <{value = 64 : i64}> : () -> i64
      %14 = "vm.const.ref.rodata"() <{rodata = @_const}> : () -> !vm.buffer
      %15 = "vm.call"() <{callee = @hal.devices.count}> {nosideeffects} : () -> i32
      %16 = "vm.ext.i32.i64.s"(%15) : (i32) -> i64
      "vm.br"(%9, %9, %2)[^bb1] : (i64, i64, !vm.ref<!hal.device>) -> ()
    ^bb1(%17: i64, %18: i64, %19: !vm.ref<!hal.device>):  // 2 preds: ^bb0, ^bb4
      %20 = "vm.cmp.nz.ref"(%19) : (!vm.ref<!hal.device>) -> i32
      %21 = "vm.xor.i32"(%20, %1) : (i32, i32) -> i32
      %22 = "vm.cmp.lt.i64.s"(%17, %16) : (i64, i64) -> i32
      %23 = "vm.and.i32"(%21, %22) : (i32, i32) -> i32
      "vm.cond_br"(%23)[^bb2, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb2:  // pred: ^bb1
      "vm.discard.refs"(%19) : (!vm.ref<!hal.device>) -> ()
      %24 = "vm.trunc.i64.i32"(%17) : (i64) -> i32
      %25 = "vm.call"(%24) <{callee = @hal.devices.get}> {nosideeffects} : (i32) -> !vm.ref<!hal.device>
      %26 = "vm.const.ref.rodata"() <{rodata = @_utf8_hal_device_id_C6650FF277232B5A}> : () -> !vm.buffer
      %27 = "vm.const.ref.rodata"() <{rodata = @_utf8_local_1A8FF0278D7661D8}> : () -> !vm.buffer
      %28:2 = "vm.call"(%25, %26, %27) <{callee = @hal.device.query.i64}> {nosideeffects} : (!vm.ref<!hal.device>, !vm.buffer, !vm.buffer) -> (i32, i64)
      %29 = "vm.cmp.nz.i64"(%28#1) : (i64) -> i32
      %30 = "vm.select.i32"(%28#0, %29, %8) : (i32, i32, i32) -> i32
      "vm.cond_br"(%30, %8)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
    ^bb3:  // pred: ^bb2
      %31 = "vm.const.ref.rodata"() <{rodata = @_utf8_hal_executable_format_E03EECB63A2AAF52}> : () -> !vm.buffer
      %32 = "vm.const.ref.rodata"() <{rodata = @_utf8_vmvx_bytecode_fb_F1ACBACD5F08C222}> : () -> !vm.buffer
      %33:2 = "vm.call"(%25, %31, %32) <{callee = @hal.device.query.i64}> {nosideeffects} : (!vm.ref<!hal.device>, !vm.buffer, !vm.buffer) -> (i32, i64)
      %34 = "vm.cmp.nz.i64"(%33#1) : (i64) -> i32
      %35 = "vm.select.i32"(%33#0, %34, %8) : (i32, i32, i32) -> i32
      "vm.br"(%35)[^bb4] : (i32) -> ()
    ^bb4(%36: i32):  // 2 preds: ^bb2, ^bb3
      %37 = "vm.cmp.eq.i64"(%18, %9) : (i64, i64) -> i32
      %38 = "vm.select.i64"(%36, %3, %9) : (i32, i64, i64) -> i64
      %39 = "vm.add.i64"(%18, %38) : (i64, i64) -> i64
      %40 = "vm.and.i32"(%36, %37) : (i32, i32) -> i32
      %41 = "vm.select.ref"(%40, %25, %2) : (i32, !vm.ref<!hal.device>, !vm.ref<!hal.device>) -> !vm.ref<!hal.device>
      %42 = "vm.add.i64"(%17, %3) : (i64, i64) -> i64
      "vm.br"(%42, %39, %41)[^bb1] : (i64, i64, !vm.ref<!hal.device>) -> ()
    ^bb5:  // pred: ^bb1
      "vm.discard.refs"(%2) : (!vm.ref<!hal.device>) -> ()
      "vm.cond_br"(%21)[^bb6, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb6:  // pred: ^bb5
      "vm.discard.refs"(%0, %10, %14, %19) : (!vm.buffer, !vm.ref<!hal.fence>, !vm.buffer, !vm.ref<!hal.device>) -> ()
      "vm.fail"(%4) <{message = "HAL device `__device_0` not found or unavailable: #hal.device.target<\22local\22, [#hal.executable.target<\22vmvx\22, \22vmvx-bytecode-fb\22, {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = \22none\22}>]>"}> : (i32) -> ()
    ^bb7:  // pred: ^bb5
      %43 = "vm.const.ref.rodata"() <{rodata = @_utf8_hal_executable_format_E03EECB63A2AAF52}> : () -> !vm.buffer
      %44 = "vm.const.ref.rodata"() <{rodata = @_utf8_vmvx_bytecode_fb_F1ACBACD5F08C222}> : () -> !vm.buffer
      %45:2 = "vm.call"(%19, %43, %44) <{callee = @hal.device.query.i64}> {nosideeffects} : (!vm.ref<!hal.device>, !vm.buffer, !vm.buffer) -> (i32, i64)
      %46 = "vm.cmp.nz.i64"(%45#1) : (i64) -> i32
      %47 = "vm.select.i32"(%45#0, %46, %8) : (i32, i32, i32) -> i32
      %48 = "vm.select.i64"(%47, %9, %5) : (i32, i64, i64) -> i64
      %49 = "vm.cmp.eq.i64"(%48, %9) : (i64, i64) -> i32
      "vm.global.store.ref"(%19) <{global = @__device_0}> : (!vm.ref<!hal.device>) -> ()
      "vm.cond_br"(%49)[^bb8, ^bb9] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb8:  // pred: ^bb7
      %50 = "vm.const.ref.rodata"() <{rodata = @f_dispatch_0_vmvx_bytecode_fb}> : () -> !vm.buffer
      %51 = "vm.call"(%19, %5, %44, %50, %0) <{callee = @hal.executable.create}> {nosideeffects} : (!vm.ref<!hal.device>, i64, !vm.buffer, !vm.buffer, !vm.buffer) -> !vm.ref<!hal.executable>
      %52 = "vm.global.load.ref"() <{global = @__device_0}> : () -> !vm.ref<!hal.device>
      %53 = "vm.call"(%52) <{callee = @hal.device.allocator}> {nosideeffects} : (!vm.ref<!hal.device>) -> !vm.ref<!hal.allocator>
      %54 = "vm.call"(%53, %1, %5, %11, %12, %14, %9, %13) <{callee = @hal.allocator.import}> : (!vm.ref<!hal.allocator>, i32, i64, i32, i32, !vm.buffer, i64, i64) -> !vm.ref<!hal.buffer>
      %55 = "vm.cmp.nz.ref"(%54) : (!vm.ref<!hal.buffer>) -> i32
      "vm.global.store.ref"(%51) <{global = @__device_0_executable_0_f_dispatch_0}> : (!vm.ref<!hal.executable>) -> ()
      "vm.cond_br"(%55, %10, %54)[^bb11, ^bb10] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i32, !vm.ref<!hal.fence>, !vm.ref<!hal.buffer>) -> ()
    ^bb9:  // pred: ^bb7
      "vm.discard.refs"(%0, %10, %14, %19, %44) : (!vm.buffer, !vm.ref<!hal.fence>, !vm.buffer, !vm.ref<!hal.device>, !vm.buffer) -> ()
      "vm.fail"(%6) <{message = "HAL device `__device_0` does not support any variant of executable `f_dispatch_0`; available formats: [vmvx-bytecode-fb]"}> : (i32) -> ()
    ^bb10:  // pred: ^bb8
      "vm.discard.refs"(%54) : (!vm.ref<!hal.buffer>) -> ()
      %56 = "vm.call"(%53, %5, %11, %12, %13) <{callee = @hal.allocator.allocate}> : (!vm.ref<!hal.allocator>, i64, i32, i32, i64) -> !vm.ref<!hal.buffer>
      %57 = "vm.call"(%52, %5, %1, %14, %9, %13, %8) <{callee = @hal.ex.file.from_memory}> : (!vm.ref<!hal.device>, i64, i32, !vm.buffer, i64, i64, i32) -> !vm.ref<!hal.file>
      %58 = "vm.call"(%52, %9) <{callee = @hal.fence.create}> : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      "vm.call"(%52, %5, %10, %58, %57, %9, %56, %9, %13, %9) <{callee = @hal.device.queue.read}> : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.file>, i64, !vm.ref<!hal.buffer>, i64, i64, i64) -> ()
      "vm.br"(%58, %56)[^bb12] : (!vm.ref<!hal.fence>, !vm.ref<!hal.buffer>) -> ()
    ^bb11(%59: !vm.ref<!hal.fence>, %60: !vm.ref<!hal.buffer>):  // pred: ^bb8
      "vm.discard.refs"(%14, %52, %53) : (!vm.buffer, !vm.ref<!hal.device>, !vm.ref<!hal.allocator>) -> ()
      "vm.br"(%59, %60)[^bb12] : (!vm.ref<!hal.fence>, !vm.ref<!hal.buffer>) -> ()
    ^bb12(%61: !vm.ref<!hal.fence>, %62: !vm.ref<!hal.buffer>):  // 2 preds: ^bb10, ^bb11
      "vm.call.variadic.yieldable"(%7, %9, %61)[^bb13] <{callee = @hal.fence.await, result_types = [i32], segment_sizes = dense<[-1, -1, 1]> : vector<3xi16>, segment_types = [i32, i64, !vm.ref<!hal.fence>]}> : (i32, i64, !vm.ref<!hal.fence>) -> ()
    ^bb13(%63: i32):  // pred: ^bb12
      "vm.cond_br"(%63)[^bb15, ^bb14] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb14:  // pred: ^bb13
      "vm.global.store.ref"(%62) <{global = @__constant_tensor_4xi32}> : (!vm.ref<!hal.buffer>) -> ()
      %64 = "vm.call"() <{callee = @__f_memoize_apply}> : () -> !vm.ref<!hal.command_buffer>
      "vm.global.store.ref"(%64) <{global = @__f_memoize_result_0_device_0}> : (!vm.ref<!hal.command_buffer>) -> ()
      "vm.return"() : () -> ()
    ^bb15:  // pred: ^bb13
      "vm.discard.refs"(%62) : (!vm.ref<!hal.buffer>) -> ()
      "vm.fail"(%63) <{message = "failed to wait on timepoint"}> : (i32) -> ()
    }) {vm.unwind, vm.yield} : () -> ()
    "vm.module_terminator"() : () -> ()
  }) : () -> ()
}) {vm.toplevel} : () -> ()