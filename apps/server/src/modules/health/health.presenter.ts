import type { HealthResponse } from '@saverly/contracts';

/** GET /api/health's answer (contracts health.ts), from what the probe found. */
export function presentHealth(report: {
  status: HealthResponse['status'];
  version: string;
  database: { kind: HealthResponse['database']['kind']; ok: boolean; latencyMs: number };
  uptimeSeconds: number;
  rateLimits: HealthResponse['rate_limits'];
}): HealthResponse {
  return {
    status: report.status,
    version: report.version,
    database: { kind: report.database.kind, ok: report.database.ok, latency_ms: report.database.latencyMs },
    uptime_s: report.uptimeSeconds,
    rate_limits: report.rateLimits,
  };
}
