// The V8 flags the server runs with (npm run serve, dev, the browser tests and the benchmarks).
// Measured on the Excel export of a million holdings (bench/, docs/decisions.md "Memória do servidor"): V8's
// default heap sizing let the resident memory climb from 250 MB to 500 MB while exporting, all of it garbage not
// yet collected; an explicit old-generation ceiling keeps it flat (~223 MB with this young generation, target 250).
// The ceiling is 25 times the live heap of an idle server. The young generation is 16 MB: at 2 MB the scavenger
// took ~17 % of the server's CPU under load, and the list served 10–15 % fewer requests per second.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=1024'];
