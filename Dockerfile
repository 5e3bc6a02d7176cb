# The storefront as one container: our Express server (server/edge/main.ts) behind the
# operator's reverse proxy. Node runs it bundled, build/edge/main.js (docs/decisions/0032).
# Set SESSION_SECRET and the three upstream URLs at run time (docs/operations.md).

ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Production dependencies only, with our patches applied (postinstall: patch-package,
#    patches/, docs/decisions/0015 and 0016). --omit=optional: typescript (23 MB), a dev
#    dependency and an optional peer of Remix, and @zxing/text-encoding (9 MB, React Native
#    only); nothing loads either at run time (docs/decisions/0026).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm install --omit=dev --omit=optional --no-audit --no-fund && npm cache clean --force

# 2. Build with the dev toolchain.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# 3. The runtime: production dependencies, the build (the app's and the edge's bundles, which
#    import their packages from node_modules), public files and package.json (its "type": ES
#    modules); no dev tools, no TypeScript.
FROM ${NODE_IMAGE} AS runtime
# glibc's malloc with one arena (not one per thread: zlib and brotli run on libuv's threads) and
# a fixed mmap threshold (its default, without the raising that keeps freed large buffers in
# the heap); with the V8 heap flags in CMD, as scripts/stack.ts runs it (docs/decisions/0011).
ENV NODE_ENV=production \
    PORT=3000 \
    MALLOC_ARENA_MAX=1 \
    MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/public ./public
COPY --chown=node:node package.json ./
# DATA_DIR (./data): sign-outs the upstream has not confirmed yet are kept there without Redis;
# mount a volume on it to keep them across containers.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Docker (before 25: no --start-interval) first probes one interval after start: a 30 s interval
# said "starting" for 30 s, past the 20 s start period. 10 s: healthy about 10 s after start, an
# unresponsive server unhealthy within 30 s; each probe is a short node process.
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: stop accepting, finish in-flight requests, exit within 10 s.
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=20", "--incremental-marking-hard-trigger=80", "build/edge/main.js"]
