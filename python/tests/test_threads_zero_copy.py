"""Zero-copy results and inputs given back, and calls from many threads."""

import threading

import numpy as np

import sigil

M = """
func.func @id(%t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  return %t : tensor<4x4xf32>
}
func.func @dbl(%t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = arith.addf %t, %t : tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
func.func @loop(%n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %ni = arith.index_cast %n : i64 to index
  %r = scf.for %i = %c0 to %ni step %c1 iter_args(%acc = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %s = arith.addi %acc, %ii : i64
    scf.yield %s : i64
  }
  return %r : i64
}
"""


def test_returning_an_input_gives_the_input_back():
    m = sigil.parse(M)
    x = np.arange(16, dtype=np.float32).reshape(4, 4)
    y = m.id(x)
    assert y.ctypes.data == x.ctypes.data


def test_result_arrays_own_the_vm_buffer():
    m = sigil.parse(M)
    x = np.ones((4, 4), np.float32)
    y = m.dbl(x)
    assert y.ctypes.data != x.ctypes.data
    # The array's base is the VM buffer it was made from, not a copy numpy owns.
    assert type(y.base).__name__ == "ArrayBytes"
    assert y.flags.c_contiguous and y.flags.writeable
    y[0, 0] = 5.0  # and it is an ordinary, writable array
    np.testing.assert_array_equal(m.dbl(y)[0], [10, 4, 4, 4])


def test_eight_threads_call_at_once():
    m = sigil.parse(M)
    f = m.loop
    errors = []
    results = {}

    def work(k):
        try:
            out = [f(1000 + k) for _ in range(50)]
            x = np.full((4, 4), k, np.float32)
            arr = m.dbl(x)
            results[k] = (out, arr)
        except Exception as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    for k in range(8):
        out, arr = results[k]
        n = 1000 + k
        assert out == [n * (n - 1) // 2] * 50
        np.testing.assert_array_equal(arr, np.full((4, 4), 2 * k, np.float32))


def test_threads_share_module_state():
    m = sigil.parse(
        """
util.global private mutable @count = 0 : i64
func.func @bump() -> i64 {
  %c = util.global.load @count : i64
  %one = arith.constant 1 : i64
  %n = arith.addi %c, %one : i64
  util.global.store %n, @count : i64
  return %n : i64
}
"""
    )
    seen = []
    lock = threading.Lock()

    def work():
        for _ in range(100):
            v = m.bump()
            with lock:
                seen.append(v)

    threads = [threading.Thread(target=work) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(seen) == list(range(1, 801))


def test_calls_run_without_the_gil():
    """A long call in one thread does not stop another Python thread."""
    m = sigil.parse(M)
    ticks = []
    done = threading.Event()

    def ticker():
        while not done.is_set():
            ticks.append(1)
            done.wait(0.001)

    t = threading.Thread(target=ticker)
    t.start()
    m.loop(30_000_000)
    done.set()
    t.join()
    assert len(ticks) > 5


def test_inputs_are_read_in_place():
    """A 256 MB argument is not copied: the peak memory does not grow by its size."""
    import resource

    m = sigil.parse(
        """
func.func @first(%t: tensor<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<?xf32>
  return %x : f32
}
"""
    )
    x = np.full(64 * 1024 * 1024, 2.5, np.float32)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    assert m.first(x) == 2.5
    grown_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
    assert grown_kb < 64 * 1024, f"peak memory grew by {grown_kb} KB"


def test_the_vm_never_writes_the_callers_array():
    m = sigil.parse(
        """
func.func @poke(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %v = arith.constant 9.0 : f32
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}
"""
    )
    x = np.zeros(4, np.float32)
    y = m.poke(x)
    np.testing.assert_array_equal(x, [0, 0, 0, 0])
    np.testing.assert_array_equal(y, [9, 0, 0, 0])


def test_a_module_with_state_keeps_a_copy_of_what_it_stores():
    m = sigil.parse(
        """
util.global private mutable @saved : tensor<4xf32>
func.func @save(%t: tensor<4xf32>) {
  util.global.store %t, @saved : tensor<4xf32>
  return
}
func.func @load() -> tensor<4xf32> {
  %t = util.global.load @saved : tensor<4xf32>
  return %t : tensor<4xf32>
}
"""
    )
    x = np.ones(4, np.float32)
    m.save(x)
    x[:] = 7
    np.testing.assert_array_equal(m.load(), [1, 1, 1, 1])
