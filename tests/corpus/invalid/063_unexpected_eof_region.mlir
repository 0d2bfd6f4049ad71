// unexpected eof region
// MLIR-ERROR: expected operation name in quotes
"foo.a"() ({
