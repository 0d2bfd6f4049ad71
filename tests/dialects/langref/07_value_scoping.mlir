// From the MLIR Language Reference (seeds/004_f6d9d7907f2c403c.txt, lines 444-447): Regions / Value Scoping.
"any_op"(%a) ({ // if %a is in-scope in the containing region...
// then %a is in-scope here too.
%new_value = "another_op"(%a) : (i64) -> (i64)
}) : (i64) -> (i64)
