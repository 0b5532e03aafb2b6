/// <reference types="vite/client" />

/** Root package.json version, injected by Vite `define` (vite.config.ts). */
declare const __APP_VERSION__: string;
