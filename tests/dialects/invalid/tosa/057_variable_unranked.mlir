// tosa.variable of an unranked type.
// MLIR-ERROR: custom op 'tosa.variable' expected ranked type
module {
  tosa.variable @v : tensor<*xi8>
}
