// attr alias redefinition
// MLIR-ERROR: redefinition of attribute alias id 'a'
#a = 1
#a = 2
"foo.a"() : () -> ()
