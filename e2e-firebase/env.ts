import { E2E_NAME } from '../e2e/env';

/**
 * Where the Firebase-mode e2e server runs (playwright.config.ts project `firebase`): its own
 * port (E2E_FIREBASE_PORT; else E2E_PORT + 10 when E2E_PORT is set, else a free one: e2e/env.ts
 * picks it with the local suite's), build folder and data folder (the emulator env for the specs
 * is kept there).
 */
export const FB_PORT = Number(process.env.E2E_FIREBASE_PORT);
export const FB_ORIGIN = `http://127.0.0.1:${FB_PORT}`;
export const FB_DIST_DIR = `.next-${E2E_NAME}-firebase`;
export const FB_DATA_DIR = `.data-${E2E_NAME}-firebase`;
