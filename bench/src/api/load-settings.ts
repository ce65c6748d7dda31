/** The load every main line sends: wrk with 2 threads and 50 connections, as a second process. */
export const LOAD = { threads: 2, connections: 50 } as const;

/** The second wrk process of the mixed scenario: distinct searches over 8 connections. */
export const MIXED_SEARCH_LOAD = { threads: 1, connections: 8 } as const;

/**
 * The response cache limit of the server that runs the search scenarios. With the default 64 MB every
 * distinct query of the rotation would fit, and after one pass the "uncached" searches would be cache
 * hits; 2 MB holds a few hundred search answers, far fewer than the rotation's 10,000+ distinct
 * queries, while the few hot content answers stay (the cache drops the least recently used first).
 */
export const SEARCH_CACHE_MAX_BYTES = 2 * 1024 * 1024;

/** What a browser sends; the compressed-search line uses it. */
export const COMPRESSED_ENCODINGS = { 'Accept-Encoding': 'br, gzip' } as const;
