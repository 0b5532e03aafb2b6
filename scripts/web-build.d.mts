/** The fingerprint file written into dist/ after a build (see web-build.mjs). */
export declare const FINGERPRINT_FILE: string;
/** SHA-256 over the web build's sources (packages/web, packages/domain, package.json, package-lock.json). */
export declare function webSourcesFingerprint(root: string): string;
/** Where the web app is built. */
export declare function webDistDir(root: string): string;
/** 'missing' (no build), 'changed' (built from other sources) or null (dist/ is the build of these sources). */
export declare function webBuildNeed(root: string, fingerprint?: string): 'missing' | 'changed' | null;
/** Records that dist/ is the build of the sources whose fingerprint is given. */
export declare function recordWebBuild(root: string, fingerprint: string): void;
/** A web build running in a child process. */
export interface RunningWebBuild {
  done: Promise<void>;
  stop(): void;
}
/** Builds the web app in a child process (the build records the fingerprint of its sources). */
export declare function startWebBuild(root: string): RunningWebBuild;
