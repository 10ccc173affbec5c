# syntax=docker/dockerfile:1
# One image per process, each a target of this file, built from the repository root:
#   docker build --target order -t registry.example.com/marketplace/order:1.0.0 .
# Targets: auth, catalog, order, webhook, gateway, frontend (infra/k8s/README.md, "Images").
# Processes run TypeScript through tsx's loader, as `npm start` runs them (infra/launcher).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
# The lockfile's versions (npm ci refuses this lockfile: docs/architecture.md); postinstall generates
# the Prisma clients, generated again here so a skipped postinstall cannot leave them out.
RUN npm install --no-audit --no-fund \
 && node scripts/prisma-generate.mjs \
 && npm run build --workspace shell --workspace mf-customer --workspace mf-admin --workspace mf-category-admin \
    --workspace mf-vendor

# What every server process needs: the dependencies, the shared packages and the server workspaces,
# owned by root and so read-only to the process.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.base.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/services ./services
COPY --from=build /app/gateway ./gateway
COPY infra/k8s/images/healthcheck.mjs /usr/local/lib/healthcheck.mjs
# The node image's unprivileged user, by number so Kubernetes can check runAsNonRoot.
USER 1000:1000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 CMD ["node", "/usr/local/lib/healthcheck.mjs"]

FROM runtime AS auth
WORKDIR /app/services/auth
ENV PORT=4001
EXPOSE 4001
CMD ["node", "--import", "tsx", "src/main.ts"]

FROM runtime AS catalog
WORKDIR /app/services/catalog
ENV PORT=4002
EXPOSE 4002
CMD ["node", "--import", "tsx", "src/main.ts"]

FROM runtime AS order
WORKDIR /app/services/order
ENV PORT=4003
EXPOSE 4003
CMD ["node", "--import", "tsx", "src/main.ts"]

FROM runtime AS webhook
WORKDIR /app/services/webhook
ENV PORT=4004
EXPOSE 4004
CMD ["node", "--import", "tsx", "src/main.ts"]

FROM runtime AS gateway
WORKDIR /app/gateway
ENV PORT=8080
EXPOSE 8080
CMD ["node", "--import", "tsx", "src/main.ts"]

# The builds of the shell and the remotes, served by gateway/src/frontend-server.
FROM runtime AS frontend
COPY --from=build /app/shell/dist /app/shell/dist
COPY --from=build /app/mf-customer/dist /app/mf-customer/dist
COPY --from=build /app/mf-admin/dist /app/mf-admin/dist
COPY --from=build /app/mf-category-admin/dist /app/mf-category-admin/dist
COPY --from=build /app/mf-vendor/dist /app/mf-vendor/dist
WORKDIR /app/gateway
ENV PORT=8080 STATIC_ROOT=/app
EXPOSE 8080
CMD ["node", "--import", "tsx", "src/frontend-server/main.ts"]
