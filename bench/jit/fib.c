// bench/vm/fib.mlir in C, for bench/jit.sh: recursive Fibonacci.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) int64_t fib(int64_t n) {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

int main(int argc, char **argv) {
  int64_t n = argc > 1 ? atoll(argv[1]) : 32;
  printf("%lld\n", (long long)fib(n));
  return 0;
}
