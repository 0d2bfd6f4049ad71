// module names that need quotes
module @"with space" {
}
module @"0digit" {
}
module @plain.name$1 {
}
