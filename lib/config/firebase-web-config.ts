/** Types only: the client forms import this, so it must stay free of server modules. */
/** The Firebase web config (public by design: it identifies the project, it grants nothing). */
export type FirebaseWebConfig = {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  /** host:port of the Auth emulator (tests and local development only). */
  emulatorHost?: string;
};
