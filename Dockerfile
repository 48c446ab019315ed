# syntax=docker/dockerfile:1
# Vitrine's image: one Node process serving the pages, the assets and the API on port 3000.
# Build: docker build -t vitrine .   Run: docker compose up (compose.yaml), or see
# docs/deployment.md#container. Why this base, one process and no Alpine: docs/decisions/0031-container-image.md.

# The Node release the team runs and tests on (ARCHITECTURE §2: the product must run on Node 20).
ARG NODE_VERSION=20.20.2

# --- toolchain: what installing the dependencies needs ------------------------------------------
# better-sqlite3 12 may have to build from source (python3, make, g++). npm 11 is the version the
# lockfile and the script approvals in package.json (allowScripts) are written with; the image
# ships npm 10.
FROM node:${NODE_VERSION}-bookworm-slim AS toolchain
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
RUN npm install -g npm@11.19.1
WORKDIR /app
# Every workspace's manifest, so the install layers stay cached until a dependency changes.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/

# --- deps: production dependencies only, what the final image runs with -------------------------
FROM toolchain AS deps
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund

# --- build: every dependency, then the web build and the server bundle ---------------------------
FROM toolchain AS build
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
# Each build is a release folder (docs/decisions/0049-build-releases.md); this one is named `image`,
# and the runtime stage copies it under the paths the server reads.
ENV VITRINE_RELEASE_ID=image
RUN npm run build

# --- runtime: no compiler, no dev dependencies, no sources beyond what the server reads ----------
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
# Data (the SQLite file and its lock, the uploads) lives in /data only; the code stays owned by
# root, so the server cannot change it.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_URL=/data/vitrine.db \
    UPLOAD_DIR=/data/uploads
WORKDIR /app
# The whole deps stage: the manifests, node_modules, and the workspaces' own node_modules where
# npm keeps versions that differ from the root's (apps/server/node_modules/lru-cache, …).
COPY --from=deps /app ./
COPY --from=build /app/apps/server/dist.image apps/server/dist
COPY --from=build /app/apps/server/seed apps/server/seed
COPY --from=build /app/apps/web/build.image apps/web/build
# The official image's unprivileged user (uid 1000); a named volume mounted on /data starts with
# this ownership.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /readyz: the server answers and reaches its database. Node's own fetch: slim images have no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/readyz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself, not npm or a shell, receives SIGTERM: main.ts finishes in-flight requests for
# SHUTDOWN_TIMEOUT_MS (10 s), so give `docker stop` more (compose.yaml: stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
