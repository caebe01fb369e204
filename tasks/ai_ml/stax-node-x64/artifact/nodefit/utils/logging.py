"""Progress logging from inside jitted code (host callbacks).

The training step is jitted as a whole; the loss is sent to the host with ``id_tap`` and
printed every ``every`` steps.  ``tap`` returns its ``result`` unchanged so that it can be
threaded through the computation.
"""
import sys
import time

from jax.experimental import host_callback as hcb

_T0 = [None]


def _printer(every, stream):
    def _print(arg, transforms):
        step, loss = arg
        step = int(step)
        if _T0[0] is None:
            _T0[0] = time.time()
        if every and step % every == 0:
            stream.write("  step %5d  loss %.6e  (%.1fs)\n" % (step, float(loss), time.time() - _T0[0]))
            stream.flush()
    return _print


def tap(step, loss, result, every=100, stream=sys.stdout):
    """Print (step, loss) on the host every ``every`` steps; returns ``result``."""
    return hcb.id_tap(_printer(every, stream), (step, loss), result=result)


def reset_clock():
    _T0[0] = None


def log(msg, stream=sys.stdout):
    stream.write(msg + "\n")
    stream.flush()
