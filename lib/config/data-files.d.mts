export declare const AUTH_SECRET_FILE: string;
export declare const OFFSITE_STATUS_FILE: string;
