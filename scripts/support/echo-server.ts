// The benchmark's baseline: the least an HTTP JSON service on this stack does per request. Koa with
// koa-bodyparser parses the body, ajv validates it against a schema shaped like the detection
// request, and the body is echoed back as JSON. `PORT=n node dist/scripts/support/echo-server.js`
// prints "listening" once it accepts connections.

import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { Ajv } from 'ajv';

const schema = {
  type: 'object',
  required: ['text'],
  additionalProperties: true,
  properties: { text: { type: 'string', maxLength: 1048576 }, redact: { type: 'boolean' }, checks: { type: 'array', items: { type: 'string' } } },
} as const;
const validate = new Ajv({ allErrors: true }).compile(schema);

const app = new Koa();
app.use(bodyParser({ jsonLimit: '2mb', enableTypes: ['json'] }));
app.use((ctx) => {
  if (!validate(ctx.request.body)) {
    ctx.status = 400;
    ctx.body = { error: 'invalid' };
    return;
  }
  ctx.body = ctx.request.body;
});
const port = Number(process.env['PORT'] ?? 0);
const server = app.listen(port, '127.0.0.1', () => process.stdout.write('listening\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
