import { config } from 'zod';

/**
 * In a browser, zod 4 probes `new Function('')` the first time it builds an object schema, to
 * decide whether to compile fast parsers. The site's Content-Security-Policy has no
 * 'unsafe-eval' (lib/security/headers.ts), so that probe would be a CSP violation on every admin
 * form. Browsers only check small forms: the interpreted parser is plenty. The server keeps the
 * compiled one. Imported first by fields.ts, which every entity schema module imports.
 */
if (typeof window !== 'undefined') config({ jitless: true });
