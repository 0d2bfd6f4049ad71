// RUN: sigil opt %s --allow-unregistered-dialect --verify-diagnostics --split-input-file

// A module is a symbol table: two ops of its body may not define the same sym_name.
// The note points at the first definition.

module {
  // expected-note@+1 {{see existing symbol definition here}}
  "foo.x"() {sym_name = "a"} : () -> ()
  // expected-error@+1 {{redefinition of symbol named 'a'}}
  "foo.y"() {sym_name = "a"} : () -> ()
}

// -----

// expected-note@+1 {{see existing symbol definition here}}
module @a {}
// expected-error@+1 {{redefinition of symbol named 'a'}}
module @a {}

// -----

// Symbols are only unique per symbol table: nested modules and regions of other ops
// are separate scopes.
module @outer {
  "foo.x"() {sym_name = "s"} : () -> ()
  module @inner {
    "foo.x"() {sym_name = "s"} : () -> ()
  }
  "foo.r"() ({
    "foo.x"() {sym_name = "s"} : () -> ()
  }) : () -> ()
}
module @s {}
