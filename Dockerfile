# syntax=docker/dockerfile:1
# The embedded default on one server: docker compose up -d (compose.yaml, README "Deploy").
# Three stages: deps (npm ci, native modules built for this image), build (next build with
# NEXT_OUTPUT=standalone), run (the standalone server only: no npm, no dev dependencies, non-root).

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# better-sqlite3 and sharp ship prebuilt binaries; the tool chain is the fallback when none fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund \
  && node -e "new (require('better-sqlite3'))(':memory:').close(); require('sharp')"

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# Public values are baked into the pages at build time: pass them as build args (compose.yaml).
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_MAP_EMBED_URL
ARG NEXT_PUBLIC_EMAILJS_PUBLIC_KEY
ARG NEXT_PUBLIC_EMAILJS_SERVICE_ID
ARG NEXT_PUBLIC_EMAILJS_TEMPLATE_ID
# The key Next derives its server-action ids from: set, a page opened before an update can still
# send its forms (docs/forms.md, "Forms across an update"). Used by this stage only.
ARG NEXT_SERVER_ACTIONS_ENCRYPTION_KEY
# The build reads the store to prerender the public pages: a throwaway one here (never shipped);
# the running site regenerates every page from its own store (keys carry the store id).
RUN DATA_DIR=/tmp/build-data ADMIN_PASSWORD=build-only-password npm run build \
  && rm -rf /tmp/build-data
# The backup and restore commands as single files (their S3 client bundled in; better-sqlite3 comes
# from the standalone server's node_modules), so the run stage needs no npm.
RUN node_modules/.bin/esbuild scripts/backup.mjs scripts/restore.mjs --bundle --platform=node --format=esm \
    --target=node20 --outdir=/app/ops --out-extension:.js=.mjs --external:better-sqlite3 --log-level=warning \
    "--banner:js=import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);"

FROM ${NODE_IMAGE} AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 HOSTNAME=0.0.0.0 DATA_DIR=/data TRUSTED_PROXY_HOPS=1
# The standalone server: server.js, the traced node_modules (better-sqlite3, sharp included) and
# the build; static files and public/ are copied beside it as Next's docs say.
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
# Operations inside the container: node scripts/backup.mjs, node scripts/restore.mjs <file>
# (docs/operations.md), each one bundled file.
COPY --from=build --chown=node:node /app/ops/ ./scripts/
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
VOLUME ["/data"]
EXPOSE 3000
# /api/health answers 200 only when the store answers a real read.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.js"]
