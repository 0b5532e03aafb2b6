// The V8 flags the server runs with (npm run serve, dev, the browser tests and the benchmarks).
// Measured on the Excel export of a million holdings (bench/, docs/decisions.md "Memória do servidor"): V8's
// default heap sizing let the resident memory climb from 250 MB to 500 MB while exporting, all of it garbage not
// yet collected; a small young generation and an explicit old-generation ceiling keep it flat at ~170 MB with no
// loss of speed. The ceiling is 25 times the live heap of an idle server.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2', '--max-old-space-size=1024'];
