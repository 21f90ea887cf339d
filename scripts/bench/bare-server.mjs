// The yardstick: a bare Fastify "hello world" in its own process, measured in the same run as
// the app so the ratio does not depend on how busy the machine is that day.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
