// The util dialect's types: buffer, object, variant, unused, lists and pointers.
util.func private @f(!util.buffer, !util.object, !util.variant, !util.unused, !util.list<?>, !util.list<!util.list<i8>>, !util.ptr<i32>, !util.ptr<tensor<?xf32>>) -> !util.ptr<!util.buffer>
