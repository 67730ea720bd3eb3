export declare const SERVER_NODE_FLAGS: string[];
export declare const SERVER_ALLOCATOR_ENV: { MALLOC_ARENA_MAX: string; MALLOC_TRIM_THRESHOLD_: string; MALLOC_MMAP_THRESHOLD_: string };
