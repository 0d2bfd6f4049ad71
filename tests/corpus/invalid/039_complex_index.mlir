// complex index
// MLIR-ERROR: invalid element type for complex
%a = "foo.a"() : () -> complex<index>
