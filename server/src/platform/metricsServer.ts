// /metrics on its own port for a process without the api role (a worker or feed), so Prometheus
// can scrape every process. Guarded by METRICS_TOKEN when one is set.
import { createServer, type Server } from 'node:http';
import type { AppContext } from './context';

export async function startMetricsServer(ctx: AppContext): Promise<Server> {
  const server = createServer(async (req, res) => {
    const token = ctx.config.METRICS_TOKEN;
    if (req.url !== '/metrics') {
      res.writeHead(404).end();
    } else if (token && req.headers.authorization !== `Bearer ${token}`) {
      res.writeHead(401).end();
    } else {
      res.writeHead(200, { 'content-type': ctx.metrics.registry.contentType });
      res.end(await ctx.metrics.registry.metrics());
    }
  });
  await new Promise<void>((resolve) => server.listen(ctx.config.METRICS_PORT, ctx.config.HOST, resolve));
  return server;
}
