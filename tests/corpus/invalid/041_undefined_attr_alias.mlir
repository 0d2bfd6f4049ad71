// undefined attr alias
// MLIR-ERROR: undefined symbol alias id 'undefined_alias'
"foo.a"() {a = #undefined_alias} : () -> ()
