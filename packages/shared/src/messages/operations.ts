// Operations: /api/metrics (README, Operations)
export const metricsTokenRequired = 'Metrics need the metrics token: Authorization: Bearer <METRICS_TOKEN>';
export const metricsTokenWrong = 'The metrics token is not valid';
export const metricsFailed = 'Metrics could not be collected. Please try again.';
