// RUN: not sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file > %t 2> %t.err
// RUN: FileCheck %s --check-prefix=OUT --input-file=%t
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err

// An error in one part does not stop the others (and the exit status is 1);
// diagnostics use the line numbers of the whole file, and a failing part prints
// nothing between its separators. An alias of one part is unknown in the next.

// OUT:       "builtin.module"() ({
// OUT-NEXT:    "foo.ok"() : () -> ()
// OUT-NEXT:  }) : () -> ()
// OUT-EMPTY:
// OUT-NEXT:  {{//}} -----
// OUT-NEXT:  {{//}} -----
// OUT-NEXT:  "builtin.module"() ({
// OUT-NEXT:    "foo.ok2"() : () -> ()
// OUT-NEXT:  }) : () -> ()
// OUT-EMPTY:
// OUT-NEXT:  {{//}} -----
// OUT-NOT:   {{.}}

// ERR:       errors-per-part.mlir:[[@LINE+13]]:11: error: use of undeclared SSA value name
// ERR-NEXT:  "foo.use"(%undefined) : (i32) -> ()
// ERR-NEXT:            ^
// ERR-NEXT:  errors-per-part.mlir:[[@LINE+18]]:18: error: undefined symbol alias id 'm'
// ERR-NEXT:  "foo.c"() {m = #m} : () -> ()
// ERR-NEXT:                   ^
// ERR-NOT:   {{.}}

#m = affine_map<(d0) -> (d0)>
"foo.ok"() : () -> ()

// -----

"foo.use"(%undefined) : (i32) -> ()

// -----

"foo.ok2"() : () -> ()

// -----

"foo.c"() {m = #m} : () -> ()
