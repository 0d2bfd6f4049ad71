// RUN: sigil opt %s --allow-unregistered-dialect --verify-diagnostics --split-input-file

// Dominance is checked in regions with more than one block; each error names the
// operand and carries an "operand defined ..." note. With --verify-diagnostics,
// mlir-opt does not attach the "see current operation" note.

"foo.r"() ({
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.use"(%v) : (i32) -> ()
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %v = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

"foo.r"() ({
  "foo.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %v = "foo.def"() : () -> i32
  "foo.br"()[^bb3] : () -> ()
^bb2:
  "foo.br"()[^bb3] : () -> ()
^bb3:
  // ^bb1 does not dominate ^bb3: it can be reached through ^bb2.
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.use"(%v) : (i32) -> ()
}) : () -> ()

// -----

"foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.inner"() ({
    // expected-error@+1 {{operand #1 does not dominate this use}}
    "foo.use"(%ok, %v) : (i1, i32) -> ()
  }) : () -> ()
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %v = "foo.def"() : () -> i32
  "foo.ret"() : () -> ()
}) : () -> ()
%ok = "foo.ok"() : () -> i1

// -----

"foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  %v = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb2:
  // An unreachable block is dominated by every block: no error.
  "foo.use"(%v) : (i32) -> ()
}) : () -> ()

// -----

// A block argument has its op's location, so the note points at "foo.r".
// expected-note@+1 {{operand defined as a block argument (block #2 in the same region)}}
"foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.use"(%arg) : (i32) -> ()
  "foo.br"()[^bb2] : () -> ()
^bb2(%arg: i32):
  "foo.br"()[^bb1] : () -> ()
}) : () -> ()
