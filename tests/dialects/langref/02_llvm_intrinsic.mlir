// From the MLIR Language Reference (seeds/004_f6d9d7907f2c403c.txt, lines 226-227): Dialects / Target specific operations.
// LLVM: %x = call {i16, i1} @llvm.sadd.with.overflow.i16(i16 %a, i16 %b)
%x:2 = "llvm.sadd.with.overflow.i16"(%a, %b) : (i16, i16) -> (i16, i1)
