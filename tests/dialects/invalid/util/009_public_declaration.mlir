// A util.func declaration without a body must not be public.
// MLIR-ERROR: 'util.func' op symbol declaration cannot have public visibility
util.func public @ext(i32) -> i32
