// The images' HEALTHCHECK (Docker, Compose; Kubernetes asks /healthz itself): the process answers
// /healthz on its own port.
const port = process.env.PORT;
fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
  (response) => process.exit(response.ok ? 0 : 1),
  () => process.exit(1),
);
