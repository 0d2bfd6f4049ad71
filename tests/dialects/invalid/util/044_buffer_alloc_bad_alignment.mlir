// util.buffer.alloc with an alignment that is not a power of two.
// MLIR-ERROR: 'util.buffer.alloc' op invalid alignment; must be a power of two
util.func public @f(%n: index) {
  %0 = util.buffer.alloc uninitialized <alignment = 12> : !util.buffer{%n}
  util.return
}
