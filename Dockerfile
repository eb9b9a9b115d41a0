# syntax=docker/dockerfile:1
# The project's server (the site and the forms' API) in a container; README "Deploying".
#   docker build -t epiderma --build-arg NEXT_PUBLIC_SITE_URL=https://www.example.com .
#   docker run -p 3000:3000 -v epiderma-data:/app/data epiderma

# Build: the export in out/ (better-sqlite3 13 brings its compiled Node-API module in its
# package: nothing to compile).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# Build-time settings (README "Configuration"): written into the pages. Unset or empty, the
# defaults apply.
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_COMPANY_NAME
ARG NEXT_PUBLIC_PHONE
ARG NEXT_PUBLIC_EMAIL
# Where the forms' API runs when the pages are served elsewhere (README "Pages and API apart"):
# kept in the image's environment too, for the links in e-mails and the redirects to the pages.
ARG NEXT_PUBLIC_API_ORIGIN
# The browser editor's repository, branch and other sign-in address (README "Editing in the
# browser"): GitHub Actions' GITHUB_REPOSITORY does not reach the image, so name the repository.
ARG CMS_GITHUB_REPO
ARG CMS_GITHUB_BRANCH
ARG CMS_AUTH_URL
ENV NEXT_TELEMETRY_DISABLED=1
RUN npm run build \
  && npm prune --omit=dev \
  && rm -rf .next

# Run: the same slim Node 24 LTS, without dev dependencies, not root.
# Node runs the server's TypeScript itself (type stripping): no loader, no compiled copy.
FROM node:24-bookworm-slim
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_API_ORIGIN
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p data && chown node:node data
ENV NODE_ENV=production \
  NEXT_PUBLIC_SITE_URL=${NEXT_PUBLIC_SITE_URL} \
  NEXT_PUBLIC_API_ORIGIN=${NEXT_PUBLIC_API_ORIGIN} \
  LOG_LEVEL=info \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATABASE_PATH=/app/data/site.db
USER node
VOLUME ["/app/data"]
EXPOSE 3000
# GET /api/health answers 200 while the database answers (README "Deploying"). The slim image
# has no curl: Node asks.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `docker stop` sends SIGTERM: the server answers the requests in flight (cutting any still
# unfinished after 5 s) and finishes the e-mail it is sending before it exits (give it more than
# the default 10 s with --time if your mail server is slow).
CMD ["node", "server/main.ts"]
