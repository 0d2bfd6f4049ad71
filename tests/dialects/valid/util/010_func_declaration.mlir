// util.func declarations without a body (the printer names their arguments).
util.func private @ext(i32, f32) -> i64
util.func private @ext_list(!util.list<?>) -> !util.list<?>
