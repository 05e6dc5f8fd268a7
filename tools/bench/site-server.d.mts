/** `next start`'s environment: this process's, in production, without telemetry; `extra` last. */
export function siteStartEnv(o: { dist: string; dataDir: string; origin: string; admin: { email: string; password: string }; extra?: Record<string, string> }): NodeJS.ProcessEnv;
/** The cookies a response sets, added to `into` (name → value). */
export function setCookies(res: Response, into?: Map<string, string>): Map<string, string>;
/** A Cookie header of the jar. */
export function cookieHeader(cookies: Map<string, string>): string;
/** Signs in through next-auth's callback for `provider`; the cookies holding the session. */
export function signIn(origin: string, provider: string, fields: Record<string, string>): Promise<Map<string, string>>;
