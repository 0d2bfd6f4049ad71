// The vector dialect's attributes in discardable attribute dictionaries.
func.func @f() attributes {kinds = [#vector.kind<add>, #vector.kind<maximumf>, #vector.kind<xor>], its = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], p = #vector.punctuation<newline>} {
  return
}
