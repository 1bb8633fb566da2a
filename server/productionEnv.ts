// Imported first by server/index.ts: React (loaded with the server bundle) picks its development build, several
// times slower at rendering, unless NODE_ENV says production when it is first loaded.
process.env.NODE_ENV ??= 'production';
