// RUN: not sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file > %t 2> %t.err
// RUN: FileCheck %s --check-prefix=OUT --input-file=%t
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err

// The split marker is the exact text "//" + " " + "-----" anywhere on a line: text
// before it ends the part, text after it starts the next one. Markers with more
// spaces, no space, or indented with spaces inside are ordinary comments; a line of
// "//" and 2 to 4 dashes is a near miss, reported as a warning.

// OUT:       "builtin.module"() ({
// OUT-NEXT:    "foo.a"() : () -> ()
// OUT-NEXT:    "foo.b"() : () -> ()
// OUT-NEXT:    "foo.c"() : () -> ()
// OUT-NEXT:    "foo.d"() : () -> ()
// OUT-NEXT:  }) : () -> ()
// OUT-EMPTY:
// OUT-NEXT:  {{//}} -----
// OUT-NEXT:  "builtin.module"() ({
// OUT-NEXT:    "foo.e"() : () -> ()
// OUT-NEXT:  }) : () -> ()
// OUT-EMPTY:
// OUT-NEXT:  {{//}} -----
// OUT-NEXT:  {{//}} -----
// OUT-NOT:   {{.}}

// ERR:       marker-variants.mlir:[[@LINE+16]]:7: warning: near miss with file split marker
// ERR-NEXT:  {{//}} ---
// ERR-NEXT:        ^
// ERR-NEXT:  marker-variants.mlir:[[@LINE+17]]:10: error: custom op 'trailing' is unknown (tried 'builtin.trailing' as well)
// ERR-NEXT:  {{//}} ----- trailing
// ERR-NEXT:           ^
// ERR-NEXT:  marker-variants.mlir:[[@LINE+16]]:9: error: expected operation name in quotes
// ERR-NEXT:  {{//}} ------
// ERR-NEXT:          ^
// ERR-NOT:   {{.}}

"foo.a"() : () -> ()
  //   -----
"foo.b"() : () -> ()
//-----
"foo.c"() : () -> ()
// ---
"foo.d"() : () -> ()
// -----
"foo.e"() : () -> ()
// ----- trailing
"foo.f"() : () -> ()
// ------
"foo.g"() : () -> ()
