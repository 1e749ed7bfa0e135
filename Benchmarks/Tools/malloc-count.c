// Counts the calls to the allocation functions of a process, and prints the count when it exits:
//   LD_PRELOAD=malloc-count.so program  ->  "mallocs: N" on standard error.
// Allocations made while dlsym looks the real functions up come from a static buffer.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static _Atomic long count = 0;
static void *(*real_malloc)(size_t) = 0;
static void *(*real_calloc)(size_t, size_t) = 0;
static void *(*real_realloc)(void *, size_t) = 0;
static int (*real_posix_memalign)(void **, size_t, size_t) = 0;
static void *(*real_aligned_alloc)(size_t, size_t) = 0;
static void (*real_free)(void *) = 0;
static char buf[1 << 20];
static size_t used = 0;

static int in_buf(void *p) { return (char *)p >= buf && (char *)p < buf + sizeof buf; }

static void *from_buf(size_t n) {
    void *p = buf + used;
    used = (used + n + 15) & ~(size_t)15;
    return p;
}

void *malloc(size_t n) {
    if (!real_malloc) real_malloc = dlsym(RTLD_NEXT, "malloc");
    if (!real_malloc) return from_buf(n);
    count++;
    return real_malloc(n);
}

void *calloc(size_t a, size_t b) {
    if (!real_calloc) return from_buf(a * b);  // dlsym itself may call calloc; the buffer starts zeroed
    count++;
    return real_calloc(a, b);
}

void *realloc(void *p, size_t n) {
    if (!real_realloc) real_realloc = dlsym(RTLD_NEXT, "realloc");
    count++;
    if (p && in_buf(p)) {
        void *q = malloc(n);
        memcpy(q, p, n);  // the buffer is large enough to read n bytes from any block in it
        return q;
    }
    return real_realloc(p, n);
}

int posix_memalign(void **p, size_t a, size_t n) {
    if (!real_posix_memalign) real_posix_memalign = dlsym(RTLD_NEXT, "posix_memalign");
    count++;
    return real_posix_memalign(p, a, n);
}

void *aligned_alloc(size_t a, size_t n) {
    if (!real_aligned_alloc) real_aligned_alloc = dlsym(RTLD_NEXT, "aligned_alloc");
    count++;
    return real_aligned_alloc(a, n);
}

void free(void *p) {
    if (!p || in_buf(p)) return;
    if (!real_free) real_free = dlsym(RTLD_NEXT, "free");
    real_free(p);
}

__attribute__((constructor)) static void init(void) { real_calloc = dlsym(RTLD_NEXT, "calloc"); }
__attribute__((destructor)) static void done(void) { fprintf(stderr, "mallocs: %ld\n", count); }
