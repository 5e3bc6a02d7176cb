/**
 * The yardstick of `npm run bench`: a bare node:http server answering every request with the
 * same bytes (and content headers) a storefront page sent. Args: the body file, then
 * Content-Type and Content-Encoding ("" for none). Prints `BARE_READY <url>`.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file = "", contentType = "text/html; charset=utf-8", contentEncoding = ""] = process.argv.slice(2);
const body = readFileSync(file);
const headers: Record<string, string | number> = { "Content-Type": contentType, "Content-Length": body.length };
if (contentEncoding) headers["Content-Encoding"] = contentEncoding;

const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`BARE_READY http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
});
process.once("SIGTERM", () => server.close(() => process.exit(0)));
