// Summaries of result tables.
export function bestByDepth(rows, key = 'logloss') {
  const byDepth = Object.groupBy(rows, (r) => r.maxDepth);
  return Object.fromEntries(Object.entries(byDepth).map(([d, rs]) =>
    [d, rs.reduce((a, b) => (b[key] < a[key] ? b : a))[key]]));
}
