// redefinition in nested module
// MLIR-ERROR: redefinition of SSA value '%x'
%x = "foo.outer"() : () -> i32
module {
  %x = "foo.inner"() : () -> i64
}
