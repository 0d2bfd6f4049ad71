module {
  llvm.func @f() attributes {its = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kinds = [#vector.kind<add>, #vector.kind<maximumf>, #vector.kind<xor>], p = #vector.punctuation<newline>} {
    llvm.return
  }
}

