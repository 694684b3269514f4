import { createServer } from 'node:http';
import { createDataApi, DATA_API_PATH } from './yoga.ts';

const started = performance.now();
const port = Number(process.env.DATA_API_PORT ?? 4000);
const dataApi = createDataApi();
const server = createServer(dataApi);

server.listen(port, '127.0.0.1', () => {
  const ms = Math.round(performance.now() - started);
  console.log(`Data API ready at http://127.0.0.1:${port}${DATA_API_PATH} (dataset in ${ms} ms)`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
