#ifndef HAAPI_BENCHMARKS_MALLOC_STATS_H
#define HAAPI_BENCHMARKS_MALLOC_STATS_H

#include <stddef.h>

/// Bytes the C allocator has handed out and not got back (glibc: mallinfo2's
/// in-use small blocks plus mmapped blocks); 0 where that is not known.
size_t haapi_bench_malloc_in_use(void);

/// Gives freed memory back to the system where the allocator can (glibc: malloc_trim).
void haapi_bench_malloc_trim(void);

#endif
