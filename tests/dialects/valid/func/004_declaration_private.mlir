// External declarations must be private; with arguments, results, and attributes.
func.func private @abort()
func.func private @scribble(i32, i64, memref<?x128xf32>) -> f64
func.func private @with_attrs(i32) -> i32 attributes {test.external, llvm.linkage = "ext"}
