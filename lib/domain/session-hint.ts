/**
 * The menu's signed-in hint (docs/accounts.md, "The menu remembers a signed-in browser"): a cookie
 * readable by the page's script, holding only the role of this browser's last signed-in answer
 * (never the address). The browser writes it from /api/auth/session's answers; every Logout clears
 * it (the header's in the browser, the journey page's form on the server), so a page opened after
 * a Logout never shows the signed-in links, even when the form was sent before its script ran.
 * It proves nothing: every server check reads the session itself.
 */
export const SESSION_HINT_COOKIE = 'session-hint';
/** As long as a session lasts (lib/auth/options.ts). */
export const SESSION_HINT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
