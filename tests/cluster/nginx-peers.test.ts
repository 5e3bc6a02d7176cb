import { createServer, type Server } from "node:http";
import { freePort } from "../../scripts/stack.ts";
import { startNginx, type Nginx } from "../support/nginx.ts";

/**
 * nginx's own bookkeeping of the replicas (deploy/nginx/storefront.conf), with two stand-in
 * replicas whose every answer takes HOLD_MS: no storefront build is needed. nginx marks a
 * replica that refused as failed; after fail_timeout it sends one request to find out whether
 * it is back, and until that one is answered it skips the replica for every other request.
 * With both replicas marked (nginx started before them, as `docker-compose up` does it), the
 * third request at once found none and got a 502 ("no live upstreams"): the container test
 * lost 14 of 60 requests that way before any replica was stopped.
 */

const HOLD_MS = 1500;
let nginx: Nginx | undefined;
const replicas: Array<{ port: number; server?: Server }> = [];

function listen(replica: { port: number; server?: Server }) {
  const server = createServer((req, res) => {
    const delay = req.url === "/healthz" ? 0 : HOLD_MS;
    setTimeout(() => res.end(`answered on ${replica.port}`), delay);
  });
  replica.server = server;
  return new Promise<void>((resolve) => server.listen(replica.port, "127.0.0.1", resolve));
}

async function close(replica: { server?: Server }) {
  const server = replica.server!;
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

beforeAll(async () => {
  for (let i = 0; i < 2; i += 1) replicas.push({ port: await freePort() });
  await Promise.all(replicas.map(listen));
  nginx = await startNginx({ instances: replicas.map(({ port }) => `127.0.0.1:${port}`) });
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(replicas.filter(({ server }) => server?.listening).map(close));
});

test("replicas back after both refused: requests sent at once while nginx rechecks them are answered, none 502", async () => {
  await Promise.all(replicas.map(close));
  // Both refuse: nginx marks both failed (this one answer is a 502: nothing was listening).
  expect((await fetch(`${nginx!.origin}/down`)).status).toBe(502);
  await Promise.all(replicas.map(listen));
  // Past fail_timeout (2 s; nginx counts whole seconds).
  await new Promise((resolve) => setTimeout(resolve, 3500));
  const answers = await Promise.all(
    // Each its own URL: nothing waits on another's cache lock.
    [1, 2, 3, 4].map(async (i) => {
      const response = await fetch(`${nginx!.origin}/back-${i}`);
      return `${response.status} ${await response.text()}`.slice(0, 60);
    }),
  );
  expect(answers.filter((answer) => !answer.startsWith("200 answered on"))).toEqual([]);
});
