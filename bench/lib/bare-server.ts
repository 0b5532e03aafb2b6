// The smallest HTTP server that answers the list page: node:http, one pg Pool as large as the server's, the SQL
// the server runs (env BARE_SQL, JSON {text, values}), the rows as JSON. bench:load measures it beside the real
// server to tell what any Node HTTP front costs on this machine from what our platform adds (issue 20).
import http from 'node:http';
import pg from 'pg';

const { text, values } = JSON.parse(process.env.BARE_SQL ?? '{}') as { text: string; values: unknown[] };
const pool = new pg.Pool({
  connectionString: process.env.BARE_DATABASE_URL,
  max: Number(process.env.BARE_POOL),
});

http
  .createServer((request, response) => {
    // Like the real server, a call without a cookie is refused before any query.
    if (!request.headers.cookie) return void response.writeHead(401).end();
    pool.query({ text, values }).then(
      (result) => {
        const body = JSON.stringify({ _embedded: { rows: result.rows }, page: { size: 10, number: 0 } });
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
      },
      () => void response.writeHead(500).end(),
    );
  })
  .listen(Number(process.env.BARE_PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
