// util.buffer.alloc with its alignment in the attribute dictionary (strict properties).
// MLIR-ERROR: custom op 'util.buffer.alloc' inherent attribute 'alignment' cannot be parsed from attr-dict when strict properties in assembly format is enabled
util.func public @f(%n: index) {
  %0 = util.buffer.alloc uninitialized {alignment = 16 : index} : !util.buffer{%n}
  util.return
}
