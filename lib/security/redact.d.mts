export declare const REDACTED: string;
export declare function redactSecrets(text: string): string;
