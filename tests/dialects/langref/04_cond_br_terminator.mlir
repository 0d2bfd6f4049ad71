// From the MLIR Language Reference (seeds/004_f6d9d7907f2c403c.txt, lines 280-282): Operations / Terminator Operations.
// Branch to ^bb1 or ^bb2 depending on the condition %cond.
// Pass value %v to ^bb2, but not to ^bb1.
"cond_br"(%cond)[^bb1, ^bb2(%v : index)] : (i1) -> ()
