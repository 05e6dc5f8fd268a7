/** Runs fn (a `next build`) and puts <root>/tsconfig.json back byte for byte afterwards. */
export function withTsconfigKept<T>(root: string, fn: () => Promise<T> | T): Promise<T>;
