/*
 * setjmp.h for the WebAssembly builds only (web/web.mk puts this folder
 * first on their include path).  wasi-libc has no setjmp/longjmp: without
 * WebAssembly exception handling, which clang 14 and wasi-libc do not
 * offer, a jump cannot unwind the stack.  A front end jumps only to
 * abandon a search from a clock or input check (a GUI's stop command or
 * time control), and the WebAssembly builds never need one: the golden
 * replays and --trace run without a clock, and the page stops a search by
 * ending its worker.  So setjmp() returns 0, and a longjmp() that is
 * reached after all stops the program with a trap instead of going on
 * wrongly.
 */
#ifndef UMAX_WASM_SETJMP_H
#define UMAX_WASM_SETJMP_H

typedef int jmp_buf[1];

#define setjmp(env) ((void)(env), 0)
#define longjmp(env, value) ((void)(env), (void)(value), __builtin_trap())

#endif
