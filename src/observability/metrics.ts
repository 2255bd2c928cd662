// Prometheus metrics. Labels are bounded sets (route templates, check names, verdicts, status
// codes), never user input, so the series count stays small and nothing sensitive is exported.

import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'route' | 'method' | 'status'>;
  httpDuration: Histogram<'route'>;
  checkDuration: Histogram<'check'>;
  checkVerdicts: Counter<'check' | 'verdict'>;
  usageUnits: Counter<'endpoint'>;
  registryReloads: Counter<'result'>;
  rulesLoaded: Gauge<'pack'>;
  storeDuration: Histogram<'backend' | 'operation'>;
  storeErrors: Counter<'backend' | 'operation' | 'kind'>;
  limiterDuration: Histogram<'backend' | 'operation'>;
  limiterErrors: Counter<'backend' | 'operation' | 'kind'>;
  dependencyUp: Gauge<'dependency' | 'backend'>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
  return {
    registry,
    httpRequests: new Counter({ name: 'http_requests_total', help: 'HTTP requests by route template, method and status.', labelNames: ['route', 'method', 'status'], registers: [registry] }),
    httpDuration: new Histogram({ name: 'http_request_duration_seconds', help: 'HTTP request latency by route template.', labelNames: ['route'], buckets: latencyBuckets, registers: [registry] }),
    checkDuration: new Histogram({ name: 'check_duration_seconds', help: 'Check run time by check.', labelNames: ['check'], buckets: latencyBuckets, registers: [registry] }),
    checkVerdicts: new Counter({ name: 'check_verdicts_total', help: 'Check verdicts by check.', labelNames: ['check', 'verdict'], registers: [registry] }),
    usageUnits: new Counter({ name: 'usage_units_total', help: 'Metered usage units by endpoint.', labelNames: ['endpoint'], registers: [registry] }),
    registryReloads: new Counter({ name: 'registry_reloads_total', help: 'Registry (re)builds by result.', labelNames: ['result'], registers: [registry] }),
    rulesLoaded: new Gauge({ name: 'rule_pack_rules', help: 'Rules loaded per rule pack.', labelNames: ['pack'], registers: [registry] }),
    storeDuration: new Histogram({ name: 'store_operation_duration_seconds', help: 'Store operation latency by backend and operation.', labelNames: ['backend', 'operation'], buckets: latencyBuckets, registers: [registry] }),
    storeErrors: new Counter({ name: 'store_errors_total', help: 'Failed store operations by backend, operation and kind (unavailable = 503).', labelNames: ['backend', 'operation', 'kind'], registers: [registry] }),
    limiterDuration: new Histogram({ name: 'limiter_operation_duration_seconds', help: 'Rate-limit and quota-counter latency by backend and operation.', labelNames: ['backend', 'operation'], buckets: latencyBuckets, registers: [registry] }),
    limiterErrors: new Counter({ name: 'limiter_errors_total', help: 'Failed rate-limit and quota-counter operations by backend, operation and kind.', labelNames: ['backend', 'operation', 'kind'], registers: [registry] }),
    dependencyUp: new Gauge({ name: 'dependency_up', help: '1 when the store or limiter answered its last call, 0 when it was unreachable.', labelNames: ['dependency', 'backend'], registers: [registry] }),
  };
}
