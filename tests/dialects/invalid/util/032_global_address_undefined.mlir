// util.global.address of a symbol that is not a global.
// MLIR-ERROR: 'util.global.address' op attribute 'global' failed to satisfy constraint: flat symbol reference attribute referencing to a 'IREE::Util::GlobalOpInterface' symbol
util.func public @f() {
  %0 = util.global.address @nowhere : !util.ptr<i32>
  util.return
}
