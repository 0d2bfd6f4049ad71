// undefined type alias
// MLIR-ERROR: undefined symbol alias id 'undefined_alias'
%a = "foo.a"() : () -> !undefined_alias
