/** Every regular file under `dir` (relative path → size); missing folder → empty map. */
export function dirFiles(dir: string): Map<string, number>;
/** The bytes of every file under `dir`. */
export function dirBytes(dir: string): number;
