"""One BLAS thread for numpy, unless the user asks for more.

numpy's BLAS starts a thread a core when numpy first loads it, and that thread spins beside
the first: the bulk engine's sorts and the goldfish's products, a few classes wide, gain
nothing from it and pay twice the CPU time on a shared CI runner. BLAS reads these settings
once, at that load, so ``one_thread`` is called before numpy is first imported.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

THREAD_SETTINGS = ("OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS", "OMP_NUM_THREADS")


def one_thread() -> None:
    """Ask BLAS for one thread in this process, where the user set no number of their own."""
    for name in THREAD_SETTINGS:
        os.environ.setdefault(name, "1")


def one_thread_environment(environment: Mapping[str, str]) -> dict[str, str]:
    """``environment`` for a child process that loads numpy: one BLAS thread, whatever it said."""
    return {**environment, **dict.fromkeys(THREAD_SETTINGS, "1")}
