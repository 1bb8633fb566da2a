# The site in Firebase mode as a Cloud Run service behind Firebase Hosting (docs/firebase.md).
# The build context needs .env.production: BACKEND, VITE_BACKEND and the VITE_FIREBASE_* values of the
# web app — public values, read by Vite for the browser bundle and by the server at start.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source (the server links it, though Firebase mode never opens a database).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN test -f .env.production || (echo ".env.production fehlt – siehe docs/firebase.md, Schritt 5." && exit 1)
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/app/data
# Cloud Run is reached only through Google's front end; behind Firebase Hosting X-Forwarded-For arrives as
# "<client>, <Google front end>": trust the peer and one forwarded hop, so the client's own address counts
# (1 would give every visitor the front end's address). See TRUST_PROXY in docs/security.md.
ENV TRUST_PROXY=2
COPY --from=build /app ./
RUN mkdir -p /app/data && chown node:node /app/data
USER node
CMD ["node", "--env-file=.env.production", "--import", "tsx", "server/index.ts"]
