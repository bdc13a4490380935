// A TLS and HTTP/2 front for a site served on localhost, as GitHub Pages' CDN fronts the site:
// every request is passed on to the site's own server (pages.py's, HTTP/1.1) and its answer
// (status, headers, bytes: gzip and cache time included) passed back over HTTP/2. lighthouse.py
// audits through it, since Lighthouse simulates a link from the protocol it saw (over HTTP/1.1,
// six connections to an origin; over HTTP/2, one).
//
//   node benchmarks/h2-front.mjs ORIGIN KEY CERT    prints the port it listens on
import http from "node:http";
import http2 from "node:http2";
import { readFileSync } from "node:fs";

const [origin, key, cert] = process.argv.slice(2);
/** Headers of one HTTP/1.1 connection, which HTTP/2 does not carry. */
const CONNECTION_HEADERS = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"]);
const agent = new http.Agent({ keepAlive: true });
const server = http2.createSecureServer({ key: readFileSync(key), cert: readFileSync(cert) });

server.on("stream", (stream, headers) => {
  const asked = Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(":")));
  const request = http.request(new URL(headers[":path"], origin), { method: headers[":method"], headers: asked, agent },
    (answer) => {
      const passed = { ":status": answer.statusCode };
      for (const [name, value] of Object.entries(answer.headers)) if (!CONNECTION_HEADERS.has(name)) passed[name] = value;
      stream.respond(passed);
      answer.pipe(stream);
    });
  request.on("error", () => stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR));
  stream.on("error", () => request.destroy());
  request.end();
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
