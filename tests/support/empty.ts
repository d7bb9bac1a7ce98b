// Stands in for the `server-only` package under Vitest, which does not resolve the react-server condition.
export {}
