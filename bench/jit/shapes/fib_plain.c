// Recursive Fibonacci as a user writes it in C (no attributes), for
// bench/jit.sh; built with plain `gcc -O2`.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static long fib(long n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 32;
  printf("%ld\n", fib(n));
  return 0;
}
