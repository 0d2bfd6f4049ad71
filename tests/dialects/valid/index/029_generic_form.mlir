// Index ops written in generic form, with their properties.
func.func @f(%a: index, %b: index, %x: i32) -> i1 {
  %0 = "index.add"(%a, %b) : (index, index) -> index
  %1 = "index.constant"() <{value = 5 : index}> : () -> index
  %2 = "index.bool.constant"() <{value = true}> : () -> i1
  %3 = "index.cmp"(%0, %1) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
  %4 = "index.castu"(%x) : (i32) -> index
  %5 = "index.sizeof"() : () -> index
  return %3 : i1
}
