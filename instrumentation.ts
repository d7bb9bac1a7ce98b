// Runs once when a server starts, before it takes requests. Instrumentation is also compiled for the edge runtime,
// which this site does not use, so the Node.js-only parts are loaded only under Node.js: the production-settings
// check, the gate in front of Next for methods it cannot route (lib/http/method-gate.ts), and the report
// renderer's warm-up: the first report of a process would cost its requester several times a later one
// (bench/RESULTS.md).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    await import('./lib/check-deployable')
    const { installMethodGate } = await import('./lib/http/method-gate')
    installMethodGate()
    const [{ warmUpReports }, { log }] = await Promise.all([import('./lib/reports/warm-up'), import('./lib/log')])
    void warmUpReports().then(
      (ms) => log.info('report_renderer_warmed', { ms: Math.round(ms) }),
      (error: Error) => log.error('report_warm_up_failed', { message: error.message, stack: error.stack }),
    )
  }
}
