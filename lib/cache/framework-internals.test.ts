import { createRequire } from 'node:module';
import type { OutgoingHttpHeaders } from 'node:http';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CacheHandlerContext } from 'next/dist/server/lib/incremental-cache';
import type {
  CachedAppPageValue,
  CachedFetchValue,
  GetIncrementalFetchCacheContext,
  SetIncrementalFetchCacheContext,
  SetIncrementalResponseCacheHandlerContext,
} from 'next/dist/server/response-cache/types';
import { NEXT_CACHE_IMPLICIT_TAG_ID, NEXT_CACHE_TAGS_HEADER } from 'next/dist/lib/constants';
import { APP_BUILD_MANIFEST, BUILD_ID_FILE, SERVER_DIRECTORY, UNDERSCORE_NOT_FOUND_ROUTE_ENTRY } from 'next/dist/shared/lib/constants';
import { NOT_FOUND_PAGE_TAG } from './handler';
import { ACTION_HEADER, NEXT_ROUTER_PREFETCH_HEADER, NEXT_ROUTER_STATE_TREE_HEADER, RSC_HEADER } from 'next/dist/client/components/app-router-headers';

/**
 * Every place the product relies on what the framework does not promise (docs/framework-internals.md)
 * is pinned here against the installed Next and React, so an upgrade that changes one fails this
 * file, by name, instead of silently turning something off. The type checks fail `tsc`.
 */

const require = createRequire(import.meta.url);
/** Next's enum of cached value kinds, read at run time (a const enum in its types). */
const { CachedRouteKind } = require('next/dist/server/response-cache/types') as { CachedRouteKind: Record<string, string> };

describe("Next's cache handler contract (lib/cache/handler.ts)", () => {
  it('names the kinds, the tags header and the implicit tag prefix as the handler spells them', () => {
    expect(CachedRouteKind.APP_PAGE).toBe('APP_PAGE');
    expect(CachedRouteKind.FETCH).toBe('FETCH');
    // tagsOf() reads a page's tags from this header; lib/transfer and the bench name '_N_T_/layout'.
    expect(NEXT_CACHE_TAGS_HEADER).toBe('x-next-cache-tags');
    expect(NEXT_CACHE_IMPLICIT_TAG_ID).toBe('_N_T_');
    // The handler never stores the not-found page, known by its implicit tag.
    expect(NOT_FOUND_PAGE_TAG).toBe(`${NEXT_CACHE_IMPLICIT_TAG_ID}${UNDERSCORE_NOT_FOUND_ROUTE_ENTRY}`);
    // buildIdOf() reads `<serverDistDir>/../BUILD_ID`.
    expect(SERVER_DIRECTORY).toBe('server');
    expect(BUILD_ID_FILE).toBe('BUILD_ID');
  });

  it('hands the handler the value and context fields it reads', () => {
    expectTypeOf<CachedAppPageValue>().toHaveProperty('status').toEqualTypeOf<number | undefined>();
    expectTypeOf<CachedAppPageValue>().toHaveProperty('headers').toEqualTypeOf<OutgoingHttpHeaders | undefined>();
    // serialize.ts keeps Buffers and Maps through the store's text.
    expectTypeOf<CachedAppPageValue>().toHaveProperty('rscData').toEqualTypeOf<Buffer | undefined>();
    expectTypeOf<CachedAppPageValue>().toHaveProperty('segmentData').toEqualTypeOf<Map<string, Buffer> | undefined>();
    expectTypeOf<CachedFetchValue>().toHaveProperty('tags').toEqualTypeOf<string[] | undefined>();
    expectTypeOf<GetIncrementalFetchCacheContext>().toHaveProperty('tags').toEqualTypeOf<string[] | undefined>();
    expectTypeOf<GetIncrementalFetchCacheContext>().toHaveProperty('softTags').toEqualTypeOf<string[] | undefined>();
    expectTypeOf<SetIncrementalFetchCacheContext>().toHaveProperty('fetchCache').toEqualTypeOf<true>();
    expectTypeOf<SetIncrementalFetchCacheContext>().toHaveProperty('tags').toEqualTypeOf<string[] | undefined>();
    // refusal() reads the revalidate a failed data read sets (FAILED_RENDER_REVALIDATE).
    expectTypeOf<NonNullable<SetIncrementalResponseCacheHandlerContext['cacheControl']>>().toHaveProperty('revalidate');
    expectTypeOf<CacheHandlerContext>().toHaveProperty('serverDistDir').toEqualTypeOf<string | undefined>();
  });
});

describe('request headers and build files the product names', () => {
  it("names the router's request headers as middleware.ts's matcher and the admin tests do", () => {
    expect(RSC_HEADER).toBe('rsc');
    expect(ACTION_HEADER).toBe('next-action');
    expect(NEXT_ROUTER_STATE_TREE_HEADER).toBe('next-router-state-tree');
    expect(NEXT_ROUTER_PREFETCH_HEADER).toBe('next-router-prefetch');
  });

  it("names the build manifest the bench's chunk scan reads", () => {
    expect(APP_BUILD_MANIFEST).toBe('app-build-manifest.json');
  });
});
