"""The last table let go before the next one is made, so the next one reuses its memory.

A table is a web of objects that point at each other (its faces, sections and handlers hold the
view), so when the results replace it, reference counting does not free it: it waits for the
cyclic collector's next full pass, which may come a game or two later. Until then its Python
objects, its GL buffers and its text layouts hold their memory, and the next table, built
meanwhile, takes all of its own anew: the C heap and Python's object arenas grow to two tables'
worth and keep the holes when the last one goes. A live 8-seat Wink table's memory rose 8.5 MB
from the end of its first game to the end of its second, 10.6 by its twelfth; collected before
each new table, 3.1 and 6.4 (`bench soak`, its frames drawn to their end). So the window
collects before it makes a table, at a change of screen (a full pass over what the start did
not freeze: 0.12-0.15 s at load 9 on our 2 cores, in a table's build of 0.5-0.65 s), and lets the
renderer delete what was freed.
"""

from __future__ import annotations

import gc

import arcade

TABLES = frozenset({"table", "resume", "guide", "watch"})  # the screens that deal a table (routes.py)


def let_go_of_the_last_table() -> int:
    """Collect what the last table left (see above); the number of objects collected."""
    found = gc.collect()
    try:
        window = arcade.get_window()
    except RuntimeError:  # (no window: nothing drawn to delete)
        return found
    window.ctx.gc()  # its GL objects deleted now, not at the next frame's flip
    return found
