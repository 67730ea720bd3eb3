// How the compiled server's Node process runs, wherever it is started (npm start, the e2e suite,
// the bench). `npm run start:production` lists the same flags (scripts/serverRuntime.test.ts).

/**
 * V8 sizes its heap from the machine's memory: on a large machine, under load, it let the heap
 * grow to 1 GB before collecting although what stays live is under 200 MB. A 512 MB old space
 * keeps the server near 550 MB under a steady mixed load (throughput within a few percent), and
 * a 32 MB young generation lets a request's short-lived objects die young instead of being
 * promoted. Flags on node's command line take precedence over the same ones in NODE_OPTIONS.
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=512', '--max-semi-space-size=32'];

/**
 * glibc's allocator keeps what V8's compiler threads free while compiling the embedded
 * database's WebAssembly (over 100 MB at start, in one arena per thread, never reused by the
 * server): two arenas, and an arena's top handed back once over 2 MB of it is free. Fixing the
 * trim threshold also fixes the mmap threshold (glibc stops adapting both), so it is set too:
 * at glibc's 128 KB, each brotli answer's working memory was mapped and unmapped per call, and
 * compressing a rates list cost 2–3 ms of page faults instead of 0.3 ms. The environment may
 * override all three.
 */
export const SERVER_ALLOCATOR_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '2097152', MALLOC_MMAP_THRESHOLD_: '1048576' };
