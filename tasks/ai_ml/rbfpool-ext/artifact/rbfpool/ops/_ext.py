"""Locate the compiled operators.

The extension is normally built ahead of time (``python setup.py build_ext
--inplace``) and imported as ``rbfpool._C``. When ``RBFPOOL_JIT=1`` is set and
no prebuilt module exists, the sources are compiled on first use with
``torch.utils.cpp_extension.load``. If neither works the operators fall back
to the pure PyTorch implementation in :mod:`rbfpool.ops.fallback`, so that the
package stays importable on machines without a compiler (docs, CI lint jobs).
"""
import glob
import logging
import os

log = logging.getLogger(__name__)

_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_EXT = None
_TRIED = False


def _jit_load():
    from torch.utils.cpp_extension import load

    csrc = os.path.join(_ROOT, "csrc")
    sources = [os.path.join(csrc, "rbfpool_ext.cpp")]
    sources += sorted(glob.glob(os.path.join(csrc, "cpu", "*.cpp")))
    sources += sorted(glob.glob(os.path.join(csrc, "cuda", "*.cu")))
    return load(
        name="rbfpool_C",
        sources=sources,
        extra_include_paths=[csrc],
        extra_cflags=["-O3", "-DWITH_CUDA"],
        extra_cuda_cflags=["-O3", "--use_fast_math"],
        verbose=os.environ.get("RBFPOOL_JIT_VERBOSE", "0") == "1",
    )


def get_extension():
    """Return the compiled module, or ``None`` when only the fallback is available."""
    global _EXT, _TRIED
    if _TRIED:
        return _EXT
    _TRIED = True
    try:
        from rbfpool import _C as ext  # built by setup.py

        _EXT = ext
    except ImportError as exc:
        log.debug("rbfpool._C not importable (%s)", exc)
        if os.environ.get("RBFPOOL_JIT", "0") == "1":
            try:
                _EXT = _jit_load()
            except Exception as jit_exc:  # compiler missing, nvcc missing, ...
                log.debug("JIT build failed: %s", jit_exc)
                _EXT = None
    return _EXT


def backend():
    """'ext' when the compiled operators are used, 'python' for the fallback."""
    return "ext" if get_extension() is not None else "python"
