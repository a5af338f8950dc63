# syntax=docker/dockerfile:1
# Moonlit in three stages: dependencies, the build, and a runtime image that holds only Next's
# standalone server (next.config.ts: output "standalone") and its static files.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# public/ is optional in the repository; an empty one keeps the runtime stage's COPY simple.
RUN npx next build && mkdir -p public

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    SHARE_STORE_DIR=/app/.data/shares
# The standalone server does not serve .next/static or public by itself: they go beside it.
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
# Shares are kept on disk here unless REDIS_URL is set, and so is the unlock cookie's secret when
# ACCESS_CODE is set without EVOLINK_API_KEY or ACCESS_COOKIE_SECRET; mount a volume to keep them.
RUN mkdir -p /app/.data/shares && chown -R node:node /app/.data
USER node
EXPOSE 3000
# Node's own fetch, as the slim image has no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/status').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
