// A distinct attribute whose hexadecimal ID does not fit 64 bits.
// MLIR-ERROR: expected an unsigned 64-bit integer
#a = distinct[0xAAAABBBBEEEEFFFF1]<42 : i32>
