"""Chunked scoring on several workers (`[scoring] n_jobs`).

Workers are threads: the ensemble is shared, nothing is pickled or copied, and the chunk order
of the results is kept. n_jobs = 1 runs the chunks in the calling thread.
"""
from concurrent.futures import ThreadPoolExecutor
import os


def effective_jobs(n_jobs):
    if n_jobs is None or n_jobs == 0:
        return 1
    if n_jobs < 0:
        return max(1, (os.cpu_count() or 1) + 1 + n_jobs)
    return n_jobs


def map_chunks(fn, chunks, n_jobs=1):
    """Yield fn(chunk) for every chunk, in order."""
    jobs = effective_jobs(n_jobs)
    if jobs == 1 or len(chunks) < 2:
        for c in chunks:
            yield fn(c)
        return
    with ThreadPoolExecutor(max_workers=jobs, thread_name_prefix="meterboost") as pool:
        yield from pool.map(fn, chunks)
