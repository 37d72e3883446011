"""The app's entry point (tools/build_app.py freezes it): what `python -m game` runs.

freeze_support() first: the Zwoggel expert's worker is a "spawn" process, which the frozen app
starts by running its own executable again; this call turns that run into the worker.
"""

import multiprocessing
import sys

from game.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
