"""Score for meterboost-speedup: the speed-up of the agent's version over the untouched starter,
median(starter runs) / median(agent's runs), by wall clock (host) and by CPU time (the engine's
accounting of the sandbox), whichever is smaller: both are measured at verification, in turns
(task.yaml timing); CPU time gives no credit for spreading the same work over both cores."""
import statistics


def score(ctx):
    if not ctx.starter_s or not ctx.experiment_s:
        raise ValueError("no timed runs")
    wall = statistics.median(ctx.starter_s) / statistics.median(ctx.experiment_s)
    if None in ctx.starter_cpu_s or None in ctx.experiment_cpu_s or not ctx.experiment_cpu_s:
        return wall
    cpu = statistics.median(ctx.starter_cpu_s) / max(statistics.median(ctx.experiment_cpu_s), 1e-3)
    return min(wall, cpu)
